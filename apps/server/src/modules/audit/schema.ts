import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * The Portal Logger: who did what, for whom, from where, and how it ended. Append-only — a trigger
 * (migration 'audit_log_append_only') refuses UPDATE and DELETE, so not even a bug in the API can
 * rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** e.g. 'sign-in', 'sign-in-failed', 'sign-out', 'staff-sign-in', 'impersonation-start', 'write'. */
    action: text().notNull(),
    outcome: text().$type<AuditOutcome>().notNull(),
    /** The person who acted: a staff member (also while impersonating) or a student. */
    staffMemberId: integer(),
    studentId: integer(),
    /** Email or user name as given, also when it matched nobody (failed sign-ins). */
    actorLabel: text(),
    /** What was touched: a route ('POST /api/AddDrop/Save') or an object id. */
    target: text(),
    address: text(),
    /** MobPlatform header: 1 iOS, 2 Android, 3 other. */
    platform: smallint(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    // Each serves one filter of the logger page; all are read newest first.
    index('audit_log_at_idx').on(t.at),
    index('audit_log_student_idx').on(t.studentId, t.at),
    index('audit_log_staff_idx').on(t.staffMemberId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
