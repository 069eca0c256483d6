import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getStudentProgramResponse, type ApplicationState } from '@portal/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import {
  buildApplication,
  buildApplicationDocument,
  buildModeChecklist,
  buildProgramWithSeats,
} from '../../test/international-factories.js';
import { checklistDocument } from '../../test/orders-factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { messageRecipients, messages } from '../notify/schema.js';
import { intlApplicationActions, intlApplications, type NewIntlApplicationRow } from './schema.js';

const detail = envelope(getStudentProgramResponse.nullable());
const anything = envelope(z.unknown());
const DAY_MS = 24 * 60 * 60 * 1000;
const passport = checklistDocument({ Code: 'passport', NameEn: 'Passport', NameAr: 'جواز السفر' });
const letter = checklistDocument({
  Code: 'letter',
  NameEn: 'Motivation letter',
  NameAr: 'خطاب الدوافع',
  Required: false,
});

describe('POST /api/International/UpdateStudentProgram', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;
  const db = () => subject.database.handle.db;
  const update = (payload: unknown, as: Record<string, string> = headers) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/International/UpdateStudentProgram',
      headers: as,
      payload: payload as Record<string, unknown>,
    });
  const rowOf = async (id: number) =>
    (await db().select().from(intlApplications).where(eq(intlApplications.id, id)))[0];
  const logOf = (id: number) =>
    db()
      .select()
      .from(intlApplicationActions)
      .where(eq(intlApplicationActions.applicationId, id))
      .orderBy(asc(intlApplicationActions.id));
  const toldTo = async (studentId: number) =>
    (
      await db()
        .select({ body: messages.body })
        .from(messageRecipients)
        .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
        .where(eq(messageRecipients.studentId, studentId))
        .orderBy(asc(messages.id))
    ).map((row) => row.body);
  /** The student's application (a draft of a new ranked program with seats unless given). */
  const mine = (overrides: Partial<NewIntlApplicationRow> = {}) =>
    buildApplication(db(), { studentId: student.id, ...overrides });
  /** A refused move: the status, the words, and the application, its log and the student's messages unchanged. */
  async function refusedMove(
    application: { id: number; version: number },
    action: string,
    status: string,
    words: string,
    as: Record<string, string> = headers,
  ) {
    const [before, log, told] = [
      await rowOf(application.id),
      await logOf(application.id),
      await toldTo(student.id),
    ];
    const answer = anything.parse(
      (
        await update({ ApplicationId: application.id, Action: action, Version: application.version }, as)
      ).json(),
    );
    expect(answer).toMatchObject({ Status: status, ReturnObject: null });
    expect(answer.Message).toContain(words);
    expect(await rowOf(application.id)).toEqual(before);
    expect(await logOf(application.id)).toEqual(log);
    expect(await toldTo(student.id)).toEqual(told);
  }

  beforeAll(async () => {
    subject = await buildTestApp({ PAYMENT_RECONCILER: 'false' });
    const term = await buildTerm(db(), { isCurrent: true });
    student = await buildStudent(db(), { admittedTermId: term.id });
    other = await buildStudent(db(), { admittedTermId: term.id });
    headers = await studentAuthorization(subject.app, student);
    await buildModeChecklist(db(), 'semester-exchange', [passport, letter]);
    await buildModeChecklist(db(), 'conference', []);
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('submit', () => {
    it('submits a draft with a choice and its required documents, logs it and tells the student', async () => {
      const application = await mine();
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: student.id });
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'submit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer).toMatchObject({ State: 'submitted', NextStep: null, Version: 1 });
      expect(answer?.SubmittedAt).not.toBeNull();
      expect((await logOf(application.id)).map((entry) => entry.action)).toEqual(['submit']);
      expect((await toldTo(student.id)).at(-1)).toBe(
        'Your application was submitted. The office will review it.',
      );
    });

    it('refuses a missing required document and changes nothing', async () => {
      await refusedMove(await mine(), 'submit', '422', 'Upload “Passport”');
    });

    it('refuses a ranked program without a chosen university and changes nothing', async () => {
      const application = await mine({ partnerIds: [] });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: student.id });
      await refusedMove(application, 'submit', '422', 'at least one university');
    });

    it('refuses a draft once the program closed, and changes nothing', async () => {
      const { program, termId } = await buildProgramWithSeats(db(), {
        program: { opensAt: new Date(Date.now() - 9 * DAY_MS), closesAt: new Date(Date.now() - DAY_MS) },
      });
      const application = await mine({ programId: program.id, termId });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: student.id });
      await refusedMove(application, 'submit', '422', 'closed on');
    });

    it('refuses a stale version and changes nothing', async () => {
      const application = await mine({ version: 2 });
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: student.id });
      await refusedMove({ id: application.id, version: 1 }, 'submit', '409', 'changed since you opened it');
    });

    it('resubmits a returned application once the rejected file is replaced, after the closing date too', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db(), {
        program: { opensAt: new Date(Date.now() - 9 * DAY_MS), closesAt: new Date(Date.now() - DAY_MS) },
      });
      const application = await mine({
        programId: program.id,
        termId,
        partnerIds: partners.map((partner) => partner.id),
        state: 'returned',
        officeNote: 'Rescan it.',
      });
      await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: student.id,
        state: 'rejected',
      });
      await refusedMove(application, 'submit', '422', 'was rejected');
      await buildApplicationDocument(db(), { applicationId: application.id, studentId: student.id });
      const answer = detail.parse(
        (
          await update({ ApplicationId: application.id, Action: 'submit', Version: application.version })
        ).json(),
      ).ReturnObject;
      expect(answer).toMatchObject({ State: 'submitted', OfficeNote: null });
    });
  });

  describe('submit to an open program (a conference)', () => {
    const conference = (seats: number) =>
      buildProgramWithSeats(db(), {
        program: { mode: 'conference', selection: 'open', pageName: 'curious', maxChoices: 1 },
        partners: 1,
        seats,
      });

    it('takes a place at once while the program has one, in the same transaction', async () => {
      const { program, termId } = await conference(1);
      const application = await mine({ programId: program.id, termId });
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'submit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('offer-accepted');
      expect((await logOf(application.id)).map((entry) => [entry.action, entry.actor])).toEqual([
        ['submit', 'student'],
        ['take-place', 'portal'],
      ]);
      expect((await toldTo(student.id)).at(-1)).toBe('You have a place in the program.');
    });

    it('stays submitted when every place is held', async () => {
      const { program, termId } = await conference(1);
      await buildApplication(db(), { programId: program.id, termId, state: 'offer-accepted' });
      const application = await mine({ programId: program.id, termId });
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'submit', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('submitted');
    });

    it('gives the last place to one of two students submitting at once', async () => {
      const { program, termId } = await conference(1);
      const second = await buildStudent(db());
      const [a, b] = [
        await mine({ programId: program.id, termId }),
        await buildApplication(db(), { studentId: second.id, programId: program.id, termId }),
      ];
      await Promise.all([
        update({ ApplicationId: a.id, Action: 'submit', Version: 0 }),
        update(
          { ApplicationId: b.id, Action: 'submit', Version: 0 },
          await studentAuthorization(subject.app, second),
        ),
      ]);
      const states = [(await rowOf(a.id))?.state, (await rowOf(b.id))?.state].sort();
      expect(states).toEqual(['offer-accepted', 'submitted']);
    });
  });

  describe('accept-offer and decline-offer', () => {
    const offered = (expiresIn: number) =>
      mine({ state: 'allocated', offerExpiresAt: new Date(Date.now() + expiresIn) });

    it('accepts an offer still open', async () => {
      const application = await offered(DAY_MS);
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'accept-offer', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('offer-accepted');
    });

    it('declines an offer', async () => {
      const application = await offered(DAY_MS);
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'decline-offer', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer?.State).toBe('offer-declined');
    });

    it('refuses accepting an expired offer and changes nothing', async () => {
      await refusedMove(await offered(-60_000), 'accept-offer', '409', 'This offer expired');
    });

    it.each<ApplicationState>(['submitted', 'ranked', 'waitlisted', 'not-selected', 'offer-declined'])(
      'refuses accepting an offer not made (%s) and changes nothing',
      async (state) => {
        await refusedMove(await mine({ state }), 'accept-offer', '409', 'cannot be done while');
      },
    );
  });

  describe('withdraw', () => {
    it('withdraws and tells the student', async () => {
      const application = await mine({ state: 'waitlisted' });
      const answer = detail.parse(
        (await update({ ApplicationId: application.id, Action: 'withdraw', Version: 0 })).json(),
      ).ReturnObject;
      expect(answer).toMatchObject({ State: 'withdrawn', StudentActions: [] });
      expect((await toldTo(student.id)).at(-1)).toBe('You withdrew your application.');
    });

    it('refuses withdrawing after departure and changes nothing', async () => {
      await refusedMove(await mine({ state: 'departed' }), 'withdraw', '409', 'departed');
    });
  });

  it("answers 404 for another student's application and changes nothing of theirs", async () => {
    const theirs = await buildApplication(db(), { studentId: other.id, state: 'allocated' });
    const before = await rowOf(theirs.id);
    const answer = anything.parse(
      (await update({ ApplicationId: theirs.id, Action: 'withdraw', Version: theirs.version })).json(),
    );
    expect(answer.Status).toBe('404');
    expect(await rowOf(theirs.id)).toEqual(before);
    expect(await logOf(theirs.id)).toEqual([]);
  });

  it('is refused while staff act as the student, and changes nothing', async () => {
    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const authorization = await impersonationAuthorization(subject.app, db(), registrar, student);
    await refusedMove(await mine({ state: 'allocated' }), 'accept-offer', '403', '', { authorization });
  });
});
