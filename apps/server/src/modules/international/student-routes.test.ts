import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getAppliedProgramsResponse,
  getAppliedSemestersResponse,
  getAppliedUniversitiesResponse,
  getFacultyIntroTextResponse,
  getInternationalStudentDataResponse,
  getProgramDocumentsResponse,
  getStudentProgramResponse,
} from '@portal/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildRegistrationHold } from '../../test/advising-factories.js';
import {
  buildCourse,
  buildEnrolment,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import {
  buildApplication,
  buildApplicationDocument,
  buildIntlProgram,
  buildModeChecklist,
  buildPartner,
  buildProgramWithSeats,
  buildSeats,
  openEligibility,
} from '../../test/international-factories.js';
import { checklistDocument } from '../../test/orders-factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { intlApplicationActions, intlApplications } from './schema.js';

const detail = envelope(getStudentProgramResponse.nullable());
const anything = envelope(z.unknown());
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the student side of international programs: reads and drafts', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;
  const db = () => subject.database.handle.db;
  const get = (url: string, as = headers) => subject.app.inject({ method: 'GET', url, headers: as });
  const post = (url: string, payload: unknown, as: Record<string, string> = headers) =>
    subject.app.inject({ method: 'POST', url, headers: as, payload: payload as Record<string, unknown> });
  const save = (payload: unknown, as: Record<string, string> = headers) =>
    post('/api/International/SaveStudentProgram', payload, as);
  const applicationsOf = (studentId: number) =>
    db().select().from(intlApplications).where(eq(intlApplications.studentId, studentId));
  const logsOf = async (studentId: number) => {
    const mine = (await applicationsOf(studentId)).map((row) => row.id);
    const all = await db().select().from(intlApplicationActions);
    return all.filter((row) => mine.includes(row.applicationId));
  };

  beforeAll(async () => {
    subject = await buildTestApp({ PAYMENT_RECONCILER: 'false' });
    const term = await buildTerm(db(), { isCurrent: true });
    student = await buildStudent(db(), { level: 3, admittedTermId: term.id });
    other = await buildStudent(db(), { admittedTermId: term.id });
    headers = await studentAuthorization(subject.app, student);
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/International/GetFacultyIntroText', () => {
    it('lists the page’s programs, opening soonest first, with why the student may not apply, in their language', async () => {
      const now = Date.now();
      const open = await buildIntlProgram(db(), { pageName: 'opet', opensAt: new Date(now - 2 * DAY_MS) });
      const senior = await buildIntlProgram(db(), {
        pageName: 'opet',
        opensAt: new Date(now - DAY_MS),
        eligibility: openEligibility({ MinLevel: 4 }),
      });
      const later = await buildIntlProgram(db(), {
        pageName: 'opet',
        opensAt: new Date(now + 10 * DAY_MS),
        closesAt: new Date(now + 20 * DAY_MS),
      });
      await buildIntlProgram(db(), { pageName: 'opet', active: false });
      await buildIntlProgram(db(), { pageName: 'duphat' });
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/International/GetFacultyIntroText?PageName=opet',
        headers: { ...headers, 'accept-language': 'ar' },
      });
      const programs = envelope(getFacultyIntroTextResponse).parse(response.json()).ReturnObject;
      expect(programs.map((one) => one.ProgramId)).toEqual([open.id, senior.id, later.id]);
      expect(programs[0]).toMatchObject({
        Eligible: true,
        NotEligibleReason: null,
        ModeId: 1,
        ApplicationId: null,
      });
      expect(programs[1]?.Eligible).toBe(false);
      expect(programs[1]?.NotEligibleReason).toContain('المستوى 4');
      expect(programs[2]?.NotEligibleReason).toContain('يبدأ التقديم');
    });

    it('names the student’s application and refuses applying again', async () => {
      const { program, termId } = await buildProgramWithSeats(db(), {
        program: { pageName: 'gmu-clinical' },
      });
      const application = await buildApplication(db(), {
        studentId: student.id,
        programId: program.id,
        termId,
      });
      const programs = envelope(getFacultyIntroTextResponse).parse(
        (await get('/api/International/GetFacultyIntroText?PageName=gmu-clinical')).json(),
      ).ReturnObject;
      const shown = programs.find((one) => one.ProgramId === program.id);
      expect(shown).toMatchObject({ ApplicationId: application.id, Eligible: false });
      expect(shown?.NotEligibleReason).toContain('one application per program');
    });

    it.each([
      ['another faculty', () => openEligibility({ FacultyIds: [999_999] }), 'other faculties'],
      ['another program', () => openEligibility({ ProgramIds: [999_999] }), 'other programs'],
      ['a higher level', () => openEligibility({ MinLevel: 5 }), 'level 5 and above'],
      ['a lower level', () => openEligibility({ MaxLevel: 2 }), 'level 2 and below'],
      ['a GPA the student has not yet', () => openEligibility({ MinGpa: 3 }), 'no graded term yet'],
      ['another standing', () => openEligibility({ Standings: ['honors'] }), 'good standing'],
    ])('explains a program for %s', async (_, eligibility, words) => {
      const program = await buildIntlProgram(db(), { pageName: 'curious', eligibility: eligibility() });
      const programs = envelope(getFacultyIntroTextResponse).parse(
        (await get('/api/International/GetFacultyIntroText?PageName=curious')).json(),
      ).ReturnObject;
      expect(programs.find((one) => one.ProgramId === program.id)?.NotEligibleReason).toContain(words);
    });
  });

  describe('GET /api/International/GetStudentData', () => {
    it('answers the cumulative GPA from the transcript and a disciplinary hold in force', async () => {
      const past = await buildTerm(db());
      const graded = await buildStudent(db(), { level: 2 });
      const course = await buildCourse(db());
      await buildEnrolment(db(), {
        studentId: graded.id,
        termId: past.id,
        course,
        status: 'completed',
        grade: 'B',
      });
      await buildRegistrationHold(db(), { studentId: graded.id, kind: 'disciplinary' });
      const data = envelope(getInternationalStudentDataResponse).parse(
        (
          await get('/api/International/GetStudentData', await studentAuthorization(subject.app, graded))
        ).json(),
      ).ReturnObject;
      expect(data).toMatchObject({
        StudentCode: graded.code,
        Level: 2,
        Gpa: 3,
        Standing: 'good',
        DisciplinaryHold: true,
      });
      expect(data.FacultyNameEn).toMatch(/^Faculty /);
    });

    it('answers no GPA before the first graded term', async () => {
      const data = envelope(getInternationalStudentDataResponse).parse(
        (await get('/api/International/GetStudentData')).json(),
      ).ReturnObject;
      expect(data).toMatchObject({ StudentCode: student.code, Gpa: null, DisciplinaryHold: false });
    });
  });

  describe('GET /api/International/GetAppliedPrograms', () => {
    it('lists only the student’s applications, newest first, with what they must do next', async () => {
      const mine = await buildStudent(db());
      const draft = await buildApplication(db(), {
        studentId: mine.id,
        createdAt: new Date(Date.now() - DAY_MS),
      });
      const allocated = await buildApplication(db(), {
        studentId: mine.id,
        state: 'allocated',
        offerExpiresAt: new Date(Date.now() + DAY_MS),
      });
      const [partnerId] = allocated.partnerIds;
      await db()
        .update(intlApplications)
        .set({ allocatedPartnerId: partnerId ?? null })
        .where(eq(intlApplications.id, allocated.id));
      await buildApplication(db(), { studentId: other.id });
      const list = envelope(getAppliedProgramsResponse).parse(
        (
          await get('/api/International/GetAppliedPrograms', await studentAuthorization(subject.app, mine))
        ).json(),
      ).ReturnObject;
      expect(list.map((one) => [one.ApplicationId, one.NextStep])).toEqual([
        [allocated.id, 'answer-offer'],
        [draft.id, 'complete-and-submit'],
      ]);
      expect(list[0]?.AllocatedPartner).toMatchObject({ PartnerId: partnerId, Rank: 1 });
    });

    it('asks an accepted student to pay while the fee is unpaid, and a ranked one for nothing', async () => {
      const mine = await buildStudent(db());
      const { program, termId } = await buildProgramWithSeats(db(), { program: { feePiastres: 500_000 } });
      const accepted = await buildApplication(db(), {
        studentId: mine.id,
        programId: program.id,
        termId,
        state: 'offer-accepted',
      });
      const ranked = await buildApplication(db(), { studentId: mine.id, state: 'ranked', rankPlace: 2 });
      const list = envelope(getAppliedProgramsResponse).parse(
        (
          await get('/api/International/GetAppliedPrograms', await studentAuthorization(subject.app, mine))
        ).json(),
      ).ReturnObject;
      expect(list.find((one) => one.ApplicationId === accepted.id)?.NextStep).toBe('pay');
      expect(list.find((one) => one.ApplicationId === ranked.id)).toMatchObject({
        NextStep: null,
        RankPlace: 2,
        RankedOf: 1,
      });
    });
  });

  describe('GET /api/International/GetStudentProgram', () => {
    it('answers choices with the partners’ names, files, the note and a log that names no staff member', async () => {
      const staff = await buildStaffMember(db());
      const application = await buildApplication(db(), {
        studentId: student.id,
        state: 'returned',
        officeNote: 'Your passport scan is unreadable.',
      });
      await buildApplicationDocument(db(), {
        applicationId: application.id,
        studentId: student.id,
        state: 'rejected',
      });
      await db().insert(intlApplicationActions).values({
        applicationId: application.id,
        action: 'return',
        actor: 'office',
        staffId: staff.id,
        fromState: 'submitted',
        toState: 'returned',
        comment: 'Your passport scan is unreadable.',
      });
      const answer = detail.parse(
        (await get(`/api/International/GetStudentProgram?ApplicationId=${String(application.id)}`)).json(),
      ).ReturnObject;
      expect(answer?.Choices.map((choice) => [choice.Rank, choice.PartnerId])).toEqual(
        application.partnerIds.map((partnerId, index) => [index + 1, partnerId]),
      );
      expect(answer?.Choices[0]?.NameEn).toMatch(/^Partner University/);
      expect(answer).toMatchObject({
        State: 'returned',
        NextStep: 'correct-and-resubmit',
        OfficeNote: 'Your passport scan is unreadable.',
        StudentActions: ['submit', 'withdraw'],
      });
      expect(answer?.Documents).toMatchObject([{ State: 'rejected', RequirementCode: 'passport' }]);
      expect(answer?.Log).toEqual([
        expect.objectContaining({
          By: 'office',
          Action: 'return',
          Comment: 'Your passport scan is unreadable.',
        }),
      ]);
      expect(JSON.stringify(answer)).not.toContain(staff.nameEn);
    });

    it('does not offer accepting an offer past its expiry', async () => {
      const application = await buildApplication(db(), {
        studentId: student.id,
        state: 'allocated',
        offerExpiresAt: new Date(Date.now() - 60_000),
      });
      const answer = detail.parse(
        (await get(`/api/International/GetStudentProgram?ApplicationId=${String(application.id)}`)).json(),
      ).ReturnObject;
      expect(answer).toMatchObject({ NextStep: null, StudentActions: ['decline-offer', 'withdraw'] });
    });

    it("answers 404 for another student's application", async () => {
      const theirs = await buildApplication(db(), { studentId: other.id });
      const answer = anything.parse(
        (await get(`/api/International/GetStudentProgram?ApplicationId=${String(theirs.id)}`)).json(),
      );
      expect(answer).toMatchObject({ Status: '404', ReturnObject: null });
    });
  });

  describe('GET /api/International/GetAppliedSemesters', () => {
    it('lists the terms with seats, seats summed over the partners', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db(), { partners: 2, seats: 3 });
      const empty = await buildTerm(db());
      const [first] = partners;
      if (first)
        await buildSeats(db(), { programId: program.id, partnerId: first.id, termId: empty.id, seats: 0 });
      const terms = envelope(getAppliedSemestersResponse).parse(
        (await get(`/api/International/GetAppliedSemesters?ProgramId=${String(program.id)}`)).json(),
      ).ReturnObject;
      expect(terms).toEqual([expect.objectContaining({ TermId: termId, Seats: 6 })]);
    });

    it('answers 404 for a program not on offer', async () => {
      const hidden = await buildIntlProgram(db(), { active: false });
      const answer = anything.parse(
        (await get(`/api/International/GetAppliedSemesters?ProgramId=${String(hidden.id)}`)).json(),
      );
      expect(answer.Status).toBe('404');
    });
  });

  describe('GET /api/International/GetAppliedUniversities', () => {
    it('lists the partners with seats in the term, and no other', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db(), { partners: 2 });
      const full = await buildPartner(db());
      await buildSeats(db(), { programId: program.id, partnerId: full.id, termId, seats: 0 });
      const list = envelope(getAppliedUniversitiesResponse).parse(
        (
          await get(
            `/api/International/GetAppliedUniversities?ProgramId=${String(program.id)}&TermId=${String(termId)}`,
          )
        ).json(),
      ).ReturnObject;
      expect(list.map((one) => one.PartnerId).sort()).toEqual(partners.map((one) => one.id).sort());
      expect(list[0]?.Seats).toBe(2);
    });
  });

  describe('GET /api/International/GetDocuments', () => {
    it('answers a mode’s checklist, and an empty one for a mode without one', async () => {
      const passport = checklistDocument({ Code: 'passport', NameEn: 'Passport', NameAr: 'جواز السفر' });
      await buildModeChecklist(db(), 'clinical-training', [passport]);
      const list = (id: number) =>
        get(`/api/International/GetDocuments?ModeId=${String(id)}`).then(
          (response) => envelope(getProgramDocumentsResponse).parse(response.json()).ReturnObject,
        );
      expect(await list(3)).toEqual([passport]);
      expect(await list(4)).toEqual([]);
    });
  });

  describe('POST /api/International/SaveStudentProgram', () => {
    it('starts a draft, and the same key again answers the same draft (a double tap makes one)', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db());
      const body = {
        ProgramId: program.id,
        TermId: termId,
        PartnerIds: partners.slice(0, 2).map((one) => one.id),
        IdempotencyKey: randomUUID(),
      };
      const [first, second] = await Promise.all([save(body), save(body)]);
      const a = detail.parse(first.json()).ReturnObject;
      const b = detail.parse(second.json()).ReturnObject;
      expect(a).toMatchObject({ State: 'draft', NextStep: 'complete-and-submit', TermId: termId });
      expect(a?.Choices.map((one) => one.PartnerId)).toEqual(body.PartnerIds);
      expect(b?.ApplicationId).toBe(a?.ApplicationId);
      expect((await applicationsOf(student.id)).filter((row) => row.programId === program.id)).toHaveLength(
        1,
      );
    });

    it('makes one application when two tabs apply to one program at once with different keys; the other is 409', async () => {
      const { program, termId } = await buildProgramWithSeats(db());
      const body = () => ({
        ProgramId: program.id,
        TermId: termId,
        PartnerIds: [],
        IdempotencyKey: randomUUID(),
      });
      const answers = await Promise.all([save(body()), save(body())]);
      expect(answers.map((one) => anything.parse(one.json()).Status).sort()).toEqual(['200', '409']);
      expect((await applicationsOf(student.id)).filter((row) => row.programId === program.id)).toHaveLength(
        1,
      );
    });

    it('changes a draft’s term and ranked partners and bumps its version', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db());
      const application = await buildApplication(db(), {
        studentId: student.id,
        programId: program.id,
        termId,
        partnerIds: [],
      });
      const reversed = partners.map((one) => one.id).reverse();
      const answer = detail.parse(
        (
          await save({
            ProgramId: program.id,
            ApplicationId: application.id,
            TermId: termId,
            PartnerIds: reversed,
            IdempotencyKey: randomUUID(),
          })
        ).json(),
      ).ReturnObject;
      expect(answer?.Choices.map((one) => one.PartnerId)).toEqual(reversed);
      expect(answer?.Version).toBe(application.version + 1);
    });

    it('lets the student correct a returned application after the closing date', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db(), {
        program: { opensAt: new Date(Date.now() - 20 * DAY_MS), closesAt: new Date(Date.now() - DAY_MS) },
      });
      const application = await buildApplication(db(), {
        studentId: student.id,
        programId: program.id,
        termId,
        state: 'returned',
      });
      const answer = anything.parse(
        (
          await save({
            ProgramId: program.id,
            ApplicationId: application.id,
            TermId: termId,
            PartnerIds: [partners[0]?.id],
            IdempotencyKey: randomUUID(),
          })
        ).json(),
      );
      expect(answer.Status).toBe('200');
    });

    /** A refused save: the status, the message's words, and nothing of the student's changed. */
    async function refusedSave(payload: Record<string, unknown>, status: string, words: string) {
      const [before, logBefore] = [await applicationsOf(student.id), await logsOf(student.id)];
      const answer = anything.parse((await save({ IdempotencyKey: randomUUID(), ...payload })).json());
      expect(answer).toMatchObject({ Status: status, ReturnObject: null });
      expect(answer.Message).toContain(words);
      expect(await applicationsOf(student.id)).toEqual(before);
      expect(await logsOf(student.id)).toEqual(logBefore);
    }

    it('refuses applying before the program opens and after it closes, and saves nothing', async () => {
      const now = Date.now();
      for (const [window, words] of [
        [{ opensAt: new Date(now + DAY_MS), closesAt: new Date(now + 9 * DAY_MS) }, 'open on'],
        [{ opensAt: new Date(now - 9 * DAY_MS), closesAt: new Date(now - DAY_MS) }, 'closed on'],
      ] as const) {
        const { program, termId } = await buildProgramWithSeats(db(), { program: window });
        await refusedSave({ ProgramId: program.id, TermId: termId, PartnerIds: [] }, '422', words);
      }
    });

    it.each([
      ['of another faculty', openEligibility({ FacultyIds: [999_999] }), 'other faculties'],
      ['below the level', openEligibility({ MinLevel: 5 }), 'level 5'],
      ['without the GPA', openEligibility({ MinGpa: 2.5 }), 'GPA of at least 2.50'],
      ['outside the standings', openEligibility({ Standings: ['honors'] }), 'good standing'],
    ])('refuses a student %s and saves nothing', async (_, eligibility, words) => {
      const { program, termId } = await buildProgramWithSeats(db(), { program: { eligibility } });
      await refusedSave({ ProgramId: program.id, TermId: termId, PartnerIds: [] }, '422', words);
    });

    it('refuses a student with a disciplinary hold in force and saves nothing', async () => {
      const held = await buildStudent(db());
      await buildRegistrationHold(db(), { studentId: held.id, kind: 'disciplinary' });
      const { program, termId } = await buildProgramWithSeats(db());
      const answer = anything.parse(
        (
          await save(
            { ProgramId: program.id, TermId: termId, PartnerIds: [], IdempotencyKey: randomUUID() },
            await studentAuthorization(subject.app, held),
          )
        ).json(),
      );
      expect(answer).toMatchObject({ Status: '422' });
      expect(answer.Message).toContain('disciplinary hold');
      expect(await applicationsOf(held.id)).toEqual([]);
    });

    it('refuses applying twice to one program with 409, a withdrawn application too, and saves nothing', async () => {
      const { program, termId } = await buildProgramWithSeats(db());
      await buildApplication(db(), {
        studentId: student.id,
        programId: program.id,
        termId,
        state: 'withdrawn',
      });
      await refusedSave(
        { ProgramId: program.id, TermId: termId, PartnerIds: [] },
        '409',
        'one application per program',
      );
    });

    it('refuses a partner not in the program, a partner twice, more choices than allowed and a term without seats', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db(), {
        program: { maxChoices: 2 },
        partners: 3,
      });
      const stranger = await buildPartner(db());
      const [a, b, c] = partners.map((one) => one.id);
      const elsewhere = await buildTerm(db());
      await refusedSave(
        { ProgramId: program.id, TermId: termId, PartnerIds: [a, stranger.id] },
        '422',
        'offers no seats',
      );
      await refusedSave({ ProgramId: program.id, TermId: termId, PartnerIds: [a, a] }, '422', 'once only');
      await refusedSave(
        { ProgramId: program.id, TermId: termId, PartnerIds: [a, b, c] },
        '422',
        '2 universities at most',
      );
      await refusedSave(
        { ProgramId: program.id, TermId: elsewhere.id, PartnerIds: [] },
        '422',
        'no students in that term',
      );
    });

    it('refuses changing a submitted application and changes nothing', async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db());
      const application = await buildApplication(db(), {
        studentId: student.id,
        programId: program.id,
        termId,
        state: 'submitted',
      });
      await refusedSave(
        {
          ProgramId: program.id,
          ApplicationId: application.id,
          TermId: termId,
          PartnerIds: [partners[2]?.id],
        },
        '409',
        'submitted',
      );
    });

    it("refuses another student's application with 404 and changes nothing of theirs", async () => {
      const { program, termId, partners } = await buildProgramWithSeats(db());
      const theirs = await buildApplication(db(), { studentId: other.id, programId: program.id, termId });
      const before = await applicationsOf(other.id);
      const answer = anything.parse(
        (
          await save({
            ProgramId: program.id,
            ApplicationId: theirs.id,
            TermId: termId,
            PartnerIds: [partners[1]?.id],
            IdempotencyKey: randomUUID(),
          })
        ).json(),
      );
      expect(answer.Status).toBe('404');
      expect(await applicationsOf(other.id)).toEqual(before);
    });

    it('refuses a key already used for another program and saves nothing', async () => {
      const key = randomUUID();
      const first = await buildProgramWithSeats(db());
      const second = await buildProgramWithSeats(db());
      await save({ ProgramId: first.program.id, TermId: first.termId, PartnerIds: [], IdempotencyKey: key });
      await refusedSave(
        { ProgramId: second.program.id, TermId: second.termId, PartnerIds: [], IdempotencyKey: key },
        '409',
        'another application',
      );
    });

    it('is refused while staff act as the student, and saves nothing', async () => {
      const { program, termId } = await buildProgramWithSeats(db());
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const authorization = await impersonationAuthorization(subject.app, db(), registrar, student);
      const before = await applicationsOf(student.id);
      const answer = anything.parse(
        (
          await save(
            { ProgramId: program.id, TermId: termId, PartnerIds: [], IdempotencyKey: randomUUID() },
            { authorization },
          )
        ).json(),
      );
      expect(answer.Status).toBe('403');
      expect(await applicationsOf(student.id)).toEqual(before);
    });
  });
});
