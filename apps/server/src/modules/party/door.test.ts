import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTY_TICKET_CODE } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { buildPartyEvent, buildPartyGuest } from '../../test/party-factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { databaseChecksum } from '../../test/security/database-state.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { partyAdmissions, partyTickets } from './schema.js';

type Headers = { authorization: string };
type Answer = { Status: string; Message?: string; ReturnObject: Record<string, unknown> | null };

describe('party door (check-in) and the invitation over SMTP', () => {
  let subject: TestApp;
  let smtp: SmtpCapture;
  let usher: Headers;
  const db = () => subject.database.handle.db;
  const snapshot = () => databaseChecksum(subject.database.handle);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    subject = await buildTestApp({ MAIL_SENDER: 'false', ...smtp.environment });
    usher = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['usher'] }));
  });
  afterAll(async () => {
    await subject.close();
    await smtp.close();
  });

  const checkIn = (EventId: number, Code: string, Gate = 'North', ScanId = randomUUID()) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Door/CheckIn',
      headers: usher,
      payload: { EventId, Code, Gate, ScanId, ScannedAt: new Date().toISOString() },
    });
  const json = (response: LightMyRequestResponse) => response.json<Answer>();
  const refusedUnchanged = async (send: () => Promise<LightMyRequestResponse>, message: RegExp) => {
    const before = await snapshot();
    const answer = json(await send());
    expect(answer.Status).not.toBe('200');
    expect(answer.Message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  };

  it('emails the ticket; the code read from the attached PDF admits the guest once', async () => {
    const event = await buildPartyEvent(db(), { titleEn: 'Graduation Ceremony 2026' });
    const student = await buildStudent(db());
    const headers = await studentAuthorization(subject.app, student);
    const post = (url: string, payload: object) =>
      subject.app.inject({ method: 'POST', url: `/api/Party/${url}`, headers, payload });
    await post('SaveRequest', { EventId: event.id, Attending: true });
    const invited = await post('SendInvitationByEmail', {
      EventId: event.id,
      GuestName: 'Mona Fathy',
      GuestEmail: 'mona.fathy@example.com',
    });
    expect(json(invited).Status).toBe('200');
    // The answer never carries the code: only the mail does.
    expect(invited.body).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(await subject.app.mailOutbox.drain()).toBe(1);

    const mail = await smtp.waitFor((one) => one.subject?.includes('Graduation Ceremony 2026') ?? false);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('mona.fathy@example.com');
    const pdf = mail.attachments.find((one) => one.contentType === 'application/pdf');
    const qr = mail.attachments.find((one) => one.contentType === 'image/png');
    expect(qr?.cid).toBe('ticket-qr');
    const { text } = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain('Mona Fathy');
    const code =
      text
        .split('\n')
        .find((line) => PARTY_TICKET_CODE.test(line.trim()))
        ?.trim() ?? '';
    expect(code).toMatch(PARTY_TICKET_CODE);

    const first = json(await checkIn(event.id, code, 'East'));
    expect(first).toMatchObject({
      Status: '200',
      ReturnObject: { Holder: 'guest', HolderName: 'Mona Fathy', Gate: 'East' },
    });
    await refusedUnchanged(
      () => checkIn(event.id, code, 'West'),
      /Already admitted: Mona Fathy, at .*, gate East/,
    );
    // A retry never sends the mail twice: its key is taken.
    expect(await subject.app.mailOutbox.drain()).toBe(0);
    expect(smtp.mails.filter((one) => one.subject?.includes('Graduation Ceremony 2026'))).toHaveLength(1);
  });

  it('keeps a sent invitation without its body and files: the code does not stay in the database', async () => {
    const event = await buildPartyEvent(db());
    const student = await buildStudent(db());
    const headers = await studentAuthorization(subject.app, student);
    const post = (url: string, payload: object) =>
      subject.app.inject({ method: 'POST', url: `/api/Party/${url}`, headers, payload });
    await post('SaveRequest', { EventId: event.id, Attending: true });
    await post('SendInvitationByEmail', {
      EventId: event.id,
      GuestName: 'Hady Nour',
      GuestEmail: 'hady@example.com',
    });
    expect(await subject.app.mailOutbox.drain()).toBe(1);
    const [sent] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'hady@example.com'));
    expect(sent).toMatchObject({ state: 'sent', textBody: '', htmlBody: null, attachments: [] });
    expect(sent?.subject).toContain(event.titleEn);
  });

  it("draws the student's own ticket with the same code on every download; it admits them once", async () => {
    const event = await buildPartyEvent(db());
    const student = await buildStudent(db());
    const headers = await studentAuthorization(subject.app, student);
    await subject.app.inject({
      method: 'POST',
      url: '/api/Party/SaveRequest',
      headers,
      payload: { EventId: event.id, Attending: true },
    });
    const download = async () => {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/Party/GetDocumentParesdBytes?EventId=${String(event.id)}`,
        headers,
      });
      const bytes = response.json<{ ReturnObject: { Bytes: string } }>().ReturnObject.Bytes;
      const { text } = await pdfText(Buffer.from(bytes, 'base64'));
      return (
        text
          .split('\n')
          .find((line) => PARTY_TICKET_CODE.test(line.trim()))
          ?.trim() ?? ''
      );
    };
    const first = await download();
    expect(first).toMatch(PARTY_TICKET_CODE);
    expect(await download()).toBe(first);
    const own = await db().select().from(partyTickets).where(eq(partyTickets.studentId, student.id));
    expect(own).toEqual([expect.objectContaining({ holder: 'student', state: 'valid' })]);
    // Only the hash and the sealed copy are stored, never the code itself.
    expect(JSON.stringify(own)).not.toContain(first);
    expect(json(await checkIn(event.id, first))).toMatchObject({
      Status: '200',
      ReturnObject: { Holder: 'student' },
    });
  });

  it('answers the same scan synced twice as the first did', async () => {
    const event = await buildPartyEvent(db());
    const { code } = await buildPartyGuest(db(), {
      eventId: event.id,
      studentId: (await buildStudent(db())).id,
    });
    const scanId = randomUUID();
    const first = json(await checkIn(event.id, code, 'North', scanId));
    const again = json(await checkIn(event.id, code, 'North', scanId));
    expect(again).toEqual(first);
    expect(first.Status).toBe('200');
  });

  it('admits exactly one of two gates scanning one ticket at once', async () => {
    const event = await buildPartyEvent(db());
    const { code, ticket } = await buildPartyGuest(db(), {
      eventId: event.id,
      studentId: (await buildStudent(db())).id,
    });
    const answers = await Promise.all([checkIn(event.id, code, 'Gate 1'), checkIn(event.id, code, 'Gate 2')]);
    expect(answers.map((one) => json(one).Status).sort()).toEqual(['200', '409']);
    const rows = await db().select().from(partyAdmissions).where(eq(partyAdmissions.ticketId, ticket.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a revoked, a forged, an altered and another event’s ticket, writing nothing', async () => {
    const event = await buildPartyEvent(db());
    const other = await buildPartyEvent(db(), { titleEn: 'Architecture GP Day' });
    const studentId = (await buildStudent(db())).id;
    const revoked = await buildPartyGuest(db(), { eventId: event.id, studentId });
    await db()
      .update(partyTickets)
      .set({ state: 'revoked', revokedAt: new Date() })
      .where(eq(partyTickets.id, revoked.ticket.id));
    const foreign = await buildPartyGuest(db(), { eventId: other.id, studentId });
    const valid = await buildPartyGuest(db(), { eventId: event.id, studentId });
    const altered = `${valid.code.slice(0, -1)}${valid.code.endsWith('A') ? 'B' : 'A'}`;
    await refusedUnchanged(() => checkIn(event.id, revoked.code), /cancelled by the student/);
    await refusedUnchanged(() => checkIn(event.id, 'A'.repeat(43)), /not genuine/);
    await refusedUnchanged(() => checkIn(event.id, altered), /not genuine/);
    await refusedUnchanged(() => checkIn(event.id, foreign.code), /another event: Architecture GP Day/);
  });

  it('refuses a malformed code with 422 before asking the database', async () => {
    const event = await buildPartyEvent(db());
    const before = await snapshot();
    expect((await checkIn(event.id, 'not a code')).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('counts registrations, guests and admissions live', async () => {
    const event = await buildPartyEvent(db());
    const { code } = await buildPartyGuest(db(), {
      eventId: event.id,
      studentId: (await buildStudent(db())).id,
    });
    await buildPartyGuest(db(), { eventId: event.id, studentId: (await buildStudent(db())).id });
    await checkIn(event.id, code);
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Door/GetCounts?EventId=${String(event.id)}`,
      headers: usher,
    });
    expect(json(response).ReturnObject).toEqual({
      EventId: event.id,
      Registered: 2,
      Attending: 2,
      Guests: 2,
      AdmittedStudents: 0,
      AdmittedGuests: 1,
    });
  });

  it('keeps a mail the SMTP server refuses for now queued, and sends it once the server takes it', async () => {
    const event = await buildPartyEvent(db(), { titleEn: 'Refused Camp' });
    const headers = await studentAuthorization(subject.app, await buildStudent(db()));
    const post = (url: string, payload: object) =>
      subject.app.inject({ method: 'POST', url: `/api/Party/${url}`, headers, payload });
    await post('SaveRequest', { EventId: event.id, Attending: true });
    await post('SendInvitationByEmail', {
      EventId: event.id,
      GuestName: 'Sara Adel',
      GuestEmail: 'sara@example.com',
    });
    smtp.refuseWith(451);
    expect(await subject.app.mailOutbox.drain()).toBe(0);
    smtp.refuseWith(null);
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.toAddress, 'sara@example.com'));
    expect(await subject.app.mailOutbox.drain()).toBe(1);
    expect(smtp.mails.filter((one) => one.subject?.includes('Refused Camp'))).toHaveLength(1);
  });
});
