import type { PlacementOfficeRound, StudentSavedData } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildProgram, buildStaffMember, buildTerm } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { buildPlacementStudent, buildTanseekRound, type TanseekWorld } from '../../test/tanseek-factories.js';
import { auditLog } from '../audit/schema.js';
import type { LetterGrade } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { tanseekOffers, tanseekPlacements, tanseekRounds } from './schema.js';

type Headers = { authorization: string };
type Answer<T> = { Status: string; ReturnObject: T | null; Message?: string };
const DAY = 24 * 3_600_000;

describe('the placement office', () => {
  let subject: TestApp;
  let office: Headers;
  let gradedTermId = 0;
  const db = () => subject.database.handle.db;

  const post = async (call: string, payload: object) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/PlacementOffice/${call}`,
      payload,
      headers: office,
    });
    return { statusCode: response.statusCode, ...response.json<Answer<PlacementOfficeRound>>() };
  };
  const act = (call: 'CloseRound' | 'PreviewRound' | 'PublishRound', world: TanseekWorld) =>
    post(call, { RoundId: world.round.id });
  const roundRow = async (world: TanseekWorld) =>
    (await db().select().from(tanseekRounds).where(eq(tanseekRounds.id, world.round.id)))[0];
  const placementsOf = (world: TanseekWorld) =>
    db().select().from(tanseekPlacements).where(eq(tanseekPlacements.roundId, world.round.id));
  const programOf = async (studentId: number) =>
    (await db().select().from(students).where(eq(students.id, studentId)))[0]?.programId;

  /** A student with a GPA of the grade's points who ranked the world's offers by index. */
  async function ranker(world: TanseekWorld, grade: LetterGrade, choices: number[]) {
    const student = await buildPlacementStudent(db(), world, { grade, gradedTermId });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Tanseek/SaveStudentChoices',
      payload: { RoundId: world.round.id, OfferIds: choices.map((i) => world.offers[i]?.id ?? 0) },
      headers: await studentAuthorization(subject.app, student),
    });
    expect(response.json<Answer<unknown>>().Status).toBe('200');
    return student;
  }
  const savedDataOf = async (student: { id: number; email: string }) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Tanseek/GetStudentSavedData',
      headers: await studentAuthorization(subject.app, student),
    });
    return response.json<Answer<StudentSavedData>>().ReturnObject;
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    gradedTermId = (await buildTerm(db(), { startsOn: '2025-09-20', endsOn: '2026-01-31' })).id;
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['placement-office'] }),
    );
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('POST /api/PlacementOffice/SaveRound', () => {
    const roundBody = (world: TanseekWorld, programIds: number[]) => ({
      FacultyId: world.facultyId,
      TermId: world.termId,
      Number: 2,
      OpensAt: new Date(Date.now() - DAY).toISOString(),
      ClosesAt: new Date(Date.now() + DAY).toISOString(),
      MaxChoices: 2,
      MinLevel: 1,
      MinEarnedCredits: 0,
      Offers: programIds.map((ProgramId) => ({
        ProgramId,
        Kind: 'major',
        Capacity: 4,
        LastYearCutOffGpa: 2.5,
      })),
    });

    it('creates a round with its offers and a seed, then changes it while open', async () => {
      const world = await buildTanseekRound(db());
      const programs = world.offers.map((offer) => offer.programId);
      const created = await post('SaveRound', roundBody(world, programs));
      expect(created.Status, created.Message).toBe('200');
      expect(created.ReturnObject).toMatchObject({ Number: 2, State: 'open', MaxChoices: 2 });
      expect(created.ReturnObject?.Seed).toMatch(/^[0-9a-f]{32}$/);
      expect(created.ReturnObject?.Offers).toHaveLength(3);
      const changed = await post('SaveRound', {
        ...roundBody(world, programs.slice(0, 2)),
        RoundId: created.ReturnObject?.RoundId,
        MaxChoices: 1,
      });
      expect(changed.ReturnObject).toMatchObject({ MaxChoices: 1, Seed: created.ReturnObject?.Seed });
      expect(changed.ReturnObject?.Offers).toHaveLength(2);
    });

    it('refuses backwards dates, a program of another faculty, a major twice and a taken number', async () => {
      const world = await buildTanseekRound(db());
      const programs = world.offers.map((offer) => offer.programId);
      const stranger = await buildProgram(db());
      const refusals = [
        { ...roundBody(world, programs), ClosesAt: new Date(Date.now() - 2 * DAY).toISOString() },
        roundBody(world, [stranger.id]),
        roundBody(world, [programs[0] ?? 0, programs[0] ?? 0]),
        { ...roundBody(world, programs), Number: 1 },
      ];
      const before = await db()
        .select()
        .from(tanseekRounds)
        .where(eq(tanseekRounds.facultyId, world.facultyId));
      const statuses = [];
      for (const body of refusals) statuses.push((await post('SaveRound', body)).Status);
      expect(statuses).toEqual(['422', '422', '422', '409']);
      expect(
        await db().select().from(tanseekRounds).where(eq(tanseekRounds.facultyId, world.facultyId)),
      ).toEqual(before);
    });

    it('refuses to change a closed round, or to withdraw a major a student ranked, changing nothing', async () => {
      const world = await buildTanseekRound(db());
      await ranker(world, 'A', [0]);
      const body = {
        ...roundBody(
          world,
          world.offers.slice(1).map((o) => o.programId),
        ),
        Number: 1,
      };
      const withdrawn = await post('SaveRound', { ...body, RoundId: world.round.id });
      expect(withdrawn.Status).toBe('409');
      expect(withdrawn.Message).toContain('cannot be withdrawn');
      await act('CloseRound', world);
      const closed = await post('SaveRound', {
        ...body,
        RoundId: world.round.id,
        Offers: roundBody(
          world,
          world.offers.map((o) => o.programId),
        ).Offers,
      });
      expect(closed.Status).toBe('409');
      expect(
        await db().select().from(tanseekOffers).where(eq(tanseekOffers.roundId, world.round.id)),
      ).toEqual(world.offers);
    });
  });

  describe('POST /api/PlacementOffice/CloseRound', () => {
    it('closes an open round once', async () => {
      const world = await buildTanseekRound(db());
      expect((await act('CloseRound', world)).ReturnObject?.State).toBe('closed');
      const again = await act('CloseRound', world);
      expect(again.Status).toBe('409');
      expect((await roundRow(world))?.state).toBe('closed');
    });
  });

  describe('POST /api/PlacementOffice/PreviewRound', () => {
    it('refuses to allocate a round still open, and changes nothing', async () => {
      const world = await buildTanseekRound(db());
      await ranker(world, 'A', [0]);
      const answer = await act('PreviewRound', world);
      expect(answer.Status).toBe('409');
      expect(answer.Message).toContain('still open');
      expect(await placementsOf(world)).toEqual([]);
      expect((await roundRow(world))?.state).toBe('open');
    });

    it('places by GPA within capacities, names each cut-off, and may run again before publishing', async () => {
      const world = await buildTanseekRound(db(), { capacities: [1, 1] });
      const best = await ranker(world, 'A', [0, 1]);
      const second = await ranker(world, 'B', [0, 1]);
      const third = await ranker(world, 'C', [0, 1]);
      await act('CloseRound', world);
      const preview = await act('PreviewRound', world);
      expect(preview.ReturnObject).toMatchObject({ State: 'previewed', Saved: 3, Placed: 2, NotPlaced: 1 });
      expect(preview.ReturnObject?.Offers.map((o) => [o.Filled, o.CutOffGpa])).toEqual([
        [1, 4],
        [1, 3],
      ]);
      const placed = new Map((await placementsOf(world)).map((row) => [row.studentId, row.offerId]));
      expect([placed.get(best.id), placed.get(second.id), placed.get(third.id)]).toEqual([
        world.offers[0]?.id,
        world.offers[1]?.id,
        null,
      ]);
      expect((await act('PreviewRound', world)).Status).toBe('200');
      expect(await placementsOf(world)).toHaveLength(3);
      // Students see nothing of a preview.
      expect((await savedDataOf(best))?.Result).toBeNull();
    });
  });

  describe('POST /api/PlacementOffice/PublishRound', () => {
    it('refuses a round not previewed', async () => {
      const world = await buildTanseekRound(db(), { round: { state: 'closed' } });
      const answer = await act('PublishRound', world);
      expect(answer.Status).toBe('409');
      expect((await roundRow(world))?.state).toBe('closed');
    });

    it('moves placed students to their major (audited), shows results and a second round, and refuses twice', async () => {
      const world = await buildTanseekRound(db(), { capacities: [1] });
      const placedStudent = await ranker(world, 'A', [0]);
      const left = await ranker(world, 'C', [0]);
      const leftProgram = await programOf(left.id);
      await act('CloseRound', world);
      await act('PreviewRound', world);
      const published = await act('PublishRound', world);
      expect(published.ReturnObject?.State).toBe('published');
      expect(await programOf(placedStudent.id)).toBe(world.offers[0]?.programId);
      expect(await programOf(left.id)).toBe(leftProgram);
      const audited = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tanseek-major-changed'), eq(auditLog.studentId, placedStudent.id)));
      expect(audited).toHaveLength(1);

      expect((await savedDataOf(placedStudent))?.Result).toMatchObject({
        OfferId: world.offers[0]?.id,
        Reason: 'placed',
      });
      const second = await buildTanseekRound(db(), {
        round: { facultyId: world.facultyId, termId: world.termId, number: 2 },
      });
      const leftView = await savedDataOf(left);
      expect(leftView?.Result).toMatchObject({ RoundNumber: 1, OfferId: null, Reason: 'no-room' });
      expect(leftView?.Round).toMatchObject({ RoundId: second.round.id, Number: 2, State: 'open' });
      expect(leftView?.CanSave).toBe(true);
      expect((await savedDataOf(placedStudent))?.NotEligibleReason).toContain('already placed');

      const before = await roundRow(world);
      const again = await act('PublishRound', world);
      expect(again.Status).toBe('409');
      expect(again.Message).toContain('published already');
      expect(await roundRow(world)).toEqual(before);
    });
  });

  describe('GET /api/PlacementOffice/GetRounds and GetResults', () => {
    it('lists rounds, and hands out a previewed round’s placements as CSV in ranking order', async () => {
      const world = await buildTanseekRound(db(), { capacities: [1] });
      const first = await ranker(world, 'A', [0]);
      const second = await ranker(world, 'B', [0]);
      const early = await subject.app.inject({
        method: 'GET',
        url: `/api/PlacementOffice/GetResults?RoundId=${String(world.round.id)}`,
        headers: office,
      });
      expect(early.statusCode).toBe(404);
      await act('CloseRound', world);
      await act('PreviewRound', world);
      const rounds = await subject.app.inject({
        method: 'GET',
        url: '/api/PlacementOffice/GetRounds',
        headers: office,
      });
      const listed = rounds.json<Answer<{ Rounds: PlacementOfficeRound[] }>>().ReturnObject?.Rounds ?? [];
      expect(listed.find((round) => round.RoundId === world.round.id)).toMatchObject({
        State: 'previewed',
        Saved: 2,
      });
      const csv = await subject.app.inject({
        method: 'GET',
        url: `/api/PlacementOffice/GetResults?RoundId=${String(world.round.id)}`,
        headers: office,
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('place,student_code,student_name,gpa,placed_in,kind');
      expect(lines[1]).toMatch(new RegExp(`^1,${first.code},.*,4\\.000,.+,major$`));
      expect(lines[2]).toMatch(new RegExp(`^2,${second.code},.*,3\\.000,,$`));
    });
  });
});
