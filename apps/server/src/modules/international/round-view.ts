import { APPLICATION_STATES, type AllocationRound } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { programById, termApplications, termRounds, termSeats, WAITING_FOR_A_SEAT } from './round-queries.js';
import type { IntlAllocationRoundRow } from './schema.js';

/**
 * A round as the office reads it. Its students are those the round allocated among (its result); a round
 * with no result yet (just ranked) shows the list waiting, all without a seat. A partner's Seats are what it
 * offers the term, Filled and the cut-off what this round gave.
 */
export async function roundView(db: Database, round: IntlAllocationRoundRow): Promise<AllocationRound> {
  const allocated = Object.keys(round.result).length > 0;
  const [seats, applications] = await independentReads(db, [
    () => termSeats(db, round.programId, round.termId),
    () =>
      termApplications(
        db,
        round.programId,
        round.termId,
        allocated ? APPLICATION_STATES : WAITING_FOR_A_SEAT,
      ),
  ]);
  const students = applications
    .filter((application) => !allocated || String(application.id) in round.result)
    .map((application) => {
      const partnerId = round.result[String(application.id)] ?? null;
      const choice = partnerId === null ? -1 : application.partnerIds.indexOf(partnerId);
      return {
        ApplicationId: application.id,
        StudentCode: application.studentCode,
        StudentNameEn: application.studentNameEn,
        Place: application.rankPlace ?? 0,
        Gpa: application.rankedGpa,
        PartnerId: partnerId,
        ChoiceRank: choice === -1 ? null : choice + 1,
      };
    });
  return {
    RoundId: round.id,
    ProgramId: round.programId,
    TermId: round.termId,
    Number: round.number,
    Seed: round.seed,
    PublishedAt: round.publishedAt?.toISOString() ?? null,
    Final: round.final,
    Allocated: allocated,
    Partners: seats.map((seat) => {
      const places = students.filter((student) => student.PartnerId === seat.partnerId).map((s) => s.Place);
      return {
        PartnerId: seat.partnerId,
        NameEn: seat.nameEn,
        NameAr: seat.nameAr,
        Seats: seat.seats,
        Filled: places.length,
        CutOffPlace: places.length === 0 ? null : Math.max(...places),
      };
    }),
    Students: students,
  };
}

/** The term's rounds as the office reads them, first first; null when there is no such program. */
export async function termRoundViews(
  db: Database,
  programId: number,
  termId: number,
): Promise<AllocationRound[] | null> {
  if (!(await programById(db, programId))) return null;
  const rounds = await termRounds(db, programId, termId);
  return Promise.all(rounds.map((round) => roundView(db, round)));
}
