import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { libraryAccessCodes, type NewLibraryAccessCode } from './schema.js';

/**
 * The student's sealed codes with their terms, newest term first: this term's (`current`) or the earlier
 * ones. The library_access_codes primary key (student first), terms by primary key.
 */
export function sealedCodesOf(db: Database, studentId: number, current: boolean) {
  return db
    .select({
      termId: terms.id,
      termCode: terms.code,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      endsOn: terms.endsOn,
      sealedCode: libraryAccessCodes.sealedCode,
    })
    .from(libraryAccessCodes)
    .innerJoin(terms, eq(terms.id, libraryAccessCodes.termId))
    .where(and(eq(libraryAccessCodes.studentId, studentId), eq(terms.isCurrent, current)))
    .orderBy(desc(terms.startsOn));
}

/** Stores (or replaces) a student's code for a term. */
export async function upsertSealedCode(db: Database, row: NewLibraryAccessCode): Promise<void> {
  await db
    .insert(libraryAccessCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [libraryAccessCodes.studentId, libraryAccessCodes.termId],
      set: { sealedCode: row.sealedCode, issuedAt: sql`now()` },
    });
}
