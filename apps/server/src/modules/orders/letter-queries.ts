import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { orders } from './schema.js';

/**
 * What an enrolment letter states about the student and the request's term: names, program, level,
 * status, and whether they hold a seat that term. Primary keys, registrations_student_term_idx.
 */
export async function letterFactsOf(db: Database, studentId: number, termId: number) {
  const [row] = await db
    .select({
      code: students.code,
      nameEn: students.nameEn,
      level: students.level,
      status: students.status,
      programEn: programs.nameEn,
      degree: programs.degree,
      facultyEn: faculties.nameEn,
      termEn: terms.nameEn,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .innerJoin(terms, eq(terms.id, termId))
    .where(eq(students.id, studentId));
  if (!row) return undefined;
  const [seat] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.termId, termId),
        eq(registrations.status, 'registered'),
      ),
    )
    .limit(1);
  return { ...row, registered: seat !== undefined };
}
export type LetterFacts = NonNullable<Awaited<ReturnType<typeof letterFactsOf>>>;

/** Whether a verification code is already printed on some document (orders_verification_code_idx). */
export async function codeTaken(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.verificationCode, code));
  return row !== undefined;
}
