import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { sstpApplications, sstpCycles, sstpOffers, sstpOrganizations, type SstpCycleRow } from './schema.js';
import { CYCLE_WITH_TERM } from './queries.js';

/*
 * The training office's SQL: every cycle, every student's application. Staff routes only (the training-office
 * role).
 */

/** Every cycle with its term, newest term first. */
export async function allCycles(db: Database) {
  return db
    .select(CYCLE_WITH_TERM)
    .from(sstpCycles)
    .innerJoin(terms, eq(terms.id, sstpCycles.termId))
    .orderBy(desc(terms.startsOn));
}

/** Per cycle and state: how many applications (sstp_applications_cycle_idx). */
export async function applicationCounts(db: Database, cycleId: number) {
  const rows = await db
    .select({ state: sstpApplications.state, count: count() })
    .from(sstpApplications)
    .where(eq(sstpApplications.cycleId, cycleId))
    .groupBy(sstpApplications.state);
  return new Map(rows.map((row) => [row.state, row.count]));
}

/** A cycle's offers with their organisations' names. */
export async function cycleOffers(db: Database, cycleId: number) {
  return db
    .select({ offer: sstpOffers, nameEn: sstpOrganizations.nameEn, nameAr: sstpOrganizations.nameAr })
    .from(sstpOffers)
    .innerJoin(sstpOrganizations, eq(sstpOrganizations.id, sstpOffers.organizationId))
    .where(eq(sstpOffers.cycleId, cycleId))
    .orderBy(asc(sstpOffers.programId), asc(sstpOffers.levelId), asc(sstpOrganizations.nameEn));
}

export const termChoices = (db: Database) =>
  db
    .select({ id: terms.id, nameEn: terms.nameEn, nameAr: terms.nameAr })
    .from(terms)
    .orderBy(desc(terms.startsOn));

export async function termById(db: Database, termId: number) {
  const [row] = await db.select().from(terms).where(eq(terms.id, termId));
  return row;
}

export const allOrganizations = (db: Database) =>
  db.select().from(sstpOrganizations).orderBy(asc(sstpOrganizations.nameEn));

/** The cycle, locked for update: the office's moves and edits of one cycle happen one after the other. */
export async function lockCycle(db: Database, cycleId: number): Promise<SstpCycleRow | undefined> {
  const [cycle] = await db.select().from(sstpCycles).where(eq(sstpCycles.id, cycleId)).for('update');
  return cycle;
}

/** A new cycle; undefined when the term already has one. */
export async function insertCycle(db: Database, cycle: typeof sstpCycles.$inferInsert) {
  const [inserted] = await db.insert(sstpCycles).values(cycle).onConflictDoNothing().returning();
  return inserted;
}

export async function updateCycle(
  db: Database,
  cycleId: number,
  changes: Partial<typeof sstpCycles.$inferInsert>,
): Promise<void> {
  await db.update(sstpCycles).set(changes).where(eq(sstpCycles.id, cycleId));
}

/** Whether another cycle is of the term. */
export async function termTaken(db: Database, termId: number, exceptCycleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sstpCycles.id })
    .from(sstpCycles)
    .where(and(eq(sstpCycles.termId, termId), ne(sstpCycles.id, exceptCycleId)));
  return row !== undefined;
}

/** Offer ids of the cycle that some application has ranked. */
export async function chosenOfferIds(db: Database, cycleId: number): Promise<Set<number>> {
  const rows = await db
    .select({ offerId: sql<number>`unnest(${sstpApplications.offerIds})` })
    .from(sstpApplications)
    .where(eq(sstpApplications.cycleId, cycleId));
  return new Set(rows.map((row) => row.offerId));
}

type OfferFields = Omit<typeof sstpOffers.$inferInsert, 'cycleId' | 'id' | 'filled'>;
/** What makes an offer one: its organisation, program and level (sstp_offers_key_idx within a cycle). */
export const offerKey = (offer: { organizationId: number; programId: number; levelId: number }) =>
  `${String(offer.organizationId)}:${String(offer.programId)}:${String(offer.levelId)}`;

/** The cycle's offers become `offers`: kept ones (same organisation, program, level) updated, new ones added. */
export async function replaceOffers(db: Database, cycleId: number, offers: OfferFields[]): Promise<void> {
  const existing = await db.select().from(sstpOffers).where(eq(sstpOffers.cycleId, cycleId));
  const wanted = new Map(offers.map((offer) => [offerKey(offer), offer]));
  const gone = existing.filter((offer) => !wanted.has(offerKey(offer))).map((offer) => offer.id);
  if (gone.length > 0) await db.delete(sstpOffers).where(inArray(sstpOffers.id, gone));
  for (const offer of offers) {
    const kept = existing.find((row) => offerKey(row) === offerKey(offer));
    if (kept) await db.update(sstpOffers).set(offer).where(eq(sstpOffers.id, kept.id));
    else await db.insert(sstpOffers).values({ ...offer, cycleId });
  }
}

/** A cycle's submitted applications: what the allocation places. */
export async function submittedApplications(db: Database, cycleId: number) {
  return db
    .select()
    .from(sstpApplications)
    .where(and(eq(sstpApplications.cycleId, cycleId), eq(sstpApplications.state, 'submitted')))
    .orderBy(asc(sstpApplications.id));
}

export async function updateApplication(
  db: Database,
  applicationId: number,
  changes: Partial<typeof sstpApplications.$inferInsert>,
): Promise<void> {
  await db.update(sstpApplications).set(changes).where(eq(sstpApplications.id, applicationId));
}

export async function lockApplication(db: Database, applicationId: number) {
  const [row] = await db
    .select()
    .from(sstpApplications)
    .where(eq(sstpApplications.id, applicationId))
    .for('update');
  return row;
}

export async function setOfferFilled(db: Database, offerId: number, filled: number): Promise<void> {
  await db.update(sstpOffers).set({ filled }).where(eq(sstpOffers.id, offerId));
}

/** A cycle's applications with their students, best-ranked first once previewed. */
export async function cycleApplications(db: Database, cycleId: number, applicationId?: number) {
  return db
    .select({
      application: sstpApplications,
      code: students.code,
      nameEn: students.nameEn,
      nameAr: students.nameAr,
    })
    .from(sstpApplications)
    .innerJoin(students, eq(students.id, sstpApplications.studentId))
    .where(
      and(
        eq(sstpApplications.cycleId, cycleId),
        applicationId === undefined ? undefined : eq(sstpApplications.id, applicationId),
      ),
    )
    .orderBy(sql`${sstpApplications.place} asc nulls last`, asc(students.code));
}
export type ApplicationWithStudent = Awaited<ReturnType<typeof cycleApplications>>[number];
