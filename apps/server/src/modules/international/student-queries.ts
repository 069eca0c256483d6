import type { ProgramMode, ProgramPage } from '@portal/contract';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { HOLDS_A_SEAT } from './application-states.js';
import {
  intlApplicationActions,
  intlApplicationDocuments,
  intlApplications,
  intlModeDocuments,
  intlPartners,
  intlPrograms,
  intlProgramSeats,
  type NewIntlApplicationRow,
} from './schema.js';

/*
 * The student's side of applications, SQL only. Every query that finds an application or a file takes the student
 * and puts them in the `where` (another student's id finds nothing); writes take the id such a query found.
 */

export async function programById(db: Database, programId: number) {
  const [row] = await db.select().from(intlPrograms).where(eq(intlPrograms.id, programId));
  return row;
}

/** GetFacultyIntroText: the programs on offer on a page, opening soonest first (intl_programs_page_idx). */
export function programsOfPage(db: Database, pageName: ProgramPage) {
  return db
    .select()
    .from(intlPrograms)
    .where(and(eq(intlPrograms.pageName, pageName), eq(intlPrograms.active, true)))
    .orderBy(asc(intlPrograms.opensAt), asc(intlPrograms.id));
}

/** The student's applications to some programs: one each at most (intl_applications_student_program_idx). */
export function applicationsToPrograms(db: Database, studentId: number, programIds: readonly number[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: intlApplications.id, programId: intlApplications.programId })
    .from(intlApplications)
    .where(
      and(eq(intlApplications.studentId, studentId), inArray(intlApplications.programId, [...programIds])),
    );
}

export async function applicationOfStudent(db: Database, studentId: number, applicationId: number) {
  const [row] = await db
    .select()
    .from(intlApplications)
    .where(and(eq(intlApplications.id, applicationId), eq(intlApplications.studentId, studentId)));
  return row;
}

/** The application a client's key made (intl_applications_idempotency_idx). */
export async function applicationByKey(db: Database, studentId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(intlApplications)
    .where(
      and(eq(intlApplications.studentId, studentId), eq(intlApplications.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function insertApplication(db: Database, row: NewIntlApplicationRow) {
  const [created] = await db.insert(intlApplications).values(row).returning();
  if (!created) throw new Error('The application insert returned no row');
  return created;
}

/** A draft's (or returned application's) term and ranked partners changed; the version moves on. */
export async function changeChoices(
  db: Database,
  applicationId: number,
  choice: { termId: number; partnerIds: number[] },
  now: Date,
) {
  await db
    .update(intlApplications)
    .set({ ...choice, version: sql`${intlApplications.version} + 1`, updatedAt: now })
    .where(eq(intlApplications.id, applicationId));
}

/** GetAppliedSemesters: the terms a program has seats in, seats summed over its partners, earliest first. */
export function termsWithSeats(db: Database, programId: number) {
  return db
    .select({
      termId: terms.id,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      seats: sql<number>`sum(${intlProgramSeats.seats})::int`,
    })
    .from(intlProgramSeats)
    .innerJoin(terms, eq(terms.id, intlProgramSeats.termId))
    .where(eq(intlProgramSeats.programId, programId))
    .groupBy(terms.id)
    .having(sql`sum(${intlProgramSeats.seats}) > 0`)
    .orderBy(asc(terms.startsOn));
}

/** GetAppliedUniversities and the choices' check: the partners with seats in a program's term. */
export function partnersWithSeats(db: Database, programId: number, termId: number) {
  return db
    .select({ partner: intlPartners, seats: intlProgramSeats.seats })
    .from(intlProgramSeats)
    .innerJoin(intlPartners, eq(intlPartners.id, intlProgramSeats.partnerId))
    .where(
      and(
        eq(intlProgramSeats.programId, programId),
        eq(intlProgramSeats.termId, termId),
        gt(intlProgramSeats.seats, 0),
      ),
    )
    .orderBy(asc(intlPartners.nameEn));
}

/** Serialises the places of a program: whoever takes one holds its row until commit. */
export async function lockProgram(db: Database, programId: number) {
  await db
    .select({ id: intlPrograms.id })
    .from(intlPrograms)
    .where(eq(intlPrograms.id, programId))
    .for('update');
}

/** An `open` program's places left in a term: its seats less the applications holding one. */
export async function placesLeft(db: Database, programId: number, termId: number) {
  const [offered] = await db
    .select({ seats: sql<number>`coalesce(sum(${intlProgramSeats.seats}), 0)::int` })
    .from(intlProgramSeats)
    .where(and(eq(intlProgramSeats.programId, programId), eq(intlProgramSeats.termId, termId)));
  const [held] = await db
    .select({ seats: count() })
    .from(intlApplications)
    .where(
      and(
        eq(intlApplications.programId, programId),
        eq(intlApplications.termId, termId),
        inArray(intlApplications.state, [...HOLDS_A_SEAT]),
      ),
    );
  return (offered?.seats ?? 0) - (held?.seats ?? 0);
}

/** A mode's checklist; a mode the office never gave one asks for nothing. */
export async function modeChecklist(db: Database, mode: ProgramMode) {
  const [row] = await db.select().from(intlModeDocuments).where(eq(intlModeDocuments.mode, mode));
  return row?.documents ?? [];
}

/** One file of the student's own applications (GetDocumentParesdBytes). */
export async function documentOfStudent(db: Database, studentId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(intlApplicationDocuments)
    .where(
      and(eq(intlApplicationDocuments.id, documentId), eq(intlApplicationDocuments.studentId, studentId)),
    );
  return row;
}

/** The files of the student's application, oldest first. */
export function documentsOfApplication(db: Database, studentId: number, applicationId: number) {
  return db
    .select()
    .from(intlApplicationDocuments)
    .where(
      and(
        eq(intlApplicationDocuments.applicationId, applicationId),
        eq(intlApplicationDocuments.studentId, studentId),
      ),
    )
    .orderBy(asc(intlApplicationDocuments.uploadedAt), asc(intlApplicationDocuments.id));
}

/** Files of an application stored, each logged `document-uploaded` under the student. */
export async function insertDocuments(
  db: Database,
  applicationId: number,
  rows: (typeof intlApplicationDocuments.$inferInsert)[],
  now: Date,
) {
  const saved = await db.insert(intlApplicationDocuments).values(rows).returning();
  await db.insert(intlApplicationActions).values(
    saved.map((document) => ({
      applicationId,
      at: now,
      action: 'document-uploaded',
      actor: 'student' as const,
      comment: document.originalName,
    })),
  );
  return saved;
}
