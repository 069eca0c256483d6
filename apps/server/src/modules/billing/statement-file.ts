import type { Database } from '../../platform/db/client.js';
import { accountHolder } from './account-holder.js';
import { studentStatement } from './service.js';
import { renderStatementPdf } from './statement-pdf.js';

export interface StatementFileOptions {
  universityName: string;
  timeZone: string;
}

/** GetStudentStatementPdf: the statement of account as of `now`, or null for a student that does not exist. */
export async function statementFile(
  db: Database,
  studentId: number,
  options: StatementFileOptions,
  now: Date,
): Promise<{ file: Buffer; fileName: string } | null> {
  const [student, statement] = await Promise.all([
    accountHolder(db, studentId),
    studentStatement(db, studentId, now, options.timeZone),
  ]);
  if (!student) return null;
  const generatedAt = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(now);
  const file = await renderStatementPdf({
    universityName: options.universityName,
    student,
    statement,
    generatedAt,
  });
  return { file, fileName: `Statement-${student.code}.pdf` };
}
