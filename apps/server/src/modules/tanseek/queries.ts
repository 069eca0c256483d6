import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs, terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import {
  tanseekChoiceSaves,
  tanseekChoices,
  tanseekOffers,
  tanseekPlacements,
  tanseekRounds,
  type TanseekRoundRow,
} from './schema.js';

/*
 * Tanseek's SQL. The student's rows (choices, saves, placements) are read with the student in every `where`;
 * rounds and offers are the faculty's, the same for every student of it.
 */

/** What a round is shown with: its term's and faculty's names. */
export const ROUND_WITH_NAMES = {
  round: tanseekRounds,
  termNameEn: terms.nameEn,
  termNameAr: terms.nameAr,
  facultyNameEn: faculties.nameEn,
  facultyNameAr: faculties.nameAr,
};

/** A round with its term's and faculty's names. */
export async function roundWithTerm(db: Database, roundId: number) {
  const [row] = await db
    .select(ROUND_WITH_NAMES)
    .from(tanseekRounds)
    .innerJoin(terms, eq(terms.id, tanseekRounds.termId))
    .innerJoin(faculties, eq(faculties.id, tanseekRounds.facultyId))
    .where(eq(tanseekRounds.id, roundId));
  return row;
}
export type RoundWithTerm = NonNullable<Awaited<ReturnType<typeof roundWithTerm>>>;

/** A round's state, share-locked until the transaction ends: the office's moves wait for the saves reading it. */
export async function roundStateShared(db: Database, roundId: number) {
  const [row] = await db
    .select({ state: tanseekRounds.state })
    .from(tanseekRounds)
    .where(eq(tanseekRounds.id, roundId))
    .for('share');
  return row?.state;
}

/** The faculty's latest round: the latest term's, its highest number. */
export async function latestFacultyRound(db: Database, facultyId: number) {
  const [row] = await db
    .select(ROUND_WITH_NAMES)
    .from(tanseekRounds)
    .innerJoin(terms, eq(terms.id, tanseekRounds.termId))
    .innerJoin(faculties, eq(faculties.id, tanseekRounds.facultyId))
    .where(eq(tanseekRounds.facultyId, facultyId))
    .orderBy(desc(terms.startsOn), desc(tanseekRounds.number))
    .limit(1);
  return row;
}

/** A round's offers with their programs' names, majors first then by code. */
export async function roundOffers(db: Database, roundId: number) {
  return db
    .select({
      offer: tanseekOffers,
      programCode: programs.code,
      nameEn: programs.nameEn,
      nameAr: programs.nameAr,
    })
    .from(tanseekOffers)
    .innerJoin(programs, eq(programs.id, tanseekOffers.programId))
    .where(eq(tanseekOffers.roundId, roundId))
    .orderBy(asc(tanseekOffers.kind), asc(programs.code));
}
export type OfferWithProgram = Awaited<ReturnType<typeof roundOffers>>[number];

export async function studentChoices(db: Database, studentId: number, roundId: number) {
  const [row] = await db
    .select()
    .from(tanseekChoices)
    .where(and(eq(tanseekChoices.studentId, studentId), eq(tanseekChoices.roundId, roundId)));
  return row;
}

/** The student's log of a round, newest first. */
export async function studentSaves(db: Database, studentId: number, roundId: number) {
  return db
    .select({ offerIds: tanseekChoiceSaves.offerIds, savedAt: tanseekChoiceSaves.savedAt })
    .from(tanseekChoiceSaves)
    .where(and(eq(tanseekChoiceSaves.studentId, studentId), eq(tanseekChoiceSaves.roundId, roundId)))
    .orderBy(desc(tanseekChoiceSaves.savedAt), desc(tanseekChoiceSaves.id));
}

/**
 * The student's ranking in force, locked until the transaction ends (a first save inserts an empty one to
 * lock): two taps of Save run one after the other, and the second sees what the first saved.
 */
export async function lockChoices(db: Database, studentId: number, roundId: number, now: Date) {
  const where = and(eq(tanseekChoices.studentId, studentId), eq(tanseekChoices.roundId, roundId));
  await db
    .insert(tanseekChoices)
    .values({ roundId, studentId, offerIds: [], savedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(tanseekChoices).where(where).for('update');
  if (!row) throw new Error(`The choices of student ${String(studentId)} vanished under their lock`);
  return row;
}

/** The ranking in force becomes `offerIds`, and the save goes into the student's log. */
export async function saveChoices(
  db: Database,
  studentId: number,
  roundId: number,
  offerIds: number[],
  savedAt: Date,
): Promise<void> {
  await db
    .update(tanseekChoices)
    .set({ offerIds, savedAt })
    .where(and(eq(tanseekChoices.studentId, studentId), eq(tanseekChoices.roundId, roundId)));
  await db.insert(tanseekChoiceSaves).values({ roundId, studentId, offerIds, savedAt });
}

/** The student's placement in their latest published round, with that round. */
export async function studentPublishedPlacement(db: Database, studentId: number) {
  const [row] = await db
    .select({ placement: tanseekPlacements, round: tanseekRounds })
    .from(tanseekPlacements)
    .innerJoin(tanseekRounds, eq(tanseekRounds.id, tanseekPlacements.roundId))
    .where(and(eq(tanseekPlacements.studentId, studentId), isNotNull(tanseekRounds.publishedAt)))
    .orderBy(desc(tanseekRounds.publishedAt))
    .limit(1);
  return row;
}

/** The student's placement into a minor in a published round, if any, with the minor's program. */
export async function studentPublishedMinor(db: Database, studentId: number) {
  const [row] = await db
    .select({ programId: programs.id, code: programs.code, nameEn: programs.nameEn, nameAr: programs.nameAr })
    .from(tanseekPlacements)
    .innerJoin(tanseekRounds, eq(tanseekRounds.id, tanseekPlacements.roundId))
    .innerJoin(tanseekOffers, eq(tanseekOffers.id, tanseekPlacements.offerId))
    .innerJoin(programs, eq(programs.id, tanseekOffers.programId))
    .where(
      and(
        eq(tanseekPlacements.studentId, studentId),
        isNotNull(tanseekRounds.publishedAt),
        eq(tanseekOffers.kind, 'minor'),
      ),
    )
    .orderBy(desc(tanseekRounds.publishedAt))
    .limit(1);
  return row;
}

/** Whether an earlier published round of the same faculty and term placed the student. */
export async function placedBefore(db: Database, studentId: number, round: TanseekRoundRow) {
  const [row] = await db
    .select({ roundId: tanseekPlacements.roundId })
    .from(tanseekPlacements)
    .innerJoin(tanseekRounds, eq(tanseekRounds.id, tanseekPlacements.roundId))
    .where(
      and(
        eq(tanseekPlacements.studentId, studentId),
        isNotNull(tanseekPlacements.offerId),
        isNotNull(tanseekRounds.publishedAt),
        eq(tanseekRounds.facultyId, round.facultyId),
        eq(tanseekRounds.termId, round.termId),
        lt(tanseekRounds.number, round.number),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The student's faculty and major (their program) with its names. */
export async function studentMajor(db: Database, studentId: number) {
  const [row] = await db
    .select({
      facultyId: students.facultyId,
      programId: programs.id,
      code: programs.code,
      nameEn: programs.nameEn,
      nameAr: programs.nameAr,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .where(eq(students.id, studentId));
  return row;
}

/** The programs a round of the faculty has offered as a major, in any state (tanseek_offers by round). */
export async function facultyMajorOfferPrograms(db: Database, facultyId: number) {
  return db
    .selectDistinct({ programId: tanseekOffers.programId })
    .from(tanseekOffers)
    .innerJoin(tanseekRounds, eq(tanseekRounds.id, tanseekOffers.roundId))
    .where(and(eq(tanseekRounds.facultyId, facultyId), eq(tanseekOffers.kind, 'major')));
}
