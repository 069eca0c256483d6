import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getMessageAudiencesResponse,
  getStudentMessagesResponse,
  sentMessage,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients, messages } from './schema.js';

describe('POST /api/Notify/SendMessage', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let senderId: number;
  beforeAll(async () => {
    subject = await buildTestApp();
    const sender = await buildStaffMember(subject.database.handle.db, { roles: ['communications'] });
    senderId = sender.id;
    headers = await staffAuthorization(subject.app, sender);
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;

  async function send(payload: object, as = headers): Promise<LightMyRequestResponse> {
    return subject.app.inject({ method: 'POST', url: '/api/Notify/SendMessage', headers: as, payload });
  }

  async function recipientsOf(messageId: number): Promise<number[]> {
    const rows = await db()
      .select({ studentId: messageRecipients.studentId })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, messageId));
    return rows.map((row) => row.studentId).sort((a, b) => a - b);
  }

  async function sentTo(audience: unknown) {
    const response = await send({
      Title: 'Registration opens',
      Body: 'Add/drop opens on Sunday.',
      Link: 'AddDrop',
      Audience: audience,
    });
    const body = envelope(sentMessage.nullable()).parse(response.json());
    expect(body.Status, body.Message).toBe('200');
    if (!body.ReturnObject) throw new Error('no message');
    const recipients = await recipientsOf(body.ReturnObject.MessageId);
    expect(body.ReturnObject.Recipients).toBe(recipients.length);
    return recipients;
  }

  async function totals() {
    const [sent] = await db().select({ n: count() }).from(messages);
    const [given] = await db().select({ n: count() }).from(messageRecipients);
    return { messages: sent?.n, recipients: given?.n };
  }

  it('reaches exactly the students of a faculty, a program, a level or a section, enrolled ones only', async () => {
    const faculty = await buildFaculty(db());
    const program = await buildProgram(db(), { facultyId: faculty.id });
    const otherProgram = await buildProgram(db(), { facultyId: faculty.id });
    const inProgram = await buildStudent(db(), { programId: program.id, level: 6 });
    const inOtherProgram = await buildStudent(db(), { programId: otherProgram.id, level: 6 });
    const suspended = await buildStudent(db(), { programId: program.id, status: 'suspended', level: 6 });
    const graduated = await buildStudent(db(), { programId: program.id, status: 'graduated', level: 6 });
    const elsewhere = await buildStudent(db(), { level: 7 });
    const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

    expect(await sentTo({ Kind: 'faculty', FacultyId: faculty.id })).toEqual(
      sorted(inProgram.id, inOtherProgram.id, suspended.id),
    );
    expect(await sentTo({ Kind: 'program', ProgramId: program.id })).toEqual(
      sorted(inProgram.id, suspended.id),
    );

    const everyone = await sentTo({ Kind: 'everyone' });
    expect(everyone).toEqual(
      expect.arrayContaining([inProgram.id, inOtherProgram.id, suspended.id, elsewhere.id]),
    );
    expect(everyone).not.toContain(graduated.id);

    const level = await sentTo({ Kind: 'level', Level: 7 });
    expect(level).toContain(elsewhere.id);
    expect(level).not.toContain(inProgram.id);

    const section = await buildSection(db());
    await buildRegistration(db(), { sectionId: section.id, studentId: inProgram.id });
    await buildRegistration(db(), { sectionId: section.id, studentId: graduated.id, status: 'dropped' });
    expect(await sentTo({ Kind: 'section', SectionId: section.id })).toEqual([inProgram.id]);

    // One student by code, whatever their status.
    expect(await sentTo({ Kind: 'student', StudentCode: graduated.code })).toEqual([graduated.id]);
  });

  it('shows the sent message to the student, with its link, and audits who sent it to whom', async () => {
    const student = await buildStudent(db());
    const response = await send({
      Title: 'Your order is ready',
      Body: 'Collect your transcript from the registrar’s office.',
      Link: 'transcript',
      Audience: { Kind: 'student', StudentCode: student.code },
    });
    const sent = envelope(sentMessage.nullable()).parse(response.json()).ReturnObject;
    expect(sent?.Recipients).toBe(1);

    const list = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetStudentMessages?readStatus=unread',
      headers: await studentAuthorization(subject.app, student),
    });
    const page = envelope(getStudentMessagesResponse).parse(list.json()).ReturnObject;
    expect(page.Items).toEqual([
      expect.objectContaining({
        MessageId: sent?.MessageId,
        Title: 'Your order is ready',
        Link: 'transcript',
        IsRead: false,
      }),
    ]);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `message ${String(sent?.MessageId)}`));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'message-send',
        outcome: 'success',
        staffMemberId: senderId,
        studentId: student.id,
      }),
    ]);
    expect(entries[0]?.details).toMatchObject({
      recipients: 1,
      audience: { Kind: 'student', StudentCode: student.code },
    });
  });

  it('answers 422 to a malformed message or an audience that does not exist, and sends nothing', async () => {
    const before = await totals();
    const valid = { Title: 'Fees due', Body: 'Pay before Thursday.' };
    const malformed = [
      { ...valid, Audience: { Kind: 'level', Level: 8 } },
      { ...valid, Audience: { Kind: 'level', Level: 0 } },
      { ...valid, Audience: { Kind: 'planet' } },
      { ...valid, Audience: { Kind: 'faculty' } },
      { ...valid, Title: '', Audience: { Kind: 'everyone' } },
      { ...valid, Link: 'https://evil.example', Audience: { Kind: 'everyone' } },
      { ...valid, Link: '../../admin', Audience: { Kind: 'everyone' } },
      { ...valid, Audience: { Kind: 'faculty', FacultyId: 999_999 } },
      { ...valid, Audience: { Kind: 'program', ProgramId: 999_999 } },
    ];
    for (const payload of malformed) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await send({ ...valid, Audience: { Kind: 'faculty', FacultyId: 999_999 } })).json(),
    ).toMatchObject({
      Message: 'body.Audience.FacultyId: No faculty has this id.',
    });
    expect(await totals()).toEqual(before);
  });

  it('refuses an unknown student code or section, or an audience with nobody in it, sending nothing', async () => {
    const before = await totals();
    const unknown = await send({
      Title: 'Hello',
      Body: 'Hi',
      Audience: { Kind: 'student', StudentCode: '1999-00000' },
    });
    expect(unknown.json()).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: 'No student has the code 1999-00000.',
    });
    const noSection = await send({
      Title: 'Hello',
      Body: 'Hi',
      Audience: { Kind: 'section', SectionId: 999_999 },
    });
    expect(noSection.json()).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: 'No section has this number.',
    });
    const empty = await buildProgram(db());
    const nobody = await send({
      Title: 'Hello',
      Body: 'Hi',
      Audience: { Kind: 'program', ProgramId: empty.id },
    });
    expect(nobody.json()).toMatchObject({ Status: '409' });
    expect(await totals()).toEqual(before);
    const refused = await db().select().from(auditLog).where(eq(auditLog.action, 'message-send'));
    expect(refused.filter((entry) => entry.outcome === 'refused')).toHaveLength(3);
  });

  it('is for communications and registrar staff only', async () => {
    const before = await totals();
    const payload = { Title: 'Hello', Body: 'Hi', Audience: { Kind: 'everyone' } };
    const auditor = await buildStaffMember(db(), { roles: ['auditor'] });
    expect((await send(payload, await staffAuthorization(subject.app, auditor))).statusCode).toBe(403);
    const student = await buildStudent(db());
    expect((await send(payload, await studentAuthorization(subject.app, student))).statusCode).toBe(403);
    expect(
      (await subject.app.inject({ method: 'POST', url: '/api/Notify/SendMessage', payload })).statusCode,
    ).toBe(401);
    expect(await totals()).toEqual(before);

    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const audiences = await subject.app.inject({
      method: 'GET',
      url: '/api/Notify/GetMessageAudiences',
      headers: await staffAuthorization(subject.app, registrar),
    });
    const faculties = envelope(getMessageAudiencesResponse).parse(audiences.json()).ReturnObject;
    expect(faculties.length).toBeGreaterThan(0);
    expect(faculties.some((faculty) => faculty.Programs.length > 0)).toBe(true);
  });
});
