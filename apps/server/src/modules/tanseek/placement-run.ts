import { allocateSeats, rankApplicants } from '../../platform/allocation/allocation.js';
import type { Database } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { changeStudentProgram } from '../student/service.js';
import {
  lockRound,
  majorPlacements,
  replacePlacements,
  roundRankings,
  setOfferResult,
  updateRound,
} from './office-queries.js';
import { roundOffers } from './queries.js';
import { roundMoveTo } from './round-states.js';
import { placementFacts } from './student-facts.js';

/** A student whose program a publication changed: the route audits each. */
export interface MajorChange {
  studentId: number;
  fromProgramId: number;
  toProgramId: number;
}

export type RunOutcome = { kind: 'done'; roundId: number; changes: MajorChange[] } | Refused;

/**
 * PreviewRound: allocates a closed (or already previewed) round. Students with a saved ranking are ranked by
 * cumulative GPA (frozen now), ties by the round's seed, and placed by student-proposing deferred acceptance
 * within each offer's capacity (platform/allocation); the placements and each offer's cut-off GPA replace any
 * earlier preview. Students see nothing until it is published.
 */
export async function previewRound(
  db: Database,
  roundId: number,
  run: { now: Date; scale: GradeScale },
): Promise<RunOutcome> {
  return inTransaction(db, async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round) throw new RefusedInTransaction('404', say('tanseek.roundNotFound'));
    const to = roundMoveTo(round.state, 'preview');
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say(round.state === 'open' ? 'tanseek.office.allocateOpen' : 'tanseek.office.allocatePublished'),
      );
    const rankings = await roundRankings(tx, round.id);
    const gpaOf = new Map<number, number | null>();
    for (const { studentId } of rankings)
      gpaOf.set(studentId, (await placementFacts(tx, studentId, run.scale, run.now))?.gpa ?? null);
    const choicesOf = new Map(rankings.map((row) => [row.studentId, row.offerIds]));
    const ranked = rankApplicants(
      rankings.map(({ studentId }) => ({ id: studentId, gpa: gpaOf.get(studentId) ?? null })),
      round.seed,
    );
    const offers = await roundOffers(tx, round.id);
    const { assignment, cutOffs, filled } = allocateSeats(
      ranked.map(({ id, place }) => ({ id, place, choices: choicesOf.get(id) ?? [] })),
      new Map(offers.map(({ offer }) => [offer.id, offer.capacity])),
    );
    await replacePlacements(
      tx,
      round.id,
      ranked.map(({ id, gpa, place }) => ({
        roundId: round.id,
        studentId: id,
        gpa,
        place,
        offerId: assignment.get(id) ?? null,
      })),
    );
    const gpaAtPlace = new Map(ranked.map(({ place, gpa }) => [place, gpa]));
    for (const { offer } of offers) {
      const lastPlace = cutOffs.get(offer.id) ?? null;
      await setOfferResult(tx, offer.id, {
        filled: filled.get(offer.id) ?? 0,
        cutOffGpa: lastPlace === null ? null : (gpaAtPlace.get(lastPlace) ?? null),
      });
    }
    await updateRound(tx, round.id, { state: to, previewedAt: run.now, updatedAt: run.now });
    return { roundId: round.id, changes: [] };
  });
}

/**
 * PublishRound: the previewed placements become the students' results, and each student placed in a major
 * moves to its program (the student module's one write of a program). Once: a published round is final.
 */
export async function publishRound(
  db: Database,
  roundId: number,
  run: { now: Date; staffId: number },
): Promise<RunOutcome> {
  return inTransaction(db, async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round) throw new RefusedInTransaction('404', say('tanseek.roundNotFound'));
    const to = roundMoveTo(round.state, 'publish');
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say(
          round.state === 'published' ? 'tanseek.office.publishTwice' : 'tanseek.office.publishUnpreviewed',
        ),
      );
    const changes: MajorChange[] = [];
    for (const { studentId, programId } of await majorPlacements(tx, round.id)) {
      const from = await changeStudentProgram(tx, studentId, programId, run.now);
      if (from !== undefined && from !== programId)
        changes.push({ studentId, fromProgramId: from, toProgramId: programId });
    }
    await updateRound(tx, round.id, {
      state: to,
      publishedAt: run.now,
      publishedByStaffId: run.staffId,
      updatedAt: run.now,
    });
    return { roundId: round.id, changes };
  });
}

async function inTransaction(
  db: Database,
  work: (tx: Database) => Promise<{ roundId: number; changes: MajorChange[] }>,
): Promise<RunOutcome> {
  const outcome = await refusable(() => db.transaction((tx) => work(tx)));
  return outcome.kind === 'refused' ? outcome : { kind: 'done', ...outcome.value };
}
