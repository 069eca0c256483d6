import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, sentMessage } from '@portal/contract';
import type { TestApp } from '../../../test/app.js';
import { buildStaffMember, buildStudent } from '../../../test/factories.js';
import { buildPushTestApp } from '../../../test/push-app.js';
import type { PushDouble } from '../../../test/push-double.js';
import { staffAuthorization, studentAuthorization } from '../../../test/sessions.js';
import { sendMessage } from '../service.js';
import { pushDeliveries, pushSubscriptions } from '../schema.js';

describe('a sent message reaches the devices through the Web Push protocol', () => {
  let subject: TestApp;
  let double: PushDouble;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ subject, double, close } = await buildPushTestApp());
  });
  afterAll(() => close());

  const db = () => subject.database.handle.db;

  async function registered(student: { id: number; email: string }, deviceId: string) {
    const device = double.newDevice();
    const answer = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/RegisterToken',
      headers: await studentAuthorization(subject.app, student),
      payload: { StudentEmail: student.email, Token: device.subscriptionJson, DeviceId: deviceId },
    });
    expect(answer.json()).toMatchObject({ Status: '200' });
    return device;
  }

  it('encrypts title and body for each device of the student; the double decrypts them', async () => {
    const student = await buildStudent(db());
    const [laptop, phone] = [
      await registered(student, 'laptop-0001'),
      await registered(student, 'phone-00001'),
    ];
    const sender = await buildStaffMember(db(), { roles: ['communications'] });
    const sent = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/SendMessage',
      headers: await staffAuthorization(subject.app, sender),
      payload: {
        Title: 'Grades published',
        Body: 'تم نشر درجات الفصل الدراسي. Your term grades are out.',
        Link: 'transcript',
        Audience: { Kind: 'student', StudentCode: student.code },
      },
    });
    const answer = envelope(sentMessage.nullable()).parse(sent.json());
    expect(answer.Status, answer.Message).toBe('200');
    const messageId = answer.ReturnObject?.MessageId;

    await expect.poll(() => double.received.length, { timeout: 10_000 }).toBe(2);
    expect(double.rejected).toEqual([]);
    expect(new Set(double.received.map((push) => push.device))).toEqual(new Set([laptop.id, phone.id]));
    for (const push of double.received) {
      expect(push.payload).toEqual({
        notification: {
          title: 'Grades published',
          body: 'تم نشر درجات الفصل الدراسي. Your term grades are out.',
        },
        data: { MessageId: messageId, Link: 'transcript' },
      });
      expect(push.topic).toBe(`message-${String(messageId)}`);
      expect(push.subject).toMatch(/^mailto:/);
      expect(push.audience).toBe(double.origin);
    }
    // Done jobs leave the queue; the devices record when they last took a push.
    await expect.poll(async () => (await db().select({ n: count() }).from(pushDeliveries))[0]?.n).toBe(0);
    const devices = () =>
      db().select().from(pushSubscriptions).where(eq(pushSubscriptions.studentId, student.id));
    await expect
      .poll(async () => (await devices()).map((row) => row.lastUsedAt !== null))
      .toEqual([true, true]);
  });

  it('queues nothing when the audience is empty (the message is rolled back with its jobs)', async () => {
    const outcome = await sendMessage(db(), {
      title: 'Nobody',
      body: 'No one is in level 7.',
      audience: { Kind: 'level', Level: 7 },
      topic: 'announcements',
    });
    expect(outcome.kind).toBe('nobody');
    expect((await db().select({ n: count() }).from(pushDeliveries))[0]?.n).toBe(0);
  });
});
