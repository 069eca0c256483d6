import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllocationRound, ApplicationState } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import {
  buildApplication,
  buildProgramWithSeats,
  type ProgramWithSeats,
} from '../../test/international-factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients } from '../notify/schema.js';
import type { LetterGrade } from '../registration/schema.js';
import { tieBreakKey } from '../../platform/allocation/allocation.js';
import { moveApplication } from './application-moves.js';
import { HOLDS_A_SEAT } from './application-states.js';
import { OFFER_RESPONSE_DAYS } from './rounds.js';
import {
  intlAllocationRounds,
  intlApplicationActions,
  intlApplications,
  type IntlApplicationRow,
} from './schema.js';

type Headers = { authorization: string };
type Answer = { Status: string; ReturnObject: AllocationRound | null; Message?: string };
const DAY = 24 * 3_600_000;
const CLOSED = { opensAt: new Date(Date.now() - 30 * DAY), closesAt: new Date(Date.now() - DAY) };

describe('ranking and allocation rounds', () => {
  let subject: TestApp;
  let office: Headers;
  let registrar: Headers;
  let student: Headers;
  let gradedTermId = 0;

  const db = () => subject.database.handle.db;
  const post = async (url: string, payload: object, as: Headers = office) => {
    const response = await subject.app.inject({ method: 'POST', url, payload, headers: as });
    return { statusCode: response.statusCode, ...response.json<Answer>() };
  };
  const rank = (world: ProgramWithSeats, as?: Headers) =>
    post(
      '/api/InternationalOffice/RankApplicants',
      { ProgramId: world.program.id, TermId: world.termId },
      as,
    );
  const preview = (world: ProgramWithSeats, final = false, as?: Headers) =>
    post(
      '/api/InternationalOffice/PreviewRound',
      { ProgramId: world.program.id, TermId: world.termId, Final: final },
      as,
    );
  const publish = (roundId: number, as?: Headers) =>
    post('/api/InternationalOffice/PublishRound', { RoundId: roundId }, as);
  /** The round an answer carries; fails the test on a refusal. */
  const roundOf = (answer: Answer): AllocationRound => {
    expect(answer.Status, answer.Message).toBe('200');
    if (!answer.ReturnObject) throw new Error('No round in the answer');
    return answer.ReturnObject;
  };

  const applicationsOf = (world: ProgramWithSeats) =>
    db()
      .select()
      .from(intlApplications)
      .where(eq(intlApplications.programId, world.program.id))
      .orderBy(intlApplications.id);
  const roundsOf = (world: ProgramWithSeats) =>
    db()
      .select()
      .from(intlAllocationRounds)
      .where(eq(intlAllocationRounds.programId, world.program.id))
      .orderBy(intlAllocationRounds.number);
  const stateOf = async (application: IntlApplicationRow) =>
    (await db().select().from(intlApplications).where(eq(intlApplications.id, application.id)))[0];
  const auditOf = (action: string, target: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

  /** A ranked program whose applications closed yesterday: `partners` partners with `seats` seats each. */
  const closedProgram = (partners: number, seats: number) =>
    buildProgramWithSeats(db(), { program: CLOSED, partners, seats });

  /**
   * A student with one graded course (so a cumulative GPA of the grade's points; none without a grade) and their
   * application choosing the world's partners by index, first choice first.
   */
  async function applicant(
    world: ProgramWithSeats,
    grade: LetterGrade | null,
    choices: number[],
    state: ApplicationState = 'submitted',
  ) {
    const { id: studentId } = await buildStudent(db());
    if (grade !== null) {
      const section = await buildSection(db(), { termId: gradedTermId });
      await buildRegistration(db(), { studentId, sectionId: section.id, status: 'completed', grade });
    }
    return buildApplication(db(), {
      programId: world.program.id,
      termId: world.termId,
      studentId,
      state,
      partnerIds: choices.map((index) => world.partners[index]?.id ?? 0),
    });
  }

  const partnerOf = (world: ProgramWithSeats, index: number) => world.partners[index]?.id;

  /** No partner holds more seats than it offers: offers out, accepted and beyond. */
  async function expectWithinSeats(world: ProgramWithSeats, seats: number) {
    const holding = (await applicationsOf(world)).filter((row) => HOLDS_A_SEAT.includes(row.state));
    for (const partner of world.partners)
      expect(holding.filter((row) => row.allocatedPartnerId === partner.id).length).toBeLessThanOrEqual(
        seats,
      );
  }

  async function decline(application: IntlApplicationRow) {
    const moved = await db().transaction((tx) =>
      moveApplication(
        tx,
        {
          applicationId: application.id,
          move: 'decline-offer',
          actor: { kind: 'student', studentId: application.studentId },
          version: null,
        },
        new Date(),
      ),
    );
    expect(moved.kind).toBe('moved');
  }

  beforeAll(async () => {
    subject = await buildTestApp();
    gradedTermId = (await buildTerm(db(), { startsOn: '2025-09-20', endsOn: '2026-01-31' })).id;
    office = await staffAuthorization(
      subject.app,
      await buildStaffMember(db(), { roles: ['international-office'] }),
    );
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db(), { roles: ['registrar'] }));
    student = await studentAuthorization(subject.app, await buildStudent(db()));
  });

  afterAll(async () => {
    await subject.close();
  });

  describe('POST /api/InternationalOffice/RankApplicants', () => {
    it('ranks the submitted applications by GPA, ties in the stored seed’s order, and leaves returned ones out', async () => {
      const world = await closedProgram(2, 1);
      const first = await applicant(world, 'A', [0]);
      const tiedOne = await applicant(world, 'B', [0]);
      const tiedTwo = await applicant(world, 'B', [1]);
      const noGrades = await applicant(world, null, [1]);
      const returned = await applicant(world, 'A', [0], 'returned');

      const round = roundOf(await rank(world));

      expect(round).toMatchObject({ Number: 1, PublishedAt: null, Final: false });
      expect(round.Seed).toMatch(/^[0-9a-f]{32}$/);
      const tied = [tiedOne.id, tiedTwo.id].sort((a, b) =>
        tieBreakKey(round.Seed, a) < tieBreakKey(round.Seed, b) ? -1 : 1,
      );
      expect(round.Students.map((s) => [s.ApplicationId, s.Place, s.Gpa, s.PartnerId])).toEqual([
        [first.id, 1, 4, null],
        [tied[0], 2, 3, null],
        [tied[1], 3, 3, null],
        [noGrades.id, 4, null, null],
      ]);
      expect(round.Partners.map((p) => [p.PartnerId, p.Seats, p.Filled, p.CutOffPlace])).toEqual([
        [partnerOf(world, 0), 1, 0, null],
        [partnerOf(world, 1), 1, 0, null],
      ]);

      const rows = await applicationsOf(world);
      expect(rows.map((row) => [row.id, row.state, row.rankPlace, row.rankedGpa])).toEqual(
        [
          [first.id, 'ranked', 1, 4],
          [tied[0], 'ranked', 2, 3],
          [tied[1], 'ranked', 3, 3],
          [noGrades.id, 'ranked', 4, null],
          [returned.id, 'returned', null, null],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      const [stored] = await roundsOf(world);
      expect(stored).toMatchObject({ id: round.RoundId, seed: round.Seed, result: {}, publishedAt: null });
      const logged = await db()
        .select()
        .from(intlApplicationActions)
        .where(inArray(intlApplicationActions.applicationId, [first.id, returned.id]));
      expect(logged.map((entry) => [entry.applicationId, entry.action, entry.toState])).toEqual([
        [first.id, 'rank', 'ranked'],
      ]);
      const target = `international program ${String(world.program.id)} term ${String(world.termId)}`;
      expect((await auditOf('intl-applicants-ranked', target)).map((line) => line.outcome)).toEqual([
        'success',
      ]);
    });

    it('is refused a second time, and the first ranking and its seed stay as they were', async () => {
      const world = await closedProgram(1, 1);
      await applicant(world, 'A', [0]);
      roundOf(await rank(world));
      const [applicationsBefore, roundsBefore] = [await applicationsOf(world), await roundsOf(world)];
      await applicant(world, 'A', [0]);

      const again = await rank(world);

      expect(again.Status).toBe('409');
      expect(await roundsOf(world)).toEqual(roundsBefore);
      expect((await applicationsOf(world)).slice(0, 1)).toEqual(applicationsBefore);
      expect((await applicationsOf(world))[1]?.state).toBe('submitted');
    });

    it('is refused while applications are open and for a program without ranking, changing nothing', async () => {
      const open = await buildProgramWithSeats(db(), { partners: 1, seats: 1 });
      const waiting = await applicant(open, 'A', [0]);
      const firstCome = await buildProgramWithSeats(db(), {
        program: { ...CLOSED, selection: 'open', mode: 'conference' },
        partners: 1,
      });

      const early = await rank(open);
      const notRanked = await rank(firstCome);

      expect([early.Status, notRanked.Status]).toEqual(['409', '409']);
      expect(early.Message).toContain('Applications are open until');
      expect(await roundsOf(open)).toEqual([]);
      expect(await roundsOf(firstCome)).toEqual([]);
      expect(await stateOf(waiting)).toEqual(waiting);
    });

    it('refuses a student and another staff role (403) on every round call, changing nothing', async () => {
      const world = await closedProgram(1, 1);
      const waiting = await applicant(world, 'A', [0]);

      for (const as of [student, registrar]) expect((await rank(world, as)).statusCode).toBe(403);
      expect(await roundsOf(world)).toEqual([]);
      expect(await stateOf(waiting)).toEqual(waiting);

      roundOf(await rank(world));
      const previewed = roundOf(await preview(world));
      const [ranked, roundsBefore] = [await stateOf(waiting), await roundsOf(world)];
      for (const as of [student, registrar]) {
        expect((await preview(world, true, as)).statusCode).toBe(403);
        expect((await publish(previewed.RoundId, as)).statusCode).toBe(403);
      }
      expect(await roundsOf(world)).toEqual(roundsBefore);
      expect(await stateOf(waiting)).toEqual(ranked);
    });
  });

  describe('GET /api/InternationalOffice/GetRounds', () => {
    const roundsOfTerm = async (programId: number, termId: number, as: Headers = office) => {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/InternationalOffice/GetRounds?ProgramId=${String(programId)}&TermId=${String(termId)}`,
        headers: as,
      });
      const body = response.json<{ Status: string; ReturnObject: { Rounds: AllocationRound[] } | null }>();
      return { statusCode: response.statusCode, ...body };
    };

    it('reads the term’s rounds as they were answered: the published one, then the preview', async () => {
      const world = await closedProgram(1, 1);
      const best = await applicant(world, 'A', [0]);
      await applicant(world, 'B', [0]);
      expect((await roundsOfTerm(world.program.id, world.termId)).ReturnObject).toEqual({ Rounds: [] });

      const ranked = roundOf(await rank(world));
      expect((await roundsOfTerm(world.program.id, world.termId)).ReturnObject).toEqual({ Rounds: [ranked] });

      const published = roundOf(await publish(roundOf(await preview(world)).RoundId));
      await decline(best);
      const second = roundOf(await preview(world));

      const read = await roundsOfTerm(world.program.id, world.termId);
      expect(read.Status).toBe('200');
      expect(read.ReturnObject?.Rounds.map((round) => [round.Number, round.PublishedAt === null])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect(read.ReturnObject?.Rounds[1]).toEqual(second);
      expect(read.ReturnObject?.Rounds[0]).toMatchObject({
        RoundId: published.RoundId,
        PublishedAt: published.PublishedAt,
        Partners: published.Partners,
      });
    });

    it('answers 404 for a program that does not exist, and 403 to a student or another role', async () => {
      const world = await closedProgram(1, 1);
      await applicant(world, 'A', [0]);
      roundOf(await rank(world));

      expect((await roundsOfTerm(2_000_000_000, world.termId)).Status).toBe('404');
      for (const as of [student, registrar]) {
        const refused = await roundsOfTerm(world.program.id, world.termId, as);
        expect(refused.statusCode).toBe(403);
        expect(JSON.stringify(refused)).not.toContain(world.program.code);
      }
    });
  });

  describe('POST /api/InternationalOffice/PreviewRound and PublishRound', () => {
    it('publishes exactly the previewed allocation: offers with an answer date, the rest waitlisted', async () => {
      const world = await closedProgram(2, 1);
      const best = await applicant(world, 'A', [0, 1]);
      const onlyFirst = await applicant(world, 'B', [0]);
      const third = await applicant(world, 'C', [0, 1]);
      const noGrades = await applicant(world, null, [1]);
      roundOf(await rank(world));

      const previewed = roundOf(await preview(world));

      expect(previewed.Students.map((s) => [s.ApplicationId, s.Place, s.PartnerId, s.ChoiceRank])).toEqual([
        [best.id, 1, partnerOf(world, 0), 1],
        [onlyFirst.id, 2, null, null],
        [third.id, 3, partnerOf(world, 1), 2],
        [noGrades.id, 4, null, null],
      ]);
      expect(previewed.Partners.map((p) => [p.Seats, p.Filled, p.CutOffPlace])).toEqual([
        [1, 1, 1],
        [1, 1, 3],
      ]);
      expect((await applicationsOf(world)).map((row) => row.state)).toEqual(Array(4).fill('ranked'));

      const publishedAt = Date.now();
      const published = roundOf(await publish(previewed.RoundId));

      expect(published.PublishedAt).not.toBeNull();
      expect({ ...published, PublishedAt: null }).toEqual(previewed);
      const rows = await applicationsOf(world);
      expect(rows.map((row) => [row.state, row.allocatedPartnerId])).toEqual([
        ['allocated', partnerOf(world, 0)],
        ['waitlisted', null],
        ['allocated', partnerOf(world, 1)],
        ['waitlisted', null],
      ]);
      const answerBy = rows[0]?.offerExpiresAt?.getTime() ?? 0;
      expect(answerBy - publishedAt).toBeGreaterThanOrEqual(OFFER_RESPONSE_DAYS * DAY - 1000);
      expect(answerBy - publishedAt).toBeLessThan(OFFER_RESPONSE_DAYS * DAY + 60_000);
      await expectWithinSeats(world, 1);
      const told = await db()
        .select()
        .from(messageRecipients)
        .where(
          inArray(
            messageRecipients.studentId,
            rows.map((row) => row.studentId),
          ),
        );
      expect(told).toHaveLength(4);
      const target = `international round ${String(previewed.RoundId)}`;
      expect((await auditOf('intl-round-published', target)).map((line) => line.outcome)).toEqual([
        'success',
      ]);

      expect((await publish(previewed.RoundId)).Status).toBe('409');
      expect(await applicationsOf(world)).toEqual(rows);
    });

    it('refuses a stale preview and changes nothing; a new preview then publishes', async () => {
      const world = await closedProgram(1, 1);
      const best = await applicant(world, 'A', [0]);
      const next = await applicant(world, 'B', [0]);
      roundOf(await rank(world));
      const previewed = roundOf(await preview(world));
      expect(previewed.Students.map((s) => s.PartnerId)).toEqual([partnerOf(world, 0), null]);
      const withdrawn = await db().transaction((tx) =>
        moveApplication(
          tx,
          {
            applicationId: best.id,
            move: 'withdraw',
            actor: { kind: 'student', studentId: best.studentId },
            version: null,
          },
          new Date(),
        ),
      );
      expect(withdrawn.kind).toBe('moved');
      const [applicationsBefore, roundsBefore] = [await applicationsOf(world), await roundsOf(world)];

      const stale = await publish(previewed.RoundId);

      expect(stale.Status).toBe('409');
      expect(stale.Message).toContain('Something changed since this preview');
      expect(await applicationsOf(world)).toEqual(applicationsBefore);
      expect(await roundsOf(world)).toEqual(roundsBefore);
      const target = `international round ${String(previewed.RoundId)}`;
      expect((await auditOf('intl-round-published', target)).map((line) => line.outcome)).toEqual([
        'refused',
      ]);

      const again = roundOf(await preview(world));
      expect(again.RoundId).toBe(previewed.RoundId);
      roundOf(await publish(again.RoundId));
      expect((await stateOf(next))?.state).toBe('allocated');
    });

    it('passes a declined seat to the next waitlisted student in round 2, same seed', async () => {
      const world = await closedProgram(1, 2);
      const [a, b, c, d] = [
        await applicant(world, 'A', [0]),
        await applicant(world, 'B', [0]),
        await applicant(world, 'C', [0]),
        await applicant(world, 'D', [0]),
      ];
      const first = roundOf(await rank(world));
      roundOf(await publish(roundOf(await preview(world)).RoundId));
      expect((await applicationsOf(world)).map((row) => row.state)).toEqual([
        'allocated',
        'allocated',
        'waitlisted',
        'waitlisted',
      ]);
      await decline(a);

      const second = roundOf(await preview(world));

      expect(second).toMatchObject({ Number: 2, Seed: first.Seed, PublishedAt: null });
      expect(second.Students.map((s) => [s.ApplicationId, s.Place, s.PartnerId])).toEqual([
        [c.id, 3, partnerOf(world, 0)],
        [d.id, 4, null],
      ]);
      expect(second.Partners.map((p) => [p.Seats, p.Filled, p.CutOffPlace])).toEqual([[2, 1, 3]]);
      roundOf(await publish(second.RoundId));
      expect((await applicationsOf(world)).map((row) => [row.id, row.state])).toEqual([
        [a.id, 'offer-declined'],
        [b.id, 'allocated'],
        [c.id, 'allocated'],
        [d.id, 'waitlisted'],
      ]);
      await expectWithinSeats(world, 2);
      expect((await roundsOf(world)).map((round) => [round.number, round.seed])).toEqual([
        [1, first.Seed],
        [2, first.Seed],
      ]);
    });

    it('expires an offer not answered in time at the next preview, and its seat passes on', async () => {
      const world = await closedProgram(1, 1);
      const late = await applicant(world, 'A', [0]);
      const next = await applicant(world, 'B', [0]);
      roundOf(await rank(world));
      roundOf(await publish(roundOf(await preview(world)).RoundId));
      await db()
        .update(intlApplications)
        .set({ offerExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(intlApplications.id, late.id));

      const second = roundOf(await preview(world));

      expect(second.Students.map((s) => [s.ApplicationId, s.PartnerId])).toEqual([
        [next.id, partnerOf(world, 0)],
      ]);
      expect((await stateOf(late))?.state).toBe('offer-declined');
      const logged = await db()
        .select()
        .from(intlApplicationActions)
        .where(eq(intlApplicationActions.applicationId, late.id));
      expect(logged.map((entry) => [entry.action, entry.actor])).toEqual([
        ['rank', 'portal'],
        ['allocate', 'portal'],
        ['expire-offer', 'portal'],
      ]);
    });

    it('leaves nobody waitlisted after a final round, and runs no round after it', async () => {
      const world = await closedProgram(2, 1);
      await applicant(world, 'A', [0]);
      await applicant(world, 'B', [0]);
      await applicant(world, 'C', [0, 1]);
      await applicant(world, 'D', [1]);
      roundOf(await rank(world));
      roundOf(await publish(roundOf(await preview(world)).RoundId));
      expect((await applicationsOf(world)).map((row) => row.state)).toEqual([
        'allocated',
        'waitlisted',
        'allocated',
        'waitlisted',
      ]);

      const final = roundOf(await preview(world, true));
      roundOf(await publish(final.RoundId));

      expect(final.Final).toBe(true);
      expect((await applicationsOf(world)).map((row) => row.state)).toEqual([
        'allocated',
        'not-selected',
        'allocated',
        'not-selected',
      ]);
      await expectWithinSeats(world, 1);
      const roundsBefore = await roundsOf(world);
      expect((await preview(world)).Status).toBe('409');
      expect(await roundsOf(world)).toEqual(roundsBefore);
    });

    it('is refused before the list is ranked, changing nothing', async () => {
      const world = await closedProgram(1, 1);
      const waiting = await applicant(world, 'A', [0]);

      expect((await preview(world)).Status).toBe('409');
      expect((await publish(2_000_000_000)).Status).toBe('404');
      expect(await roundsOf(world)).toEqual([]);
      expect(await stateOf(waiting)).toEqual(waiting);
    });
  });
});
