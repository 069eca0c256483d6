import type { StudentSavedData } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { buildPlacementStudent, buildTanseekRound, type TanseekWorld } from '../../test/tanseek-factories.js';
import { tanseekChoiceSaves, tanseekChoices } from './schema.js';

type Answer<T> = { Status: string; ReturnObject: T | null; Message?: string };
type Student = { id: number; email: string; code: string };
const DAY = 24 * 3_600_000;
const SAVE = '/api/Tanseek/SaveStudentChoices';

describe('Tanseek, the student side', () => {
  let subject: TestApp;
  let gradedTermId = 0;
  const db = () => subject.database.handle.db;

  const get = async <T>(url: string, student: Student): Promise<Answer<T> & { statusCode: number }> => {
    const response = await subject.app.inject({
      method: 'GET',
      url,
      headers: await studentAuthorization(subject.app, student),
    });
    return { statusCode: response.statusCode, ...response.json<Answer<T>>() };
  };
  const save = async (student: Student, payload: object, language = 'en') => {
    const response = await subject.app.inject({
      method: 'POST',
      url: SAVE,
      payload,
      headers: { ...(await studentAuthorization(subject.app, student)), 'accept-language': language },
    });
    return { statusCode: response.statusCode, ...response.json<Answer<StudentSavedData>>() };
  };
  /** What the student has of the round: the ranking in force and the log. */
  const rowsOf = async (student: Student, world: TanseekWorld) => ({
    choices: await db()
      .select()
      .from(tanseekChoices)
      .where(and(eq(tanseekChoices.studentId, student.id), eq(tanseekChoices.roundId, world.round.id))),
    saves: await db()
      .select()
      .from(tanseekChoiceSaves)
      .where(
        and(eq(tanseekChoiceSaves.studentId, student.id), eq(tanseekChoiceSaves.roundId, world.round.id)),
      ),
  });
  const ids = (world: TanseekWorld, ...indexes: number[]) => indexes.map((i) => world.offers[i]?.id ?? 0);
  const studentOf = (world: TanseekWorld, options: { level?: number } = {}) =>
    buildPlacementStudent(db(), world, { grade: 'B', gradedTermId, ...options });

  /** Sends `payload`, expects the refusal, and proves the student's rows did not change. */
  async function expectRefusedUnchanged(
    world: TanseekWorld,
    student: Student,
    payload: object,
    expected: { status: string; message?: RegExp },
  ) {
    const before = await rowsOf(student, world);
    const answer = await save(student, payload);
    expect(answer.statusCode).toBe(200);
    expect(answer.Status).toBe(expected.status);
    if (expected.message) expect(answer.Message).toMatch(expected.message);
    expect(await rowsOf(student, world)).toEqual(before);
  }

  beforeAll(async () => {
    subject = await buildTestApp();
    gradedTermId = (await buildTerm(db(), { startsOn: '2025-09-20', endsOn: '2026-01-31' })).id;
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Tanseek/GetStudentSavedData', () => {
    it('shows the faculty’s open round to an eligible student who may save', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const answer = await get<StudentSavedData>('/api/Tanseek/GetStudentSavedData', student);
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject).toMatchObject({
        Round: { RoundId: world.round.id, State: 'open', MaxChoices: 3 },
        Eligible: true,
        NotEligibleReason: null,
        CanSave: true,
        OfferIds: [],
        SavedAt: null,
        Log: [],
        Result: null,
      });
    });

    it('says why a student below the round’s level takes no part', async () => {
      const world = await buildTanseekRound(db(), { round: { minLevel: 2 } });
      const student = await studentOf(world);
      const answer = await get<StudentSavedData>('/api/Tanseek/GetStudentSavedData', student);
      expect(answer.ReturnObject).toMatchObject({ Eligible: false, CanSave: false });
      expect(answer.ReturnObject?.NotEligibleReason).toContain('level 2');
    });

    it('says so when the student’s faculty has no round', async () => {
      const student = await buildStudent(db());
      const answer = await get<StudentSavedData>('/api/Tanseek/GetStudentSavedData', student);
      expect(answer.ReturnObject).toMatchObject({ Round: null, Eligible: false, CanSave: false });
      expect(answer.ReturnObject?.NotEligibleReason).toContain('no placement round');
    });
  });

  describe('GET /api/Tanseek/GetFacultyChoicesForStudent', () => {
    it('lists the majors offered with capacity and last year’s cut-off, no cut-off before publication', async () => {
      const world = await buildTanseekRound(db(), { capacities: [5, 1] });
      const student = await studentOf(world);
      const answer = await get<{ RoundId: number; Offers: unknown[] }>(
        '/api/Tanseek/GetFacultyChoicesForStudent',
        student,
      );
      expect(answer.ReturnObject?.RoundId).toBe(world.round.id);
      expect(answer.ReturnObject?.Offers).toHaveLength(2);
      expect(answer.ReturnObject?.Offers).toContainEqual(
        expect.objectContaining({
          OfferId: world.offers[0]?.id,
          Capacity: 5,
          LastYearCutOffGpa: 3.1,
          CutOffGpa: null,
        }),
      );
    });
  });

  describe('GET /api/Tanseek/GetStudentMajorMinor', () => {
    it('answers the program on the student’s record and no minor', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const answer = await get<{ Major: { ProgramId: number }; Minor: null }>(
        '/api/Tanseek/GetStudentMajorMinor',
        student,
      );
      expect(answer.ReturnObject).toMatchObject({
        Major: { ProgramId: student.programId },
        Minor: null,
        PlacedInRoundId: null,
      });
    });
  });

  describe('POST /api/Tanseek/SaveStudentChoices', () => {
    it('saves a ranking, the last save counting, and logs every save', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const first = await save(student, { RoundId: world.round.id, OfferIds: ids(world, 0, 1) });
      expect(first.Status, first.Message).toBe('200');
      const second = await save(student, { RoundId: world.round.id, OfferIds: ids(world, 2, 0, 1) });
      expect(second.ReturnObject?.OfferIds).toEqual(ids(world, 2, 0, 1));
      expect(second.ReturnObject?.Log.map((entry) => entry.OfferIds)).toEqual([
        ids(world, 2, 0, 1),
        ids(world, 0, 1),
      ]);
      const { choices, saves } = await rowsOf(student, world);
      expect(choices.map((row) => row.offerIds)).toEqual([ids(world, 2, 0, 1)]);
      expect(saves).toHaveLength(2);
    });

    it('takes a double submit of the same ranking once: one log entry, the same answer', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const payload = { RoundId: world.round.id, OfferIds: ids(world, 1, 0) };
      const [a, b] = await Promise.all([save(student, payload), save(student, payload)]);
      expect([a.Status, b.Status]).toEqual(['200', '200']);
      expect(b.ReturnObject?.OfferIds).toEqual(ids(world, 1, 0));
      expect((await rowsOf(student, world)).saves).toHaveLength(1);
    });

    it('refuses a save before the round opens and after it closes, and changes nothing', async () => {
      const early = await buildTanseekRound(db(), {
        round: { opensAt: new Date(Date.now() + DAY), closesAt: new Date(Date.now() + 2 * DAY) },
      });
      const student = await studentOf(early);
      await expectRefusedUnchanged(
        early,
        student,
        { RoundId: early.round.id, OfferIds: ids(early, 0) },
        {
          status: '409',
          message: /can be saved from/,
        },
      );
      const late = await buildTanseekRound(db(), {
        round: { opensAt: new Date(Date.now() - 2 * DAY), closesAt: new Date(Date.now() - DAY) },
      });
      const other = await studentOf(late);
      await expectRefusedUnchanged(
        late,
        other,
        { RoundId: late.round.id, OfferIds: ids(late, 0) },
        {
          status: '409',
          message: /closed/,
        },
      );
    });

    it('refuses a save once the office has closed the round, within its dates, and changes nothing', async () => {
      const world = await buildTanseekRound(db(), { round: { state: 'closed' } });
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        world,
        student,
        { RoundId: world.round.id, OfferIds: ids(world, 0) },
        {
          status: '409',
        },
      );
    });

    it('refuses a choice the round does not offer and changes nothing', async () => {
      const world = await buildTanseekRound(db());
      const elsewhere = await buildTanseekRound(db());
      const student = await studentOf(world);
      await save(student, { RoundId: world.round.id, OfferIds: ids(world, 0) });
      await expectRefusedUnchanged(
        world,
        student,
        { RoundId: world.round.id, OfferIds: [...ids(world, 1), ...ids(elsewhere, 0)] },
        { status: '422', message: /not offered/ },
      );
    });

    it('refuses a major ranked twice, and more choices than the round allows, changing nothing', async () => {
      const world = await buildTanseekRound(db(), { capacities: [1, 1, 1, 1], round: { maxChoices: 3 } });
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        world,
        student,
        { RoundId: world.round.id, OfferIds: ids(world, 0, 1, 0) },
        {
          status: '422',
          message: /twice/,
        },
      );
      await expectRefusedUnchanged(
        world,
        student,
        { RoundId: world.round.id, OfferIds: ids(world, 0, 1, 2, 3) },
        {
          status: '422',
          message: /at most 3/,
        },
      );
    });

    it('refuses a student below the level or the earned credits the round asks for, changing nothing', async () => {
      const world = await buildTanseekRound(db(), { round: { minLevel: 2, minEarnedCredits: 6 } });
      const young = await studentOf(world);
      await expectRefusedUnchanged(
        world,
        young,
        { RoundId: world.round.id, OfferIds: ids(world, 0) },
        {
          status: '409',
          message: /level 2/,
        },
      );
      const few = await studentOf(world, { level: 2 });
      await expectRefusedUnchanged(
        world,
        few,
        { RoundId: world.round.id, OfferIds: ids(world, 0) },
        {
          status: '409',
          message: /6 earned credits; you have 3/,
        },
      );
    });

    it('refuses another faculty’s round as unknown and changes nothing', async () => {
      const world = await buildTanseekRound(db());
      const other = await buildTanseekRound(db());
      const student = await studentOf(world);
      await expectRefusedUnchanged(
        other,
        student,
        { RoundId: other.round.id, OfferIds: ids(other, 0) },
        {
          status: '404',
        },
      );
    });

    it('another student’s code is refused and changes nothing', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const victim = await studentOf(world);
      await save(victim, { RoundId: world.round.id, OfferIds: ids(world, 0) });
      const before = await rowsOf(victim, world);
      const response = await subject.app.inject({
        method: 'POST',
        url: SAVE,
        payload: { StudentCode: victim.code, RoundId: world.round.id, OfferIds: ids(world, 2, 1) },
        headers: await studentAuthorization(subject.app, student),
      });
      expect(response.json<Answer<null>>().Status).toBe('403');
      expect(await rowsOf(victim, world)).toEqual(before);
      expect((await rowsOf(student, world)).saves).toEqual([]);
    });

    it('answers 422 to an oversized or malformed ranking and changes nothing', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const before = await rowsOf(student, world);
      const bodies = [
        { RoundId: world.round.id, OfferIds: Array.from({ length: 31 }, (_, i) => i + 1) },
        { RoundId: world.round.id, OfferIds: ['first'] },
        { RoundId: world.round.id, OfferIds: [] },
        { RoundId: 'one', OfferIds: ids(world, 0) },
      ];
      for (const payload of bodies) expect((await save(student, payload)).statusCode).toBe(422);
      expect(await rowsOf(student, world)).toEqual(before);
    });

    it('writes its refusals in Arabic for an Arabic request', async () => {
      const world = await buildTanseekRound(db());
      const student = await studentOf(world);
      const answer = await save(student, { RoundId: world.round.id, OfferIds: ids(world, 0, 0) }, 'ar');
      expect(answer.Message).toContain('تكرر');
    });
  });
});
