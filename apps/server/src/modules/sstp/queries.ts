import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import {
  sstpApplicationLog,
  sstpApplications,
  sstpCategories,
  sstpCycles,
  sstpLanguages,
  sstpLevels,
  sstpOffers,
  sstpOrganizations,
  sstpPrograms,
  type SstpApplicationRow,
} from './schema.js';

/*
 * SSTP's SQL for the student's calls. The student's rows (applications and their log) are read and written with
 * the student in every `where`; the catalogue, cycles and offers are the same for every student.
 */

export const allLanguages = (db: Database) => db.select().from(sstpLanguages).orderBy(asc(sstpLanguages.id));
export const allLevels = (db: Database) =>
  db.select().from(sstpLevels).orderBy(asc(sstpLevels.minStudyLevel), asc(sstpLevels.id));
export const allCategories = (db: Database) =>
  db.select().from(sstpCategories).orderBy(asc(sstpCategories.id));

/** The training programs offered to a faculty (sstp_programs_faculty_idx). */
export const facultyPrograms = (db: Database, facultyId: number) =>
  db.select().from(sstpPrograms).where(eq(sstpPrograms.facultyId, facultyId)).orderBy(asc(sstpPrograms.code));

export async function programById(db: Database, programId: number) {
  const [row] = await db.select().from(sstpPrograms).where(eq(sstpPrograms.id, programId));
  return row;
}
export async function levelById(db: Database, levelId: number) {
  const [row] = await db.select().from(sstpLevels).where(eq(sstpLevels.id, levelId));
  return row;
}
export async function languageById(db: Database, languageId: number) {
  const [row] = await db.select().from(sstpLanguages).where(eq(sstpLanguages.id, languageId));
  return row;
}

/** What a cycle is shown with: its term's names and dates. */
export const CYCLE_WITH_TERM = {
  cycle: sstpCycles,
  termNameEn: terms.nameEn,
  termNameAr: terms.nameAr,
  termStartsOn: terms.startsOn,
  termEndsOn: terms.endsOn,
};

export async function cycleWithTerm(db: Database, cycleId: number) {
  const [row] = await db
    .select(CYCLE_WITH_TERM)
    .from(sstpCycles)
    .innerJoin(terms, eq(terms.id, sstpCycles.termId))
    .where(eq(sstpCycles.id, cycleId));
  return row;
}
export type CycleWithTerm = NonNullable<Awaited<ReturnType<typeof cycleWithTerm>>>;

/** The latest cycle: the latest term's. */
export async function latestCycle(db: Database) {
  const [row] = await db
    .select(CYCLE_WITH_TERM)
    .from(sstpCycles)
    .innerJoin(terms, eq(terms.id, sstpCycles.termId))
    .orderBy(desc(terms.startsOn))
    .limit(1);
  return row;
}

/** A cycle's state, share-locked until the transaction ends: the office's moves wait for the saves reading it. */
export async function cycleStateShared(db: Database, cycleId: number) {
  const [row] = await db
    .select({ state: sstpCycles.state })
    .from(sstpCycles)
    .where(eq(sstpCycles.id, cycleId))
    .for('share');
  return row?.state;
}

/** A cycle's offers of one program and level, with their organisations, by name (sstp_offers_key_idx). */
export async function programOffers(db: Database, cycleId: number, programId: number, levelId: number) {
  return db
    .select({ offer: sstpOffers, organization: sstpOrganizations })
    .from(sstpOffers)
    .innerJoin(sstpOrganizations, eq(sstpOrganizations.id, sstpOffers.organizationId))
    .where(
      and(
        eq(sstpOffers.cycleId, cycleId),
        eq(sstpOffers.programId, programId),
        eq(sstpOffers.levelId, levelId),
      ),
    )
    .orderBy(asc(sstpOrganizations.nameEn));
}
export type OfferWithOrganization = Awaited<ReturnType<typeof programOffers>>[number];

/** The student's active record: what eligibility reads. */
export async function studentFacts(db: Database, studentId: number) {
  const [row] = await db
    .select({
      studentId: students.id,
      status: students.status,
      facultyId: students.facultyId,
      level: students.level,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}
export type StudentFacts = NonNullable<Awaited<ReturnType<typeof studentFacts>>>;

export async function studentApplication(db: Database, studentId: number, cycleId: number) {
  const [row] = await db
    .select()
    .from(sstpApplications)
    .where(and(eq(sstpApplications.studentId, studentId), eq(sstpApplications.cycleId, cycleId)));
  return row;
}

/** One of the student's applications, locked until the transaction ends when asked: their moves queue. */
export async function studentApplicationById(
  db: Database,
  studentId: number,
  applicationId: number,
  lock = false,
): Promise<SstpApplicationRow | undefined> {
  const query = db
    .select()
    .from(sstpApplications)
    .where(and(eq(sstpApplications.studentId, studentId), eq(sstpApplications.id, applicationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The student's application of a cycle, locked for update: two taps of Save run one after the other. */
export async function lockStudentApplication(db: Database, studentId: number, cycleId: number) {
  const [row] = await db
    .select()
    .from(sstpApplications)
    .where(and(eq(sstpApplications.studentId, studentId), eq(sstpApplications.cycleId, cycleId)))
    .for('update');
  return row;
}

/** A first draft; undefined when the student's application of the cycle was made meanwhile. */
export async function insertApplication(db: Database, row: typeof sstpApplications.$inferInsert) {
  const [inserted] = await db.insert(sstpApplications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateStudentApplication(
  db: Database,
  studentId: number,
  applicationId: number,
  changes: Partial<typeof sstpApplications.$inferInsert>,
): Promise<void> {
  await db
    .update(sstpApplications)
    .set(changes)
    .where(and(eq(sstpApplications.studentId, studentId), eq(sstpApplications.id, applicationId)));
}

/** One line of an application's history. */
export async function logApplication(
  db: Database,
  entry: { applicationId: number; action: string; state: SstpApplicationRow['state']; at: Date },
): Promise<void> {
  await db.insert(sstpApplicationLog).values(entry);
}

/** The student's application's history, newest first (sstp_application_log_application_idx). */
export async function studentApplicationLog(db: Database, studentId: number, applicationId: number) {
  return db
    .select({ action: sstpApplicationLog.action, state: sstpApplicationLog.state, at: sstpApplicationLog.at })
    .from(sstpApplicationLog)
    .innerJoin(sstpApplications, eq(sstpApplications.id, sstpApplicationLog.applicationId))
    .where(
      and(eq(sstpApplications.studentId, studentId), eq(sstpApplicationLog.applicationId, applicationId)),
    )
    .orderBy(desc(sstpApplicationLog.at), desc(sstpApplicationLog.id));
}

/** Of `offerIds`, those of the cycle for the program and level. */
export async function offerIdsOf(
  db: Database,
  cycle: { cycleId: number; programId: number; levelId: number },
  offerIds: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: sstpOffers.id })
    .from(sstpOffers)
    .where(
      and(
        eq(sstpOffers.cycleId, cycle.cycleId),
        eq(sstpOffers.programId, cycle.programId),
        eq(sstpOffers.levelId, cycle.levelId),
        inArray(sstpOffers.id, offerIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
