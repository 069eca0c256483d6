import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * The library's access code of a student for a term (door, e-resources), issued by the library system.
 * The code is a secret shown to the student, kept sealed (platform/crypto/secret-box.ts) and bound to its
 * student and term, so a database copy does not reveal it and a value moved to another row does not open.
 */
export const libraryAccessCodes = pgTable(
  'library_access_codes',
  {
    // Student first: serves "this student's codes, newest term first" in both calls.
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    /** `v1.<key id>.<nonce>.<tag>.<ciphertext>`, opened with the context `library-code:<student>:<term>`. */
    sealedCode: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.termId] })],
);
export type LibraryAccessCode = typeof libraryAccessCodes.$inferSelect;
export type NewLibraryAccessCode = typeof libraryAccessCodes.$inferInsert;

/** The context a library code is sealed under: its row, so it opens nowhere else. */
export function libraryCodeContext(studentId: number, termId: number): string {
  return `library-code:${String(studentId)}:${String(termId)}`;
}
