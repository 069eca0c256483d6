import { desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, savePartyEventResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildFaculty, buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { buildPartyEvent, buildPartyGuest } from '../../test/party-factories.js';
import { databaseChecksum } from '../../test/security/database-state.js';
import { staffAuthorization } from '../../test/sessions.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { auditLog } from '../audit/schema.js';

type Headers = { authorization: string };
const DAY = 24 * 3_600_000;

describe('party (events office)', () => {
  let subject: TestApp;
  let office: Headers;
  const db = () => subject.database.handle.db;

  beforeAll(async () => {
    subject = await buildTestApp({ MAIL_SENDER: 'false' });
    await buildTerm(db(), { isCurrent: true });
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['events-office'] }),
    );
  });
  afterAll(() => subject.close());

  const post = (url: string, payload: object) =>
    subject.app.inject({ method: 'POST', url: `/api/PartyOffice/${url}`, headers: office, payload });
  /** Every table but the audit log as it was: a refused write is audited, and changes nothing else. */
  const unaudited = async () => {
    const tables = await databaseChecksum(subject.database.handle);
    return Object.fromEntries(Object.entries(tables).filter(([table]) => table !== 'audit_log'));
  };
  const refusedUnchanged = async (send: () => Promise<LightMyRequestResponse>, message: RegExp) => {
    const before = await unaudited();
    const answer = (await send()).json<{ Status: string; Message: string }>();
    expect(answer.Status).not.toBe('200');
    expect(answer.Message).toMatch(message);
    expect(await unaudited()).toEqual(before);
    const [last] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last?.outcome).toBe('refused');
  };
  const event = {
    Version: 0,
    Kind: 'white-coat',
    Page: 'white-coat',
    TitleEn: 'White Coat Ceremony',
    TitleAr: 'حفل المعطف الأبيض',
    TextEn: '',
    TextAr: '',
    StartsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    VenueEn: 'Hall B',
    VenueAr: 'قاعة ب',
    RegistrationOpensAt: new Date(Date.now() - DAY).toISOString(),
    RegistrationClosesAt: new Date(Date.now() + 20 * DAY).toISOString(),
    Eligibility: 'faculty-level',
    FacultyId: null,
    MinLevel: 1,
    MaxLevel: 1,
    ProjectCourseIds: [],
    Places: null,
    GuestQuota: 2,
    FeePiastres: null,
    Questions: [],
  };

  describe('POST /api/PartyOffice/SaveEvent and MoveEvent', () => {
    it('writes a draft, opens it at the version read, and refuses a stale version or a move its state does not allow', async () => {
      const faculty = await buildFaculty(db());
      const saved = envelope(savePartyEventResponse).parse(
        (await post('SaveEvent', { ...event, FacultyId: faculty.id })).json(),
      ).ReturnObject;
      expect(saved).toMatchObject({ State: 'draft', Version: 1 });
      const opened = await post('MoveEvent', { EventId: saved.EventId, Version: 1, Move: 'open' });
      expect(opened.json<{ ReturnObject: { State: string } }>().ReturnObject.State).toBe('open');
      await refusedUnchanged(
        () => post('MoveEvent', { EventId: saved.EventId, Version: 1, Move: 'close' }),
        /changed since you opened it/,
      );
      await refusedUnchanged(
        () => post('MoveEvent', { EventId: saved.EventId, Version: 2, Move: 'hold' }),
        /An event that is open cannot be moved to hold/,
      );
    });

    it('refuses eligibility without what it needs, reversed levels and a one-answer choice, changing nothing', async () => {
      await refusedUnchanged(() => post('SaveEvent', event), /needs the faculty and both levels/);
      const faculty = await buildFaculty(db());
      await refusedUnchanged(
        () => post('SaveEvent', { ...event, FacultyId: faculty.id, MinLevel: 3, MaxLevel: 1 }),
        /lowest level must not be above the highest/,
      );
      await refusedUnchanged(
        () => post('SaveEvent', { ...event, Eligibility: 'project-students', FacultyId: faculty.id }),
        /at least one project course/,
      );
      const question = {
        Key: 'size',
        LabelEn: 'Size',
        LabelAr: 'المقاس',
        Kind: 'choice',
        Options: ['M'],
        Required: true,
      };
      await refusedUnchanged(
        () => post('SaveEvent', { ...event, FacultyId: faculty.id, Questions: [question] }),
        /“Size” needs at least two answers/,
      );
    });

    it('refuses a registration window after the event with 422 and changes nothing', async () => {
      const before = await databaseChecksum(subject.database.handle);
      const late = { ...event, RegistrationClosesAt: new Date(Date.now() + 40 * DAY).toISOString() };
      expect((await post('SaveEvent', late)).statusCode).toBe(422);
      expect(await databaseChecksum(subject.database.handle)).toEqual(before);
    });
  });

  describe('GET /api/PartyOffice/GetGuests and GetRegistrations', () => {
    it('exports an event’s guests and registrations as CSV', async () => {
      const partyEvent = await buildPartyEvent(db());
      const student = await buildStudent(db());
      await buildPartyGuest(db(), { eventId: partyEvent.id, studentId: student.id, name: 'Hala, "Aunt"' });
      const guests = await subject.app.inject({
        method: 'GET',
        url: `/api/PartyOffice/GetGuests?EventId=${String(partyEvent.id)}`,
        headers: office,
      });
      expect(guests.headers['content-type']).toContain('text/csv');
      expect(guests.body.split('\r\n')[1]).toMatch(new RegExp(`^${student.code},"Hala, ""Aunt""",`));
      const registrations = await subject.app.inject({
        method: 'GET',
        url: `/api/PartyOffice/GetRegistrations?EventId=${String(partyEvent.id)}`,
        headers: office,
      });
      expect(registrations.body.split('\r\n')[1]).toMatch(new RegExp(`^${student.code},.*,yes,`));
    });
  });
  describe('GET /api/PartyOffice/GetOutbox', () => {
    it('lists the event’s invitations, with the text only of a kept mail (no mail server)', async () => {
      const partyEvent = await buildPartyEvent(db());
      const student = await buildStudent(db());
      const kept = await buildPartyGuest(db(), { eventId: partyEvent.id, studentId: student.id });
      const sent = await buildPartyGuest(db(), { eventId: partyEvent.id, studentId: student.id });
      const mail = (ticketId: number, state: 'kept' | 'sent', textBody: string) => ({
        key: `party:invite:${String(ticketId)}`,
        purpose: 'party-invitation',
        toAddress: `guest${String(ticketId)}@example.com`,
        subject: 'Invitation',
        textBody,
        state,
      });
      await db()
        .insert(mailOutbox)
        .values([
          mail(kept.ticket.id, 'kept', `Ticket code: ${kept.code}`),
          mail(sent.ticket.id, 'sent', ''),
        ]);
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/PartyOffice/GetOutbox?EventId=${String(partyEvent.id)}`,
        headers: office,
      });
      const mails = response.json<{ ReturnObject: { To: string; State: string; Text: string | null }[] }>();
      expect(mails.ReturnObject).toEqual([
        expect.objectContaining({ State: 'kept', Text: `Ticket code: ${kept.code}` }),
        expect.objectContaining({ State: 'sent', Text: null }),
      ]);
    });
  });
});
