import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { students } from './schema.js';

export { OTHER_STUDENT_MESSAGE } from '../../platform/http/student-code-owner.js';

/** Codes remembered per database handle; past this many, the oldest remembered is forgotten first. */
const REMEMBERED_CODES = 50_000;
const codesByHandle = new WeakMap<Database, Map<number, string>>();

/**
 * The student's code, remembered once read: a code is the university's number for the student, which the
 * portal never changes, and every registration call that names one asks (two statements of the twenty an
 * add costs). Remembering it can only ever accept the student's own code: the token still decides who asks.
 */
async function codeOf(db: Database, studentId: number): Promise<string | undefined> {
  let codes = codesByHandle.get(db);
  if (!codes) {
    codes = new Map();
    codesByHandle.set(db, codes);
  }
  const known = codes.get(studentId);
  if (known !== undefined) return known;
  const [row] = await prepared(db, 'student.code', (db, name) =>
    db
      .select({ code: students.code })
      .from(students)
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  if (!row) return undefined;
  if (codes.size >= REMEMBERED_CODES) codes.delete(codes.keys().next().value as number);
  codes.set(studentId, row.code);
  return row.code;
}

/**
 * A student code in a request is accepted for the legacy client but never trusted: the token decides.
 * True when no code was given or it is the signed-in student's own (compared without case or spaces).
 */
export async function isOwnStudentCode(
  db: Database,
  studentId: number,
  given: string | undefined,
): Promise<boolean> {
  if (given === undefined) return true;
  const code = await codeOf(db, studentId);
  return code !== undefined && code.toLowerCase() === given.trim().toLowerCase();
}
