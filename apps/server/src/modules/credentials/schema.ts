import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CREDENTIAL_SYSTEMS, type CredentialSystemName } from '@portal/contract';
import { id, quotedList } from '../../platform/db/columns.js';
import { students } from '../student/schema.js';

export const CREDENTIAL_ORIGINS = ['initial', 'reset'] as const;
export type CredentialOrigin = (typeof CREDENTIAL_ORIGINS)[number];

/**
 * A student's account in a university system (Moodle, Wi-Fi, an exam's PC): the user name and the password
 * issued by the university or set by the student, sealed (platform/crypto/secret-box.ts) with its row as
 * context, so a database copy does not reveal it and a value moved to another row does not open.
 */
export const studentCredentials = pgTable(
  'student_credentials',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    system: text().$type<CredentialSystemName>().notNull(),
    /**
     * The exam an `exam` credential opens (modules/exams' exams.id; no foreign key: another module's
     * table). Null for Moodle and Wi-Fi.
     */
    examId: integer(),
    userName: text().notNull(),
    /** `v1.<key id>.<nonce>.<tag>.<ciphertext>`, opened with `credentialContext(…)` of its row. */
    sealedPassword: text().notNull(),
    origin: text().$type<CredentialOrigin>().notNull().default('initial'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('student_credentials_system_check', sql`${t.system} in (${quotedList(CREDENTIAL_SYSTEMS)})`),
    check('student_credentials_origin_check', sql`${t.origin} in (${quotedList(CREDENTIAL_ORIGINS)})`),
    check('student_credentials_exam_check', sql`(${t.system} = 'exam') = (${t.examId} is not null)`),
    // "This student's credentials of one system" (the list and SaveStudentPassword's current row); one
    // account per system, one per exam.
    unique('student_credentials_student_system_key').on(t.studentId, t.system, t.examId).nullsNotDistinct(),
  ],
);
export type StudentCredentialRow = typeof studentCredentials.$inferSelect;
export type NewStudentCredentialRow = typeof studentCredentials.$inferInsert;

/**
 * The outbox of passwords set in the portal that still have to reach their system: one row per save,
 * drained by the pusher (pusher.ts), which reads the credential's password when it pushes (the newest
 * one wins if the student saved twice).
 */
export const passwordPushes = pgTable(
  'password_pushes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    credentialId: integer()
      .notNull()
      .references(() => studentCredentials.id),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    /** Until when one pusher holds the row: another instance leaves it alone until then. */
    claimedUntil: timestamp({ withTimezone: true }),
    /** The last failure's message from the system's adapter (never the password). */
    lastError: text(),
  },
  (t) => [
    // The pusher's "pending pushes, oldest first".
    index('password_pushes_pending_idx')
      .on(t.id)
      .where(sql`${t.pushedAt} is null`),
  ],
);
export type PasswordPush = typeof passwordPushes.$inferSelect;

/**
 * The context a credential's password is sealed under: its student, system and exam (the row's unique key,
 * known before the row has an id), so it opens nowhere else.
 */
export function credentialContext(row: {
  studentId: number;
  system: CredentialSystemName;
  examId: number | null;
}): string {
  return `credential:${String(row.studentId)}:${row.system}:${row.examId === null ? '-' : String(row.examId)}`;
}
