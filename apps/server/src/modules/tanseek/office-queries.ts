import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs, terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import {
  tanseekChoices,
  tanseekOffers,
  tanseekPlacements,
  tanseekRounds,
  type TanseekRoundRow,
} from './schema.js';
import { ROUND_WITH_NAMES } from './queries.js';

/*
 * The placement office's SQL: any faculty's rounds, every student's rankings and placements. Staff routes only
 * (the placement-office role).
 */

/** Every round with its term's names, newest term first. */
export async function allRounds(db: Database) {
  return db
    .select(ROUND_WITH_NAMES)
    .from(tanseekRounds)
    .innerJoin(terms, eq(terms.id, tanseekRounds.termId))
    .innerJoin(faculties, eq(faculties.id, tanseekRounds.facultyId))
    .orderBy(desc(terms.startsOn), desc(tanseekRounds.facultyId), desc(tanseekRounds.number));
}

/** Per round: students with a saved ranking. */
export async function savedCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ roundId: tanseekChoices.roundId, saved: count() })
    .from(tanseekChoices)
    .where(sql`cardinality(${tanseekChoices.offerIds}) > 0`)
    .groupBy(tanseekChoices.roundId);
  return new Map(rows.map((row) => [row.roundId, row.saved]));
}

/** Per round: students the allocation placed, and those it left without a major. */
export async function placementCounts(db: Database) {
  const rows = await db
    .select({
      roundId: tanseekPlacements.roundId,
      placed: sql<number>`count(${tanseekPlacements.offerId})::int`,
      total: count(),
    })
    .from(tanseekPlacements)
    .groupBy(tanseekPlacements.roundId);
  return new Map(rows.map((row) => [row.roundId, { placed: row.placed, notPlaced: row.total - row.placed }]));
}

/** The terms a round may be for, latest first. */
export async function termChoices(db: Database) {
  return db
    .select({ id: terms.id, nameEn: terms.nameEn, nameAr: terms.nameAr })
    .from(terms)
    .orderBy(desc(terms.startsOn));
}

export async function facultyExists(db: Database, facultyId: number) {
  const [row] = await db.select({ id: faculties.id }).from(faculties).where(eq(faculties.id, facultyId));
  return row !== undefined;
}

export async function termExists(db: Database, termId: number) {
  const [row] = await db.select({ id: terms.id }).from(terms).where(eq(terms.id, termId));
  return row !== undefined;
}

/** Of `programIds`, those of the faculty. */
export async function facultyProgramIds(db: Database, facultyId: number, programIds: number[]) {
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.facultyId, facultyId), inArray(programs.id, programIds)));
  return new Set(rows.map((row) => row.id));
}

/** The round, locked for update: the office's moves and edits of one round happen one after the other. */
export async function lockRound(db: Database, roundId: number): Promise<TanseekRoundRow | undefined> {
  const [round] = await db.select().from(tanseekRounds).where(eq(tanseekRounds.id, roundId)).for('update');
  return round;
}

/** A new round; undefined when the faculty already has a round of that number in the term. */
export async function insertRound(db: Database, round: typeof tanseekRounds.$inferInsert) {
  const [inserted] = await db.insert(tanseekRounds).values(round).onConflictDoNothing().returning();
  return inserted;
}

export async function updateRound(
  db: Database,
  roundId: number,
  changes: Partial<typeof tanseekRounds.$inferInsert>,
): Promise<void> {
  await db.update(tanseekRounds).set(changes).where(eq(tanseekRounds.id, roundId));
}

/** Whether another round of the faculty and term has the number. */
export async function roundNumberTaken(
  db: Database,
  round: { facultyId: number; termId: number; number: number },
  exceptRoundId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tanseekRounds.id })
    .from(tanseekRounds)
    .where(
      and(
        eq(tanseekRounds.facultyId, round.facultyId),
        eq(tanseekRounds.termId, round.termId),
        eq(tanseekRounds.number, round.number),
        ne(tanseekRounds.id, exceptRoundId),
      ),
    );
  return row !== undefined;
}

/** The students' saved rankings of a round (not the empty ones). */
export async function roundRankings(db: Database, roundId: number) {
  return db
    .select({ studentId: tanseekChoices.studentId, offerIds: tanseekChoices.offerIds })
    .from(tanseekChoices)
    .where(and(eq(tanseekChoices.roundId, roundId), sql`cardinality(${tanseekChoices.offerIds}) > 0`))
    .orderBy(tanseekChoices.studentId);
}

/** Offer ids of the round that some student has ranked. */
export async function rankedOfferIds(db: Database, roundId: number): Promise<Set<number>> {
  const rows = await db
    .select({ offerId: sql<number>`unnest(${tanseekChoices.offerIds})` })
    .from(tanseekChoices)
    .where(eq(tanseekChoices.roundId, roundId));
  return new Set(rows.map((row) => row.offerId));
}

export async function replacePlacements(
  db: Database,
  roundId: number,
  rows: (typeof tanseekPlacements.$inferInsert)[],
): Promise<void> {
  await db.delete(tanseekPlacements).where(eq(tanseekPlacements.roundId, roundId));
  // Batches keep each statement's parameters well under PostgreSQL's limit of 65,535.
  for (let at = 0; at < rows.length; at += 5_000)
    await db.insert(tanseekPlacements).values(rows.slice(at, at + 5_000));
}

export async function setOfferResult(
  db: Database,
  offerId: number,
  result: { filled: number; cutOffGpa: number | null },
): Promise<void> {
  await db.update(tanseekOffers).set(result).where(eq(tanseekOffers.id, offerId));
}

/** The round's placements into majors, with the major's program: what publishing writes to the records. */
export async function majorPlacements(db: Database, roundId: number) {
  return db
    .select({ studentId: tanseekPlacements.studentId, programId: tanseekOffers.programId })
    .from(tanseekPlacements)
    .innerJoin(tanseekOffers, eq(tanseekOffers.id, tanseekPlacements.offerId))
    .where(and(eq(tanseekPlacements.roundId, roundId), eq(tanseekOffers.kind, 'major')))
    .orderBy(tanseekPlacements.place);
}

/** The round's placements for the CSV, in ranking order, with students' codes and names and the offers'. */
export async function placementRows(db: Database, roundId: number) {
  return db
    .select({
      place: tanseekPlacements.place,
      gpa: tanseekPlacements.gpa,
      code: students.code,
      nameEn: students.nameEn,
      programCode: programs.code,
      kind: tanseekOffers.kind,
    })
    .from(tanseekPlacements)
    .innerJoin(students, eq(students.id, tanseekPlacements.studentId))
    .leftJoin(tanseekOffers, eq(tanseekOffers.id, tanseekPlacements.offerId))
    .leftJoin(programs, eq(programs.id, tanseekOffers.programId))
    .where(eq(tanseekPlacements.roundId, roundId))
    .orderBy(tanseekPlacements.place);
}

/** The round's offers become `offers`: kept ones (same program and kind) updated, new ones added, others gone. */
export async function replaceOffers(
  db: Database,
  roundId: number,
  offers: Omit<typeof tanseekOffers.$inferInsert, 'roundId'>[],
): Promise<void> {
  const existing = await db.select().from(tanseekOffers).where(eq(tanseekOffers.roundId, roundId));
  const keyOf = (offer: { programId: number; kind: string }) => `${offer.kind}:${String(offer.programId)}`;
  const wanted = new Map(offers.map((offer) => [keyOf(offer), offer]));
  const gone = existing.filter((offer) => !wanted.has(keyOf(offer))).map((offer) => offer.id);
  if (gone.length > 0) await db.delete(tanseekOffers).where(inArray(tanseekOffers.id, gone));
  for (const offer of offers) {
    const kept = existing.find((row) => keyOf(row) === keyOf(offer));
    if (kept) await db.update(tanseekOffers).set(offer).where(eq(tanseekOffers.id, kept.id));
    else await db.insert(tanseekOffers).values({ ...offer, roundId });
  }
}
