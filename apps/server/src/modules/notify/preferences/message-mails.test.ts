import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildFaculty, buildStudent } from '../../../test/factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.js';
import { say } from '../../../platform/i18n/said.js';
import { mailOutbox } from '../../../platform/mail/schema.js';
import { students } from '../../student/schema.js';
import { sendMessage, writtenByPortal } from '../service.js';
import { queueMessageMails } from './message-mails.js';

describe('the email channel of a message', () => {
  let subject: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    subject = await buildTestApp({ ...smtp.environment, MAIL_SENDER: 'false' });
  });
  afterAll(async () => {
    await subject.close();
    await smtp.close();
  });

  const db = () => subject.database.handle.db;

  async function turnOn(student: { id: number; email: string }, topic: string) {
    const saved = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/SaveNotificationPreference',
      headers: await studentAuthorization(subject.app, student),
      payload: { Topic: topic, Channel: 'email', Enabled: true },
    });
    expect(saved.json()).toMatchObject({ Status: '200' });
  }

  const mailsTo = (address: string) =>
    smtp.mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
  const outboxOf = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it('mails the students who turned email on for the topic, in both languages, over SMTP; nobody else', async () => {
    const faculty = await buildFaculty(db());
    const reader = await buildStudent(db(), { facultyId: faculty.id });
    const other = await buildStudent(db(), { facultyId: faculty.id });
    const elsewhere = await buildStudent(db(), { facultyId: faculty.id });
    await turnOn(reader, 'exams');
    await turnOn(elsewhere, 'payments');

    const outcome = await sendMessage(db(), {
      ...writtenByPortal(say('exams.finalPublished', { course: 'PHR 401' }), say('notify.topicLocked')),
      audience: { Kind: 'faculty', FacultyId: faculty.id },
      topic: 'exams',
    });
    expect(outcome.kind).toBe('sent');
    expect(await subject.app.mailOutbox.drain()).toBe(1);

    const mail = await smtp.waitFor((received) => received.subject?.includes('PHR 401') ?? false);
    expect(mailsTo(reader.email)).toHaveLength(1);
    expect(mailsTo(other.email)).toEqual([]);
    expect(mailsTo(elsewhere.email)).toEqual([]);
    expect(mail.subject).toMatch(/PHR 401.*\|.*PHR 401/);
    expect(mail.text).toContain('Security notices always reach you');
    expect(mail.text).toContain('تصلك تنبيهات الأمان دائمًا');
    expect(mail.text).toContain('email is on for exams in your notification settings');
  });

  it('queues one mail per message and student however often it is asked', async () => {
    const faculty = await buildFaculty(db());
    const reader = await buildStudent(db(), { facultyId: faculty.id });
    await turnOn(reader, 'events');
    const message = {
      id: 900_001,
      topic: 'events' as const,
      title: 'Career day',
      body: 'Tuesday, main hall.',
      arabic: null,
    };
    const audience = eq(students.id, reader.id);
    const first = await db().transaction((tx) => queueMessageMails(tx, message, audience));
    const again = await db().transaction((tx) => queueMessageMails(tx, message, audience));
    expect([first, again]).toEqual([1, 0]);
    expect(await outboxOf(reader.email)).toHaveLength(1);
  });

  it('mails security notices to everyone in the audience, email chosen or not', async () => {
    const faculty = await buildFaculty(db());
    const student = await buildStudent(db(), { facultyId: faculty.id });
    await sendMessage(db(), {
      title: 'Password reset requested',
      body: 'If this was not you, call the IT help desk.',
      audience: { Kind: 'faculty', FacultyId: faculty.id },
      topic: 'security',
    });
    const rows = await outboxOf(student.email);
    expect(rows.map((row) => [row.purpose, row.subject])).toEqual([['notify', 'Password reset requested']]);
  });

  it('queues no mail when the message is rolled back for want of an audience', async () => {
    const faculty = await buildFaculty(db());
    const before = (await db().select().from(mailOutbox)).length;
    const outcome = await sendMessage(db(), {
      title: 'Nobody',
      body: 'An empty faculty.',
      audience: { Kind: 'faculty', FacultyId: faculty.id },
      topic: 'security',
    });
    expect(outcome.kind).toBe('nobody');
    expect(await db().select().from(mailOutbox)).toHaveLength(before);
  });
});
