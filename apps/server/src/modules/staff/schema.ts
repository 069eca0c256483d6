import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';

export const STAFF_ROLES = ['registrar', 'auditor', 'communications', 'quality', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
