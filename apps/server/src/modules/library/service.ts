import type { LibraryAccessCode } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { sealedCodesOf, upsertSealedCode } from './queries.js';
import { libraryCodeContext } from './schema.js';

async function openCodes(db: Database, box: SecretBox, studentId: number, current: boolean) {
  const rows = await sealedCodesOf(db, studentId, current);
  return rows.map((row): LibraryAccessCode => ({
    TermId: row.termId,
    TermCode: row.termCode,
    NameEn: row.nameEn,
    NameAr: row.nameAr,
    // Opened with the asking student's id in the context: a row that is not theirs could not open.
    Code: box.open(row.sealedCode, libraryCodeContext(studentId, row.termId)),
    ValidUntil: row.endsOn,
  }));
}

/** GetLibraryAccessCodes: this term's code, or null while the library has issued none. */
export async function currentLibraryCode(
  db: Database,
  box: SecretBox,
  studentId: number,
): Promise<LibraryAccessCode | null> {
  return (await openCodes(db, box, studentId, true))[0] ?? null;
}

/** GetPreviousLibraryAccessCodes: the codes of earlier terms, newest first. */
export function previousLibraryCodes(
  db: Database,
  box: SecretBox,
  studentId: number,
): Promise<LibraryAccessCode[]> {
  return openCodes(db, box, studentId, false);
}

/** Records the code the library issued to a student for a term, sealed; a new code replaces the old. */
export async function issueLibraryCode(
  db: Database,
  box: SecretBox,
  issue: { studentId: number; termId: number; code: string },
): Promise<void> {
  await upsertSealedCode(db, {
    studentId: issue.studentId,
    termId: issue.termId,
    sealedCode: box.seal(issue.code, libraryCodeContext(issue.studentId, issue.termId)),
  });
}
