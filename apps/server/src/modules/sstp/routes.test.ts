import type { SstpStudentData } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { buildSstpApplication, buildSstpCycle, type SstpWorld } from '../../test/sstp-factories.js';
import { sstpApplicationLog, sstpApplications, sstpCycles } from './schema.js';

type Answer<T> = { Status: string; ReturnObject: T | null; Message?: string };
type Student = { id: number; email: string; code: string };
const DAY = 24 * 3_600_000;

describe('SSTP, the student side', () => {
  let subject: TestApp;
  const db = () => subject.database.handle.db;

  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    student: Student,
    payload?: object,
  ): Promise<Answer<T> & { statusCode: number }> => {
    const response = await subject.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: await studentAuthorization(subject.app, student),
    });
    return { statusCode: response.statusCode, ...response.json<Answer<T>>() };
  };
  const insert = (student: Student, payload: object) =>
    call<SstpStudentData>('POST', '/api/SSTP/InsertSSTPData', student, payload);
  const act = (student: Student, ApplicationId: number, Action: string) =>
    call<SstpStudentData>('POST', '/api/SSTP/SaveStudentSSTPData', student, { ApplicationId, Action });
  /** A student of the world's faculty at a study level (3 unless asked). */
  const studentOf = (world: SstpWorld, level = 3) =>
    buildStudent(db(), { facultyId: world.facultyId, level });
  /** A draft of the world's program at the Advanced level, four weeks from the summer's first day. */
  const draft = (world: SstpWorld, offerIndexes: number[] = [0, 1], overrides: object = {}) => ({
    CycleId: world.cycle.id,
    ProgramId: world.program.id,
    LevelId: world.advancedId,
    LanguageId: world.englishId,
    PeriodFrom: world.summer.from,
    PeriodTo: new Date(Date.parse(world.summer.from) + 27 * DAY).toISOString().slice(0, 10),
    OfferIds: offerIndexes.map((i) => world.offers[i]?.id ?? 0),
    ...overrides,
  });
  /** The student's application rows and their history, to prove a refusal changed nothing. */
  const rowsOf = async (student: Student) => {
    const applications = await db()
      .select()
      .from(sstpApplications)
      .where(eq(sstpApplications.studentId, student.id));
    const logs = [];
    for (const application of applications)
      logs.push(
        ...(await db()
          .select()
          .from(sstpApplicationLog)
          .where(eq(sstpApplicationLog.applicationId, application.id))),
      );
    return { applications, logs };
  };
  async function expectRefusedUnchanged(
    student: Student,
    send: () => Promise<Answer<unknown>>,
    expected: { status: string; message?: RegExp },
  ) {
    const before = await rowsOf(student);
    const answer = await send();
    expect(answer.Status).toBe(expected.status);
    if (expected.message) expect(answer.Message).toMatch(expected.message);
    expect(await rowsOf(student)).toEqual(before);
  }

  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/SSTP/languages, levels, categories, programs', () => {
    it('lists the four languages, the two levels with their floors and the six kinds of organisation', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const languages = await call<{ Code: string }[]>('GET', '/api/SSTP/languages', student);
      expect(languages.ReturnObject?.map((row) => row.Code)).toEqual(['en', 'ar', 'de', 'fr']);
      const levels = await call<{ NameEn: string; MinStudyLevel: number }[]>(
        'GET',
        '/api/SSTP/levels',
        student,
      );
      expect(levels.ReturnObject).toMatchObject([
        { NameEn: 'Introductory', MinStudyLevel: 2 },
        { NameEn: 'Advanced', MinStudyLevel: 3 },
      ]);
      const categories = await call<{ NameEn: string }[]>('GET', '/api/SSTP/categories', student);
      expect(categories.ReturnObject).toHaveLength(6);
      expect(categories.ReturnObject?.map((row) => row.NameEn)).toContain('Banking & Finance');
    });

    it('offers the student only their own faculty’s programs', async () => {
      const world = await buildSstpCycle(db());
      await buildSstpCycle(db());
      const answer = await call<{ ProgramId: number; Credits: number; WeeksMin: number }[]>(
        'GET',
        '/api/SSTP/programs',
        await studentOf(world),
      );
      expect(answer.ReturnObject).toEqual([
        expect.objectContaining({ ProgramId: world.program.id, Credits: 3, WeeksMin: 4 }),
      ]);
    });
  });

  describe('POST /api/SSTP/GetOrganizations', () => {
    it('lists the open cycle’s organisations for the program and level, narrowed by language and category', async () => {
      const world = await buildSstpCycle(db(), { places: [2, 1] });
      const student = await studentOf(world);
      const ask = (body: object) =>
        call<{ CycleId: number; Offers: { OfferId: number; Places: number }[] }>(
          'POST',
          '/api/SSTP/GetOrganizations',
          student,
          { ProgramId: world.program.id, LevelId: world.advancedId, ...body },
        );
      const all = await ask({});
      expect(all.ReturnObject?.CycleId).toBe(world.cycle.id);
      expect(all.ReturnObject?.Offers.map((offer) => [offer.OfferId, offer.Places])).toEqual([
        [world.offers[0]?.id, 2],
        [world.offers[1]?.id, 1],
      ]);
      expect((await ask({ LanguageId: world.germanId })).ReturnObject?.Offers).toEqual([]);
      expect((await ask({ LevelId: world.introductoryId })).ReturnObject?.Offers).toEqual([]);
      const categoryId = 1;
      expect((await ask({ CategoryId: categoryId })).ReturnObject?.Offers).toHaveLength(2);
    });
  });

  describe('GET /api/SSTP/CheckStudentHasSavedData', () => {
    it('lets a third-year student apply to the open cycle', async () => {
      const world = await buildSstpCycle(db());
      const answer = await call<SstpStudentData>(
        'GET',
        '/api/SSTP/CheckStudentHasSavedData',
        await studentOf(world),
      );
      expect(answer.ReturnObject).toMatchObject({
        HasSavedData: false,
        Cycle: { CycleId: world.cycle.id, State: 'open', MaxChoices: 3, SummerFrom: world.summer.from },
        Eligible: true,
        NotEligibleReason: null,
        CanSave: true,
        Application: null,
      });
    });

    it('says why a first-year student may not apply', async () => {
      const world = await buildSstpCycle(db());
      const answer = await call<SstpStudentData>(
        'GET',
        '/api/SSTP/CheckStudentHasSavedData',
        await studentOf(world, 1),
      );
      expect(answer.ReturnObject).toMatchObject({ Eligible: false, CanSave: false });
      expect(answer.ReturnObject?.NotEligibleReason).toContain('from study level 2; you are at level 1');
    });
  });

  describe('POST /api/SSTP/InsertSSTPData', () => {
    it('saves the whole draft, and the same draft again writes nothing', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const first = await insert(student, draft(world, [1, 0]));
      expect(first.Status).toBe('200');
      expect(first.ReturnObject).toMatchObject({
        HasSavedData: true,
        CanSave: true,
        Application: {
          State: 'draft',
          OfferIds: [world.offers[1]?.id, world.offers[0]?.id],
          LevelId: world.advancedId,
          AssignedOfferId: null,
          Evaluation: null,
          Log: [{ Action: 'save', State: 'draft' }],
        },
      });
      const before = await rowsOf(student);
      const again = await insert(student, draft(world, [1, 0]));
      expect(again.ReturnObject).toEqual(first.ReturnObject);
      expect(await rowsOf(student)).toEqual(before);
      const changed = await insert(student, draft(world, [2]));
      expect(changed.ReturnObject?.Application?.OfferIds).toEqual([world.offers[2]?.id]);
      expect(changed.ReturnObject?.Application?.Log).toHaveLength(2);
    });

    it('refuses a study level below the training level’s floor (422) and writes nothing', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world, 2);
      await expectRefusedUnchanged(student, () => insert(student, draft(world)), {
        status: '422',
        message: /Advanced training is for students from study level 3; you are at level 2/,
      });
    });

    it('refuses to save before the cycle opens and after it closes', async () => {
      const early = await buildSstpCycle(db(), {
        cycle: { opensAt: new Date(Date.now() + DAY), closesAt: new Date(Date.now() + 9 * DAY) },
      });
      const student = await studentOf(early);
      await expectRefusedUnchanged(student, () => insert(student, draft(early)), {
        status: '409',
        message: /can be saved from/,
      });
      const late = await buildSstpCycle(db());
      const latecomer = await studentOf(late);
      await db().update(sstpCycles).set({ state: 'closed' }).where(eq(sstpCycles.id, late.cycle.id));
      await expectRefusedUnchanged(latecomer, () => insert(latecomer, draft(late)), {
        status: '409',
        message: /closed/,
      });
    });

    it('refuses an offer of another cycle, program or level', async () => {
      const world = await buildSstpCycle(db());
      const other = await buildSstpCycle(db());
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        student,
        () => insert(student, draft(world, [0], { OfferIds: [other.offers[0]?.id] })),
        { status: '422', message: /does not train in this program and level/ },
      );
      await expectRefusedUnchanged(
        student,
        () => insert(student, draft(world, [0], { LevelId: world.introductoryId })),
        { status: '422', message: /does not train/ },
      );
    });

    it('refuses a ranking with an organisation twice, or more than MaxChoices', async () => {
      const world = await buildSstpCycle(db(), { places: [1, 1, 1, 1] });
      const student = await studentOf(world);
      await expectRefusedUnchanged(student, () => insert(student, draft(world, [0, 0])), {
        status: '422',
        message: /twice/,
      });
      await expectRefusedUnchanged(student, () => insert(student, draft(world, [0, 1, 2, 3])), {
        status: '422',
        message: /at most 3 organisations/,
      });
    });

    it('refuses a period outside the summer or shorter than the program’s weeks', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        student,
        () => insert(student, draft(world, [0], { PeriodTo: world.summer.from })),
        { status: '422', message: /at least 4 weeks/ },
      );
      await expectRefusedUnchanged(
        student,
        () => insert(student, draft(world, [0], { PeriodFrom: '2000-01-01' })),
        { status: '422', message: /within the summer term/ },
      );
    });

    it('refuses another faculty’s program', async () => {
      const world = await buildSstpCycle(db());
      const other = await buildSstpCycle(db());
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        student,
        () => insert(student, draft(world, [0], { ProgramId: other.program.id })),
        { status: '422', message: /not offered to your faculty/ },
      );
    });

    it('another student’s code is refused and changes nothing', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const victim = await studentOf(world);
      await insert(victim, draft(world, [0]));
      const before = await rowsOf(victim);
      const answer = await insert(student, { ...draft(world, [1]), StudentCode: victim.code });
      expect(answer.Status).toBe('403');
      expect(await rowsOf(victim)).toEqual(before);
      expect((await rowsOf(student)).applications).toEqual([]);
    });

    it('is refused while staff act as the student', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/SSTP/InsertSSTPData',
        payload: draft(world),
        headers: { authorization: await impersonationAuthorization(subject.app, db(), registrar, student) },
      });
      expect(response.statusCode).toBe(403);
      expect((await rowsOf(student)).applications).toEqual([]);
    });

    it('answers 422 to a malformed draft and changes nothing', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      for (const payload of [
        draft(world, [], {}),
        draft(world, [0], { PeriodFrom: 'tomorrow' }),
        draft(world, [0], { OfferIds: ['first'] }),
        { CycleId: world.cycle.id },
      ])
        expect((await insert(student, payload)).statusCode).toBe(422);
      expect(await rowsOf(student)).toEqual({ applications: [], logs: [] });
    });
  });

  describe('POST /api/SSTP/SaveStudentSSTPData', () => {
    it('submits the draft, and a second submit answers the same and logs nothing more', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const saved = await insert(student, draft(world));
      const applicationId = saved.ReturnObject?.Application?.ApplicationId ?? 0;
      const submitted = await act(student, applicationId, 'submit');
      expect(submitted.ReturnObject?.Application).toMatchObject({
        State: 'submitted',
        Log: [{ Action: 'submit' }, { Action: 'save' }],
      });
      expect(submitted.ReturnObject?.CanSave).toBe(false);
      const before = await rowsOf(student);
      expect((await act(student, applicationId, 'submit')).ReturnObject).toEqual(submitted.ReturnObject);
      expect(await rowsOf(student)).toEqual(before);
      const withdrawn = await act(student, applicationId, 'withdraw');
      expect(withdrawn.ReturnObject?.Application?.State).toBe('withdrawn');
      expect((await insert(student, draft(world, [2]))).ReturnObject?.Application?.State).toBe('draft');
    });

    it('refuses to save a submitted application: withdraw it first', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      await buildSstpApplication(db(), world, student.id);
      await expectRefusedUnchanged(student, () => insert(student, draft(world, [2])), {
        status: '409',
        message: /submitted: it can no longer be changed/,
      });
    });

    it('another student’s application id is refused as not found and changes nothing', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const victim = await studentOf(world);
      const theirs = await buildSstpApplication(db(), world, victim.id, { state: 'assigned' });
      const before = await rowsOf(victim);
      for (const action of ['withdraw', 'confirm', 'decline'])
        expect((await act(student, theirs.id, action)).Status).toBe('404');
      expect(await rowsOf(victim)).toEqual(before);
    });

    it('confirms or declines only a place given, and refuses confirming a submitted application', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'published' } });
      const student = await studentOf(world);
      const waiting = await buildSstpApplication(db(), world, student.id);
      await expectRefusedUnchanged(student, () => act(student, waiting.id, 'confirm'), {
        status: '409',
        message: /only a place given to you can be confirmed/,
      });
      await db()
        .update(sstpApplications)
        .set({ state: 'assigned', assignedOfferId: world.offers[0]?.id ?? null })
        .where(eq(sstpApplications.id, waiting.id));
      const confirmed = await act(student, waiting.id, 'confirm');
      expect(confirmed.ReturnObject?.Application).toMatchObject({
        State: 'confirmed',
        AssignedOfferId: world.offers[0]?.id,
      });
      await expectRefusedUnchanged(student, () => act(student, waiting.id, 'decline'), { status: '409' });

      const other = await studentOf(world);
      const offered = await buildSstpApplication(db(), world, other.id, { state: 'assigned' });
      expect((await act(other, offered.id, 'decline')).ReturnObject?.Application?.State).toBe('declined');
    });

    it('refuses to withdraw once the cycle has closed', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'closed' } });
      const student = await studentOf(world);
      const application = await buildSstpApplication(db(), world, student.id);
      await expectRefusedUnchanged(student, () => act(student, application.id, 'withdraw'), {
        status: '409',
        message: /closed/,
      });
    });

    it('writes its refusals in Arabic for an Arabic request', async () => {
      const world = await buildSstpCycle(db());
      const student = await studentOf(world);
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/SSTP/InsertSSTPData',
        payload: draft(world, [0, 0]),
        headers: { ...(await studentAuthorization(subject.app, student)), 'accept-language': 'ar' },
      });
      expect(response.json<Answer<null>>().Message).toContain('تكررت');
    });
  });
});
