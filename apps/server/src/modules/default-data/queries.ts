import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { faculties, programs, termWindows, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { studentBlocks, type BlockScope } from './schema.js';
import { inCurrentTerm, isCurrentTerm } from '../academic/current-term.js';

/** Blocks of `scope` in force at `now`: started, and not yet ended. */
function blockInForce(scope: BlockScope, now: Date) {
  return and(
    eq(studentBlocks.scope, scope),
    lte(studentBlocks.startsAt, now),
    or(isNull(studentBlocks.endsAt), gt(studentBlocks.endsAt, now)),
  );
}

/**
 * The student's profile in one row: primary keys of students, faculties, programs and terms.
 */
export async function studentProfile(db: Database, studentId: number) {
  const statement = prepared(db, 'default-data.student-profile', (db, name) =>
    db
      .select({
        id: students.id,
        code: students.code,
        email: students.email,
        nameEn: students.nameEn,
        nameAr: students.nameAr,
        level: students.level,
        standing: students.standing,
        status: students.status,
        facultyId: faculties.id,
        facultyCode: faculties.code,
        facultyEn: faculties.nameEn,
        facultyAr: faculties.nameAr,
        programId: programs.id,
        programCode: programs.code,
        programEn: programs.nameEn,
        programAr: programs.nameAr,
        admittedCode: terms.code,
        admittedEn: terms.nameEn,
        admittedAr: terms.nameAr,
      })
      .from(students)
      .innerJoin(faculties, eq(faculties.id, students.facultyId))
      .innerJoin(programs, eq(programs.id, students.programId))
      .innerJoin(terms, eq(terms.id, students.admittedTermId))
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  );
  const rows = await statement.execute({ studentId });
  return rows[0];
}

/**
 * What decides whether (and which) menu a student gets, in one row: the student (primary key) and the
 * longest-lasting portal block in force (student_blocks_student_idx).
 */
export async function portalStanding(db: Database, studentId: number, now: Date) {
  const block = db
    .select({
      reason: studentBlocks.reason,
      startsAt: studentBlocks.startsAt,
      endsAt: studentBlocks.endsAt,
    })
    .from(studentBlocks)
    .where(and(eq(studentBlocks.studentId, studentId), blockInForce('portal', now)))
    .orderBy(sql`${studentBlocks.endsAt} desc nulls first`)
    .limit(1)
    .as('block');
  const rows = await db
    .select({
      status: students.status,
      facultyId: students.facultyId,
      programId: students.programId,
      level: students.level,
      standing: students.standing,
      blockReason: block.reason,
      blockStartsAt: block.startsAt,
      blockEndsAt: block.endsAt,
    })
    .from(students)
    .leftJoin(block, sql`true`)
    .where(eq(students.id, studentId));
  return rows[0];
}

/** Exam bars in force (student_blocks_student_idx). */
export function examBlocks(db: Database, studentId: number, now: Date) {
  return db
    .select({ reason: studentBlocks.reason })
    .from(studentBlocks)
    .where(and(eq(studentBlocks.studentId, studentId), blockInForce('exams', now)))
    .orderBy(asc(studentBlocks.startsAt));
}

/** The current term (terms_one_current_idx) with all its windows (term_windows_term_kind_idx). */
export async function currentTermWindows(db: Database) {
  const rows = await db
    .select({
      code: terms.code,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      kind: termWindows.kind,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
    })
    .from(terms)
    .leftJoin(termWindows, eq(termWindows.termId, terms.id))
    .where(isCurrentTerm())
    .orderBy(asc(termWindows.opensAt));
  const first = rows[0];
  if (!first) return null;
  return {
    term: { code: first.code, nameEn: first.nameEn, nameAr: first.nameAr },
    windows: rows.flatMap((row) =>
      row.kind && row.opensAt && row.closesAt
        ? [{ kind: row.kind, opensAt: row.opensAt, closesAt: row.closesAt }]
        : [],
    ),
  };
}

/** Sections the student holds in the current term (registrations_student_term_idx). */
export async function registeredSectionsNow(db: Database, studentId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .innerJoin(terms, inCurrentTerm(registrations.termId))
    .where(and(eq(registrations.studentId, studentId), eq(registrations.status, 'registered')));
  return rows[0]?.count ?? 0;
}
