import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from '../student/schema.js';

/**
 * Which identity-provider account is which student. Linked on the first sign-in (found by email);
 * later sign-ins match on issuer + subject only, so a reassigned email cannot take over a record.
 */
export const studentIdentities = pgTable(
  'student_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    // One account per provider per student.
    uniqueIndex('student_identities_student_issuer_idx').on(t.studentId, t.issuer),
  ],
);

/** Nonces of ID tokens already exchanged: the same ID token cannot be replayed for a second session. */
export const usedLoginNonces = pgTable(
  'used_login_nonces',
  {
    issuer: text().notNull(),
    nonce: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.nonce] })],
);
