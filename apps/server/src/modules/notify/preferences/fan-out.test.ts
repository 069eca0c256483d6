import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTopic, NotificationChannel } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildFaculty, buildStudent } from '../../../test/factories.js';
import { sendMessage } from '../service.js';
import { messageRecipients, notificationPreferences, pushDeliveries, pushSubscriptions } from '../schema.js';

describe('sendMessage honours each recipient’s preferences for the message’s topic', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;

  /** A student of the faculty with one phone subscribed to pushes. */
  async function studentWithPhone(facultyId: number) {
    const student = await buildStudent(db(), { facultyId });
    const [device] = await db()
      .insert(pushSubscriptions)
      .values({
        studentId: student.id,
        deviceId: `phone-${student.code}`,
        kind: 'fcm',
        endpoint: `fcm-${student.code}`,
      })
      .returning({ id: pushSubscriptions.id });
    if (!device) throw new Error('no device');
    return { ...student, deviceId: device.id };
  }

  async function chooses(
    studentId: number,
    topic: MessageTopic,
    channel: NotificationChannel,
    enabled: boolean,
  ) {
    await db().insert(notificationPreferences).values({ studentId, topic, channel, enabled });
  }

  async function sendToFaculty(facultyId: number, topic: MessageTopic) {
    const outcome = await sendMessage(db(), {
      title: 'Fees are due',
      body: 'Pay by Thursday.',
      audience: { Kind: 'faculty', FacultyId: facultyId },
      topic,
    });
    if (outcome.kind !== 'sent') throw new Error(`not sent: ${outcome.kind}`);
    const recipients = await db()
      .select({ studentId: messageRecipients.studentId })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, outcome.messageId));
    const jobs = await db()
      .select({ subscriptionId: pushDeliveries.subscriptionId })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.messageId, outcome.messageId));
    return {
      outcome,
      inApp: recipients.map((row) => row.studentId).sort((a, b) => a - b),
      pushedTo: jobs.map((row) => row.subscriptionId).sort((a, b) => a - b),
    };
  }

  it('in-app off: no recipient row for that student (no badge, no bell, no live update); pushes still go', async () => {
    const faculty = await buildFaculty(db());
    const [quiet, plain] = [await studentWithPhone(faculty.id), await studentWithPhone(faculty.id)];
    await chooses(quiet.id, 'payments', 'in-app', false);
    const sent = await sendToFaculty(faculty.id, 'payments');
    expect(sent.inApp).toEqual([plain.id]);
    expect(sent.outcome.recipientIds).toEqual([plain.id]);
    expect(sent.pushedTo).toEqual([quiet.deviceId, plain.deviceId].sort((a, b) => a - b));
  });

  it('push off: no push job for that student’s devices; the message is in their bell', async () => {
    const faculty = await buildFaculty(db());
    const [quiet, plain] = [await studentWithPhone(faculty.id), await studentWithPhone(faculty.id)];
    await chooses(quiet.id, 'payments', 'push', false);
    const sent = await sendToFaculty(faculty.id, 'payments');
    expect(sent.inApp).toEqual([quiet.id, plain.id].sort((a, b) => a - b));
    expect(sent.pushedTo).toEqual([plain.deviceId]);
  });

  it('a choice for another topic, or a switch turned back on, changes nothing', async () => {
    const faculty = await buildFaculty(db());
    const [exams, again] = [await studentWithPhone(faculty.id), await studentWithPhone(faculty.id)];
    await chooses(exams.id, 'exams', 'push', false);
    await chooses(exams.id, 'exams', 'in-app', false);
    await chooses(again.id, 'payments', 'push', true);
    const sent = await sendToFaculty(faculty.id, 'payments');
    expect(sent.inApp).toEqual([exams.id, again.id].sort((a, b) => a - b));
    expect(sent.pushedTo).toEqual([exams.deviceId, again.deviceId].sort((a, b) => a - b));
  });

  it('security notices reach every channel whatever is stored', async () => {
    const faculty = await buildFaculty(db());
    const student = await studentWithPhone(faculty.id);
    // Written behind the portal's back: the save refuses it and the table's check forbids it.
    await expect(chooses(student.id, 'security', 'push', false)).rejects.toThrow();
    await chooses(student.id, 'announcements', 'push', false);
    const sent = await sendToFaculty(faculty.id, 'security');
    expect(sent.inApp).toEqual([student.id]);
    expect(sent.pushedTo).toEqual([student.deviceId]);
  });

  it('is sent, not refused as “nobody”, when the only student turned the bell off but takes pushes', async () => {
    const faculty = await buildFaculty(db());
    const student = await studentWithPhone(faculty.id);
    await chooses(student.id, 'events', 'in-app', false);
    const sent = await sendToFaculty(faculty.id, 'events');
    expect(sent.outcome.kind).toBe('sent');
    expect(sent.inApp).toEqual([]);
    expect(sent.pushedTo).toEqual([student.deviceId]);
  });

  it('keeps the other students’ rows out of a message’s jobs: only this message’s audience', async () => {
    const [one, two] = [await buildFaculty(db()), await buildFaculty(db())];
    const inOne = await studentWithPhone(one.id);
    const inTwo = await studentWithPhone(two.id);
    const sent = await sendToFaculty(one.id, 'requests');
    expect(sent.pushedTo).toEqual([inOne.deviceId]);
    const stray = await db()
      .select()
      .from(pushDeliveries)
      .where(inArray(pushDeliveries.subscriptionId, [inTwo.deviceId]));
    expect(stray).toEqual([]);
  });
});
