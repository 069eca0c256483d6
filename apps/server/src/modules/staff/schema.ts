import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import type { StaffRole } from '../../platform/auth/staff-roles.js';
import { students } from '../student/schema.js';

export { STAFF_ROLES, type StaffRole } from '../../platform/auth/staff-roles.js';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    /** Login name: the staff member's university email, lower-case. */
    email: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    roles: text().array().$type<StaffRole[]>().notNull(),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    status: text().$type<'active' | 'disabled'>().notNull().default('active'),
    /** Wrong passwords since the last successful sign-in; reaching the threshold locks the account. */
    failedSignIns: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(t.email),
    check('staff_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('staff_members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);
export type StaffMember = typeof staffMembers.$inferSelect;
export type NewStaffMember = typeof staffMembers.$inferInsert;

/** A staff member acting as a student: who, for whom, why, and for how long. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: id(),
    staffMemberId: integer()
      .notNull()
      .references(() => staffMembers.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    /** Free text or a ticket number; required so every session can be justified afterwards. */
    reason: text().notNull(),
    tokenId: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Serves the student's own "when staff acted as me" list.
    index('impersonations_student_idx').on(t.studentId, t.startedAt),
  ],
);
export type Impersonation = typeof impersonations.$inferSelect;
