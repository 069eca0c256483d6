import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getPartySavedDataResponse, savePartyRequestResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
  buildWithheldGrade,
} from '../../test/factories.js';
import { buildPartyEvent, buildPartyGuest } from '../../test/party-factories.js';
import { databaseChecksum } from '../../test/security/database-state.js';
import { studentAuthorization } from '../../test/sessions.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { billingCharges } from '../billing/schema.js';
import { partyLog, partyRegistrations, partyTickets } from './schema.js';

type Headers = { authorization: string };
const DAY = 24 * 3_600_000;

const QUESTIONS = [
  {
    Key: 'gown-size',
    LabelEn: 'Gown size',
    LabelAr: 'مقاس الروب',
    Kind: 'choice' as const,
    Options: ['S', 'M', 'L'],
    Required: true,
  },
  {
    Key: 'dietary',
    LabelEn: 'Dietary needs',
    LabelAr: 'احتياجات غذائية',
    Kind: 'text' as const,
    Options: [],
    Required: false,
  },
];

describe('party (student calls)', () => {
  let subject: TestApp;
  const db = () => subject.database.handle.db;
  const snapshot = () => databaseChecksum(subject.database.handle);
  const post = (url: string, headers: Headers, payload: object) =>
    subject.app.inject({ method: 'POST', url: `/api/Party/${url}`, headers, payload });
  const saved = (response: { json(): unknown }) => envelope(savePartyRequestResponse).parse(response.json());
  /** A refusal in the envelope, and not one row of any table changed. */
  const refusedUnchanged = async (
    send: () => Promise<LightMyRequestResponse>,
    status: string,
    message: RegExp,
  ) => {
    const before = await snapshot();
    const body = (await send()).json<{ Status: string; Message: string }>();
    expect(body.Status).toBe(status);
    expect(body.Message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  };

  let currentTermId: number;
  beforeAll(async () => {
    subject = await buildTestApp({ MAIL_SENDER: 'false' });
    currentTermId = (await buildTerm(db(), { isCurrent: true })).id;
  });
  afterAll(() => subject.close());

  const newStudent = async (overrides: Parameters<typeof buildStudent>[1] = {}) => {
    const student = await buildStudent(db(), overrides);
    return { student, headers: await studentAuthorization(subject.app, student) };
  };

  describe('GET /api/Party/GetStudentSavedData', () => {
    it('lists the open events of a page with whether the student may register, and never a draft', async () => {
      const open = await buildPartyEvent(db(), { questions: QUESTIONS });
      await buildPartyEvent(db(), { state: 'draft', titleEn: 'Draft camp' });
      const { headers } = await newStudent();
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Party/GetStudentSavedData?Page=sigmund',
        headers,
      });
      const events = envelope(getPartySavedDataResponse).parse(response.json()).ReturnObject;
      expect(events.map((one) => one.Event.TitleEn)).not.toContain('Draft camp');
      const shown = events.find((one) => one.Event.EventId === open.id);
      expect(shown).toMatchObject({ NotEligible: null, CanChange: true, Registration: null, Guests: [] });
      expect(shown?.Event.Questions).toEqual(QUESTIONS);
    });
  });

  describe('POST /api/Party/SaveRequest', () => {
    it('registers the student with their answers, charges the fee once and logs each change', async () => {
      const event = await buildPartyEvent(db(), { questions: QUESTIONS, feePiastres: 25_000 });
      const { student, headers } = await newStudent();
      const body = { EventId: event.id, Attending: true, Answers: { 'gown-size': 'M' } };
      const first = saved(await post('SaveRequest', headers, body)).ReturnObject;
      const again = saved(await post('SaveRequest', headers, body)).ReturnObject;
      expect(first.Registration).toMatchObject({ Attending: true, Answers: { 'gown-size': 'M' } });
      expect(again.Registration?.ChargeId).toBe(first.Registration?.ChargeId);
      const charges = await db()
        .select()
        .from(billingCharges)
        .where(eq(billingCharges.studentId, student.id));
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ kind: 'ceremony', amountPiastres: 25_000 });
      await post('SaveRequest', headers, { ...body, Answers: { 'gown-size': 'L', dietary: 'vegetarian' } });
      const log = await db().select().from(partyLog).where(eq(partyLog.studentId, student.id));
      expect(log.map((entry) => entry.action)).toEqual(['registered', 'changed']);
    });

    it('refuses a student of another faculty and changes nothing', async () => {
      const faculty = await buildFaculty(db(), { nameEn: 'Faculty of Pharmacy' });
      const event = await buildPartyEvent(db(), {
        kind: 'white-coat',
        page: 'white-coat',
        eligibility: 'faculty-level',
        facultyId: faculty.id,
        minLevel: 1,
        maxLevel: 1,
      });
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('SaveRequest_WCoat', headers, { EventId: event.id, Attending: true }),
        '403',
        /Faculty of Pharmacy/,
      );
    });

    it('refuses a student outside the level range and changes nothing', async () => {
      const faculty = await buildFaculty(db());
      const event = await buildPartyEvent(db(), {
        kind: 'white-coat',
        page: 'white-coat',
        eligibility: 'faculty-level',
        facultyId: faculty.id,
        minLevel: 4,
        maxLevel: 4,
      });
      const { headers } = await newStudent({ facultyId: faculty.id, level: 2 });
      await refusedUnchanged(
        () => post('SaveRequest_WCoat', headers, { EventId: event.id, Attending: true }),
        '403',
        /levels 4 to 4; you are at level 2/,
      );
    });

    it('refuses a graduation to a student not expected to graduate this term', async () => {
      const event = await buildPartyEvent(db(), {
        kind: 'graduation',
        page: 'graduation',
        eligibility: 'expected-graduates',
      });
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: event.id, Attending: true }),
        '403',
        /expected to graduate/,
      );
    });

    it('registers an expected graduate, and refuses one whose grade the registrar withholds', async () => {
      const event = await buildPartyEvent(db(), {
        kind: 'graduation',
        page: 'graduation',
        eligibility: 'expected-graduates',
      });
      const program = await buildProgram(db(), { totalCredits: 3 });
      const graduate = async () => {
        const who = await newStudent({ programId: program.id });
        const section = await buildSection(db(), { termId: currentTermId });
        await buildRegistration(db(), {
          studentId: who.student.id,
          sectionId: section.id,
          status: 'registered',
        });
        return who;
      };
      const ready = await graduate();
      const done = saved(await post('SaveRequest', ready.headers, { EventId: event.id, Attending: true }));
      expect(done.Status).toBe('200');
      const held = await graduate();
      const earlier = await buildRegistration(db(), {
        studentId: held.student.id,
        status: 'completed',
        grade: 'B',
      });
      await buildWithheldGrade(db(), { registrationId: earlier.id, reason: 'unpaid_fees' });
      await refusedUnchanged(
        () => post('SaveRequest', held.headers, { EventId: event.id, Attending: true }),
        '403',
        /holding back a grade of yours \(unpaid fees\)/,
      );
    });

    it('refuses before registration opens and after it closes, and changes nothing', async () => {
      const early = await buildPartyEvent(db(), {
        registrationOpensAt: new Date(Date.now() + DAY),
        registrationClosesAt: new Date(Date.now() + 2 * DAY),
      });
      const late = await buildPartyEvent(db(), {
        registrationOpensAt: new Date(Date.now() - 2 * DAY),
        registrationClosesAt: new Date(Date.now() - DAY),
      });
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: early.id, Attending: true }),
        '409',
        /opens on/,
      );
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: late.id, Attending: true }),
        '409',
        /closed on/,
      );
    });

    it('refuses answers the event does not ask for, outside the options, or missing, and changes nothing', async () => {
      const event = await buildPartyEvent(db(), { questions: QUESTIONS });
      const { headers } = await newStudent();
      const save = (Answers: Record<string, string>) => () =>
        post('SaveRequest', headers, { EventId: event.id, Attending: true, Answers });
      await refusedUnchanged(save({ 'gown-size': 'M', shoe: '42' }), '422', /no question “shoe”/);
      await refusedUnchanged(
        save({ 'gown-size': 'XXL' }),
        '422',
        /“XXL” is not one of the answers to “Gown size”/,
      );
      await refusedUnchanged(save({ dietary: 'none' }), '422', /Please answer “Gown size”/);
    });

    it('sends a white-coat ceremony to its own call and refuses the other way round', async () => {
      const coat = await buildPartyEvent(db(), { kind: 'white-coat', page: 'white-coat' });
      const camp = await buildPartyEvent(db());
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: coat.id, Attending: true }),
        '422',
        /SaveRequest_WCoat/,
      );
      await refusedUnchanged(
        () => post('SaveRequest_WCoat', headers, { EventId: camp.id, Attending: true }),
        '422',
        /white-coat ceremonies only/,
      );
    });

    it('refuses a camp whose places are taken, and a draft event as not found', async () => {
      const camp = await buildPartyEvent(db(), { places: 1 });
      const draft = await buildPartyEvent(db(), { state: 'draft' });
      await post('SaveRequest', (await newStudent()).headers, { EventId: camp.id, Attending: true });
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: camp.id, Attending: true }),
        '409',
        /All 1 places/,
      );
      await refusedUnchanged(
        () => post('SaveRequest', headers, { EventId: draft.id, Attending: true }),
        '404',
        /no such event/,
      );
    });
  });

  describe('POST /api/Party/SendInvitationByEmail', () => {
    const attendee = async (guestQuota = 2) => {
      const event = await buildPartyEvent(db(), { guestQuota });
      const who = await newStudent();
      await post('SaveRequest', who.headers, { EventId: event.id, Attending: true });
      const invite =
        (GuestEmail: string, GuestName = 'Amal Hassan') =>
        () =>
          post('SendInvitationByEmail', who.headers, { EventId: event.id, GuestName, GuestEmail });
      return { event, ...who, invite };
    };

    it('queues one invitation mail per guest with the ticket PDF and the inline QR, keyed by the ticket', async () => {
      const { student, invite } = await attendee();
      const answer = saved(await invite('Amal@Example.com')()).ReturnObject;
      expect(answer.Guests).toMatchObject([
        { Name: 'Amal Hassan', Email: 'amal@example.com', State: 'valid' },
      ]);
      const [ticket] = await db().select().from(partyTickets).where(eq(partyTickets.studentId, student.id));
      expect(ticket?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `party:invite:${String(ticket?.id)}`));
      expect(mail).toMatchObject({ toAddress: 'amal@example.com', purpose: 'party-invitation' });
      expect(mail?.attachments.map((one) => [one.contentType, one.cid ?? null])).toEqual([
        ['application/pdf', null],
        ['image/png', 'ticket-qr'],
      ]);
      expect(mail?.htmlBody).toContain('cid:ticket-qr');
    });

    it('refuses a guest beyond the quota, and the same guest twice, and changes nothing', async () => {
      const { invite } = await attendee(1);
      await invite('first@example.com')();
      await refusedUnchanged(invite('second@example.com'), '409', /invited the 1 guests/);
      const roomy = await attendee(3);
      await roomy.invite('twice@example.com')();
      await refusedUnchanged(
        roomy.invite('twice@example.com'),
        '409',
        /twice@example.com is already invited/,
      );
    });

    it('refuses a malformed guest email with 422 and changes nothing', async () => {
      const { invite } = await attendee();
      const before = await snapshot();
      expect((await invite('not-an-address')()).statusCode).toBe(422);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a student not registered as attending', async () => {
      const event = await buildPartyEvent(db());
      const { headers } = await newStudent();
      await refusedUnchanged(
        () =>
          post('SendInvitationByEmail', headers, {
            EventId: event.id,
            GuestName: 'Omar',
            GuestEmail: 'o@example.com',
          }),
        '409',
        /Register as attending first/,
      );
    });

    it('lets exactly one of two invitations racing for the last place through', async () => {
      const { student, invite } = await attendee(1);
      const answers = await Promise.all([invite('a@example.com')(), invite('b@example.com')()]);
      const statuses = answers.map((response) => response.json<{ Status: string }>().Status).sort();
      expect(statuses).toEqual(['200', '409']);
      const tickets = await db().select().from(partyTickets).where(eq(partyTickets.studentId, student.id));
      expect(tickets).toHaveLength(1);
    });
  });

  describe('POST /api/Party/RemoveInvitation', () => {
    it("revokes the student's guest and frees the place", async () => {
      const event = await buildPartyEvent(db(), { guestQuota: 1 });
      const { student, headers } = await newStudent();
      const { ticket } = await buildPartyGuest(db(), { eventId: event.id, studentId: student.id });
      const answer = saved(await post('RemoveInvitation', headers, { GuestId: ticket.id })).ReturnObject;
      expect(answer.Guests).toMatchObject([{ GuestId: ticket.id, State: 'revoked' }]);
      const next = await post('SendInvitationByEmail', headers, {
        EventId: event.id,
        GuestName: 'Second guest',
        GuestEmail: 'second.guest@example.com',
      });
      expect(next.json<{ Status: string }>().Status).toBe('200');
    });

    it("another student's guest is not found and nothing changes", async () => {
      const event = await buildPartyEvent(db());
      const owner = await newStudent();
      const { ticket } = await buildPartyGuest(db(), { eventId: event.id, studentId: owner.student.id });
      const { headers } = await newStudent();
      await refusedUnchanged(
        () => post('RemoveInvitation', headers, { GuestId: ticket.id }),
        '404',
        /no such guest/,
      );
      const [still] = await db()
        .select()
        .from(partyTickets)
        .where(and(eq(partyTickets.id, ticket.id), eq(partyTickets.state, 'valid')));
      expect(still).toBeDefined();
    });
  });

  describe('GET /api/Party/_Student', () => {
    it("lists the student's own registrations only", async () => {
      const event = await buildPartyEvent(db());
      const { student, headers } = await newStudent();
      await buildPartyGuest(db(), { eventId: event.id, studentId: student.id });
      await buildPartyGuest(db(), { eventId: event.id, studentId: (await newStudent()).student.id });
      const response = await subject.app.inject({ method: 'GET', url: '/api/Party/_Student', headers });
      const body = response.json<{ ReturnObject: { EventId: number; GuestsInvited: number }[] }>();
      expect(body.ReturnObject).toEqual([expect.objectContaining({ EventId: event.id, GuestsInvited: 1 })]);
      const registrations = await db()
        .select()
        .from(partyRegistrations)
        .where(eq(partyRegistrations.eventId, event.id));
      expect(registrations).toHaveLength(2);
    });
  });
});
