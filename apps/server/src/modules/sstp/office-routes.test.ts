import type {
  SemesterSummary,
  SemesterTranscript,
  SstpApplicationState,
  TrainingApplication,
  TrainingOfficeCycle,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildTerm } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { buildSstpApplication, buildSstpCycle, type SstpWorld } from '../../test/sstp-factories.js';
import { buildPlacementStudent } from '../../test/tanseek-factories.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients, messages } from '../notify/schema.js';
import type { LetterGrade } from '../registration/schema.js';
import { sstpApplications, sstpCycles, sstpOffers } from './schema.js';

type Headers = { authorization: string };
type Answer<T> = { Status: string; ReturnObject: T | null; Message?: string };
const DAY = 24 * 3_600_000;

describe('the training office', () => {
  let subject: TestApp;
  let office: Headers;
  let gradedTermId = 0;
  const db = () => subject.database.handle.db;

  const post = async <T = TrainingOfficeCycle>(
    call: string,
    payload: object,
  ): Promise<Answer<T> & { statusCode: number }> => {
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/TrainingOffice/${call}`,
      payload,
      headers: office,
    });
    return { statusCode: response.statusCode, ...response.json<Answer<T>>() };
  };
  const act = (call: 'CloseCycle' | 'PreviewCycle' | 'PublishCycle', world: SstpWorld) =>
    post(call, { CycleId: world.cycle.id });
  /** Everything of the cycle that a refused move must leave as it was. */
  const cycleState = async (world: SstpWorld) => ({
    cycle: await db().select().from(sstpCycles).where(eq(sstpCycles.id, world.cycle.id)),
    offers: await db().select().from(sstpOffers).where(eq(sstpOffers.cycleId, world.cycle.id)),
    applications: await db()
      .select()
      .from(sstpApplications)
      .where(eq(sstpApplications.cycleId, world.cycle.id))
      .orderBy(sstpApplications.id),
  });
  /** A third-year student of the world's faculty with a GPA of the grade's points, and their application. */
  async function applicant(
    world: SstpWorld,
    grade: LetterGrade,
    choices: number[],
    state: SstpApplicationState = 'submitted',
  ) {
    const student = await buildPlacementStudent(db(), world, { grade, level: 3, gradedTermId });
    const application = await buildSstpApplication(db(), world, student.id, {
      offerIds: choices.map((i) => world.offers[i]?.id ?? 0),
      state,
    });
    return { student, application };
  }
  const stateOf = async (applicationId: number) =>
    (await db().select().from(sstpApplications).where(eq(sstpApplications.id, applicationId)))[0];

  beforeAll(async () => {
    subject = await buildTestApp();
    gradedTermId = (await buildTerm(db(), { startsOn: '2025-09-20', endsOn: '2026-01-31' })).id;
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['training-office'] }),
    );
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('POST /api/TrainingOffice/SaveCycle', () => {
    const cycleBody = (world: SstpWorld, termId: number) => ({
      TermId: termId,
      NameEn: 'Summer training 2027',
      NameAr: 'التدريب الصيفي 2027',
      OpensAt: new Date(Date.now() - DAY).toISOString(),
      ClosesAt: new Date(Date.now() + DAY).toISOString(),
      MaxChoices: 2,
      Offers: [
        {
          OrganizationId: world.offers[0]?.organizationId ?? 0,
          ProgramId: world.program.id,
          LevelId: world.advancedId,
          Places: 4,
          PeriodFrom: '2027-07-01',
          PeriodTo: '2027-08-15',
        },
      ],
    });

    it('creates a cycle with its offers, audited, and edits it while open', async () => {
      const world = await buildSstpCycle(db());
      const term = await buildTerm(db());
      const created = await post('SaveCycle', cycleBody(world, term.id));
      expect(created.Status).toBe('200');
      expect(created.ReturnObject).toMatchObject({ State: 'open', MaxChoices: 2, Offers: [{ Places: 4 }] });
      const cycleId = created.ReturnObject?.CycleId ?? 0;
      const edited = await post('SaveCycle', {
        ...cycleBody(world, term.id),
        CycleId: cycleId,
        MaxChoices: 3,
      });
      expect(edited.ReturnObject?.MaxChoices).toBe(3);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'sstp-cycle-saved'), eq(auditLog.target, `sstp cycle ${String(cycleId)}`)),
        );
      expect(audits).toHaveLength(2);
    });

    it('refuses backward dates, an unknown organisation, a second cycle of a term and an edit once closed', async () => {
      const world = await buildSstpCycle(db());
      const term = await buildTerm(db());
      const body = cycleBody(world, term.id);
      const before = await db().select().from(sstpCycles);
      expect((await post('SaveCycle', { ...body, OpensAt: body.ClosesAt })).Status).toBe('422');
      const stranger = { ...body, Offers: [{ ...body.Offers[0], OrganizationId: 999_999 }] };
      expect((await post('SaveCycle', stranger)).Message).toMatch(/no organisation with the id 999999/);
      expect((await post('SaveCycle', { ...body, TermId: world.termId })).Status).toBe('409');
      expect(await db().select().from(sstpCycles)).toEqual(before);
      await act('CloseCycle', world);
      const closed = await cycleState(world);
      const edit = await post('SaveCycle', { ...cycleBody(world, world.termId), CycleId: world.cycle.id });
      expect(edit.Status).toBe('409');
      expect(await cycleState(world)).toEqual(closed);
      const refusals = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sstp-cycle-saved'), eq(auditLog.outcome, 'refused')));
      expect(refusals.length).toBeGreaterThanOrEqual(4);
    });
  });

  describe('POST /api/TrainingOffice/CloseCycle, PreviewCycle, PublishCycle', () => {
    it('refuses to preview or publish an open cycle, and changes nothing', async () => {
      const world = await buildSstpCycle(db());
      await applicant(world, 'A', [0]);
      const before = await cycleState(world);
      expect((await act('PreviewCycle', world)).Status).toBe('409');
      expect((await act('PublishCycle', world)).Status).toBe('409');
      expect(await cycleState(world)).toEqual(before);
    });

    it('places submitted applications by GPA within places, publishes once and tells each student', async () => {
      const world = await buildSstpCycle(db(), { places: [1, 1, 1] });
      const best = await applicant(world, 'A', [0, 1]);
      const second = await applicant(world, 'B', [0, 1]);
      const third = await applicant(world, 'C', [0, 1]);
      const drafter = await applicant(world, 'A', [0], 'draft');
      expect((await act('CloseCycle', world)).ReturnObject?.State).toBe('closed');
      const preview = await act('PreviewCycle', world);
      expect(preview.ReturnObject).toMatchObject({
        State: 'previewed',
        Submitted: 3,
        Assigned: 2,
        NotAssigned: 1,
      });
      expect((await stateOf(best.application.id))?.previewOfferId).toBe(world.offers[0]?.id);
      expect((await stateOf(second.application.id))?.previewOfferId).toBe(world.offers[1]?.id);
      expect((await stateOf(third.application.id))?.previewOfferId).toBeNull();
      expect((await stateOf(best.application.id))?.state).toBe('submitted');

      const published = await act('PublishCycle', world);
      expect(published.ReturnObject?.State).toBe('published');
      expect((await stateOf(best.application.id))?.state).toBe('assigned');
      expect((await stateOf(third.application.id))?.state).toBe('not-assigned');
      expect((await stateOf(drafter.application.id))?.state).toBe('draft');
      const told = await db()
        .select({ studentId: messageRecipients.studentId, body: messages.body, link: messages.link })
        .from(messageRecipients)
        .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
        .where(eq(messages.link, 'sstp'));
      const bodyOf = (studentId: number) => told.find((row) => row.studentId === studentId)?.body ?? '';
      expect(bodyOf(best.student.id)).toContain('Organisation');
      expect(bodyOf(third.student.id)).toContain('None of the organisations');
      expect(told.some((row) => row.studentId === drafter.student.id)).toBe(false);

      const before = await cycleState(world);
      const twice = await act('PublishCycle', world);
      expect(twice.Status).toBe('409');
      expect(twice.Message).toMatch(/published already/);
      expect((await act('PreviewCycle', world)).Status).toBe('409');
      expect(await cycleState(world)).toEqual(before);

      const answer = await subject.app.inject({
        method: 'GET',
        url: '/api/SSTP/CheckStudentHasSavedData',
        headers: await studentAuthorization(subject.app, best.student),
      });
      expect(answer.json<Answer<{ Application: { State: string } }>>().ReturnObject?.Application.State).toBe(
        'assigned',
      );
    });
  });

  describe('GET /api/TrainingOffice/GetApplications, GetAssignments, GetCycles', () => {
    it('lists a cycle’s applications with codes, names and GPAs, and its assignments as CSV', async () => {
      const world = await buildSstpCycle(db());
      const { student } = await applicant(world, 'B', [2]);
      await act('CloseCycle', world);
      const early = await subject.app.inject({
        method: 'GET',
        url: `/api/TrainingOffice/GetAssignments?CycleId=${String(world.cycle.id)}`,
        headers: office,
      });
      expect(early.statusCode).toBe(404);
      await act('PreviewCycle', world);
      const list = await subject.app.inject({
        method: 'GET',
        url: `/api/TrainingOffice/GetApplications?CycleId=${String(world.cycle.id)}`,
        headers: office,
      });
      expect(list.json<Answer<{ Applications: TrainingApplication[] }>>().ReturnObject?.Applications).toEqual(
        [
          expect.objectContaining({
            StudentCode: student.code,
            Gpa: 3,
            Place: 1,
            PreviewOfferId: world.offers[2]?.id,
          }),
        ],
      );
      const csv = await subject.app.inject({
        method: 'GET',
        url: `/api/TrainingOffice/GetAssignments?CycleId=${String(world.cycle.id)}`,
        headers: office,
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[1]).toContain(`1,${student.code}`);
      const cycles = await subject.app.inject({
        method: 'GET',
        url: '/api/TrainingOffice/GetCycles',
        headers: office,
      });
      const body = cycles.json<Answer<{ Cycles: TrainingOfficeCycle[]; Levels: unknown[] }>>().ReturnObject;
      expect(body?.Cycles.some((cycle) => cycle.CycleId === world.cycle.id)).toBe(true);
      expect(body?.Levels).toHaveLength(2);
    });
  });

  describe('POST /api/TrainingOffice/RecordEvaluation', () => {
    const transcriptOf = async (student: { id: number; email: string }, termId: number) => {
      const headers = await studentAuthorization(subject.app, student);
      const term = await subject.app.inject({
        method: 'GET',
        url: `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(termId)}`,
        headers,
      });
      const all = await subject.app.inject({ method: 'GET', url: '/api/Reports/GetSemesters', headers });
      return {
        term: term.json<Answer<SemesterTranscript>>().ReturnObject,
        latest: all.json<Answer<SemesterSummary[]>>().ReturnObject?.[0],
      };
    };

    it('refuses an evaluation of an application not confirmed, and changes nothing', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'published' } });
      const { application } = await applicant(world, 'B', [0], 'assigned');
      const before = await cycleState(world);
      const answer = await post('RecordEvaluation', {
        ApplicationId: application.id,
        Score: 90,
        Result: 'passed',
        Comment: 'Excellent',
      });
      expect(answer.Status).toBe('409');
      expect(answer.Message).toMatch(/only a confirmed training can be evaluated/);
      expect(await cycleState(world)).toEqual(before);
    });

    it('puts TRN 300 on the transcript with a P for a pass: earned credits rise, the GPA does not move', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'published' } });
      const { student, application } = await applicant(world, 'B', [0], 'confirmed');
      const before = await transcriptOf(student, gradedTermId);
      expect(before.latest?.Cumulative).toMatchObject({ EarnedCredits: 3, Gpa: 3 });
      const answer = await post<TrainingApplication>('RecordEvaluation', {
        ApplicationId: application.id,
        Score: 88,
        Result: 'passed',
        Comment: 'Punctual and careful',
      });
      expect(answer.ReturnObject).toMatchObject({
        State: 'passed',
        Evaluation: { Score: 88, Result: 'passed', Comment: 'Punctual and careful' },
      });
      const after = await transcriptOf(student, world.termId);
      expect(after.term?.Courses).toEqual([
        expect.objectContaining({
          CourseCode: 'TRN 300',
          Grade: 'P',
          Credits: 3,
          Points: null,
          Passed: true,
        }),
      ]);
      expect(after.latest?.Cumulative).toMatchObject({ EarnedCredits: 6, Gpa: 3, GpaCredits: 3 });
      const credited = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sstp-training-credited'), eq(auditLog.studentId, student.id)));
      expect(credited).toHaveLength(1);
      const again = await post('RecordEvaluation', {
        ApplicationId: application.id,
        Score: 10,
        Result: 'failed',
        Comment: '',
      });
      expect(again.Status).toBe('409');
    });

    it('records a fail without credits', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'published' } });
      const { student, application } = await applicant(world, 'B', [0], 'confirmed');
      const answer = await post<TrainingApplication>('RecordEvaluation', {
        ApplicationId: application.id,
        Score: 35,
        Result: 'failed',
        Comment: 'Absent most weeks',
      });
      expect(answer.ReturnObject).toMatchObject({
        State: 'failed',
        Evaluation: { Result: 'failed', Score: 35 },
      });
      expect((await transcriptOf(student, world.termId)).latest?.Cumulative.EarnedCredits).toBe(3);
    });

    it('answers 422 to a score out of range and changes nothing', async () => {
      const world = await buildSstpCycle(db(), { cycle: { state: 'published' } });
      const { application } = await applicant(world, 'B', [0], 'confirmed');
      const before = await cycleState(world);
      for (const payload of [
        { ApplicationId: application.id, Score: 101, Result: 'passed', Comment: '' },
        { ApplicationId: application.id, Score: 50, Result: 'maybe', Comment: '' },
        { ApplicationId: 'one', Score: 50, Result: 'passed', Comment: '' },
      ])
        expect((await post('RecordEvaluation', payload)).statusCode).toBe(422);
      expect(await cycleState(world)).toEqual(before);
    });
  });
});
