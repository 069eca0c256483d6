import type { ApplicationState } from '@portal/contract';
import { and, asc, count, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { HOLDS_A_SEAT } from './application-states.js';
import {
  intlAllocationRounds,
  intlApplications,
  intlPartners,
  intlPrograms,
  intlProgramSeats,
  type IntlAllocationRoundRow,
} from './schema.js';

/** States a round gives seats to: the ranked list in round 1, the waiting list after. */
export const WAITING_FOR_A_SEAT: readonly ApplicationState[] = ['ranked', 'waitlisted'];

export async function programById(db: Database, programId: number) {
  const [program] = await db.select().from(intlPrograms).where(eq(intlPrograms.id, programId));
  return program;
}

/** The partners offering the program seats in the term, with their names. */
export async function termSeats(db: Database, programId: number, termId: number) {
  return db
    .select({
      partnerId: intlProgramSeats.partnerId,
      seats: intlProgramSeats.seats,
      nameEn: intlPartners.nameEn,
      nameAr: intlPartners.nameAr,
    })
    .from(intlProgramSeats)
    .innerJoin(intlPartners, eq(intlPartners.id, intlProgramSeats.partnerId))
    .where(and(eq(intlProgramSeats.programId, programId), eq(intlProgramSeats.termId, termId)))
    .orderBy(asc(intlProgramSeats.partnerId));
}

/** Seats taken per partner: offers out, accepted, and everything after. */
export async function heldSeats(
  db: Database,
  programId: number,
  termId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ partnerId: intlApplications.allocatedPartnerId, held: count() })
    .from(intlApplications)
    .where(
      and(
        eq(intlApplications.programId, programId),
        eq(intlApplications.termId, termId),
        inArray(intlApplications.state, HOLDS_A_SEAT),
        isNotNull(intlApplications.allocatedPartnerId),
      ),
    )
    .groupBy(intlApplications.allocatedPartnerId);
  return new Map(rows.flatMap((row) => (row.partnerId === null ? [] : [[row.partnerId, row.held]])));
}

/**
 * A program's applications of a term in some states, in ranking order, with their students' codes and names;
 * `lock`ed, no student's move can slip in between reading them and moving them.
 */
export async function termApplications(
  db: Database,
  programId: number,
  termId: number,
  states: readonly ApplicationState[],
  lock = false,
) {
  const query = db
    .select({
      id: intlApplications.id,
      studentId: intlApplications.studentId,
      state: intlApplications.state,
      version: intlApplications.version,
      partnerIds: intlApplications.partnerIds,
      rankPlace: intlApplications.rankPlace,
      rankedGpa: intlApplications.rankedGpa,
      studentCode: students.code,
      studentNameEn: students.nameEn,
    })
    .from(intlApplications)
    .innerJoin(students, eq(students.id, intlApplications.studentId))
    .where(
      and(
        eq(intlApplications.programId, programId),
        eq(intlApplications.termId, termId),
        inArray(intlApplications.state, states),
      ),
    )
    .orderBy(asc(intlApplications.rankPlace), asc(intlApplications.id));
  return lock ? query.for('update', { of: intlApplications }) : query;
}
export type TermApplication = Awaited<ReturnType<typeof termApplications>>[number];

/** Offers of the term not answered in time: they give their seats back before the next round. */
export async function lapsedOffers(db: Database, programId: number, termId: number, now: Date) {
  return db
    .select({ id: intlApplications.id })
    .from(intlApplications)
    .where(
      and(
        eq(intlApplications.programId, programId),
        eq(intlApplications.termId, termId),
        eq(intlApplications.state, 'allocated'),
        lt(intlApplications.offerExpiresAt, now),
      ),
    )
    .orderBy(asc(intlApplications.id));
}

/** The term's rounds, first first. */
export async function termRounds(db: Database, programId: number, termId: number) {
  return db
    .select()
    .from(intlAllocationRounds)
    .where(and(eq(intlAllocationRounds.programId, programId), eq(intlAllocationRounds.termId, termId)))
    .orderBy(asc(intlAllocationRounds.number));
}

/**
 * Round 1 of the term, locked: every write to the term's rounds takes this lock first, so two clerks'
 * previews and publishes of one term happen one after the other.
 */
export async function lockFirstRound(db: Database, programId: number, termId: number) {
  const [round] = await db
    .select()
    .from(intlAllocationRounds)
    .where(
      and(
        eq(intlAllocationRounds.programId, programId),
        eq(intlAllocationRounds.termId, termId),
        eq(intlAllocationRounds.number, 1),
      ),
    )
    .for('update');
  return round;
}

export async function roundById(db: Database, roundId: number): Promise<IntlAllocationRoundRow | undefined> {
  const [round] = await db.select().from(intlAllocationRounds).where(eq(intlAllocationRounds.id, roundId));
  return round;
}

/** A new round; undefined when the term already has a round of that number (ranked twice, two previews). */
export async function insertRound(db: Database, round: typeof intlAllocationRounds.$inferInsert) {
  const [inserted] = await db.insert(intlAllocationRounds).values(round).onConflictDoNothing().returning();
  return inserted;
}

export async function updateRound(
  db: Database,
  roundId: number,
  changes: Partial<
    Pick<
      IntlAllocationRoundRow,
      'final' | 'result' | 'inputsDigest' | 'publishedAt' | 'publishedByStaffId' | 'updatedAt'
    >
  >,
): Promise<IntlAllocationRoundRow> {
  const [updated] = await db
    .update(intlAllocationRounds)
    .set(changes)
    .where(eq(intlAllocationRounds.id, roundId))
    .returning();
  if (!updated) throw new Error(`Round ${String(roundId)} vanished under its lock`);
  return updated;
}
