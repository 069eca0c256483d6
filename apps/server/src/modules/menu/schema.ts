import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MOBILE_PAGE_NAMES, STAFF_PAGE_NAMES, type MobilePageName } from '@portal/contract';
import { id, quotedList, timestamps } from '../../platform/db/columns.js';
import { faculties, programs, type WindowKind } from '../academic/schema.js';
import type { StaffRole } from '../../platform/auth/staff-roles.js';
import { students, type Standing } from '../student/schema.js';

/** Who a rule speaks to: every signed-in caller (home), students, or staff holding `staff_role`. */
export const MENU_AUDIENCES = ['everyone', 'students', 'staff'] as const;
export type MenuAudience = (typeof MENU_AUDIENCES)[number];

/**
 * A page and who may use it. A page is on a student's menu when any of its student rules matches: every
 * filter that is set (faculty, program, level range, standings, an open window of the current term) must
 * hold. The table holds a few hundred rows at most; staff maintain it like a calendar.
 */
export const menuPageRules = pgTable(
  'menu_page_rules',
  {
    id: id(),
    pageName: text().$type<MobilePageName>().notNull(),
    audience: text().$type<MenuAudience>().notNull().default('students'),
    /** Staff rules: the role that sees the page (impersonate: registrar, logger: auditor). */
    staffRole: text().$type<StaffRole>(),
    facultyId: integer().references(() => faculties.id),
    programId: integer().references(() => programs.id),
    minLevel: smallint(),
    maxLevel: smallint(),
    /** Null: any standing. */
    standings: text().array().$type<Standing[]>(),
    /** The page shows only while the current term's window of this kind is open. */
    windowKind: text().$type<WindowKind>(),
    /** Why the rule exists, for the staff who maintain it; never shown to students. */
    note: text(),
    ...timestamps,
  },
  (t) => [
    // Serves GetMenu's rule scan: students read the 'everyone' + 'students' rows, staff the others.
    index('menu_page_rules_audience_idx').on(t.audience, t.pageName),
    check('menu_page_rules_page_check', sql`${t.pageName} in (${quotedList(MOBILE_PAGE_NAMES)})`),
    check('menu_page_rules_audience_check', sql`${t.audience} in ('everyone', 'students', 'staff')`),
    // A staff page can only ever be given to staff, so no student rule can leak one.
    check(
      'menu_page_rules_staff_pages_check',
      sql`${t.pageName} not in (${quotedList(STAFF_PAGE_NAMES)}) or ${t.audience} = 'staff'`,
    ),
    check('menu_page_rules_staff_role_check', sql`(${t.audience} = 'staff') = (${t.staffRole} is not null)`),
    // Student filters mean nothing to staff or to 'everyone' (who may be staff).
    check(
      'menu_page_rules_student_filters_check',
      sql`${t.audience} = 'students' or (${t.facultyId} is null and ${t.programId} is null and ${t.minLevel} is null
        and ${t.maxLevel} is null and ${t.standings} is null and ${t.windowKind} is null)`,
    ),
    check(
      'menu_page_rules_levels_check',
      sql`${t.minLevel} is null or ${t.maxLevel} is null or ${t.minLevel} <= ${t.maxLevel}`,
    ),
  ],
);
export type MenuPageRule = typeof menuPageRules.$inferSelect;
export type NewMenuPageRule = typeof menuPageRules.$inferInsert;

export const OVERRIDE_EFFECTS = ['grant', 'deny'] as const;
export type OverrideEffect = (typeof OVERRIDE_EFFECTS)[number];

/** One student's exception to the rules: a page granted or denied, for good or until `expires_at`. */
export const menuPageOverrides = pgTable(
  'menu_page_overrides',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    pageName: text().$type<MobilePageName>().notNull(),
    effect: text().$type<OverrideEffect>().notNull(),
    /** Why (a petition number, a dean's decision), for the staff who maintain it. */
    reason: text().notNull(),
    /** Null: until staff remove it. From this instant the override no longer applies. */
    expiresAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Serves GetMenu's override look-ups (student_id leads; page_name answers the deny check from the index).
    uniqueIndex('menu_page_overrides_student_page_idx').on(t.studentId, t.pageName),
    check('menu_page_overrides_page_check', sql`${t.pageName} in (${quotedList(MOBILE_PAGE_NAMES)})`),
    check(
      'menu_page_overrides_staff_pages_check',
      sql`${t.pageName} not in (${quotedList(STAFF_PAGE_NAMES)})`,
    ),
    check('menu_page_overrides_effect_check', sql`${t.effect} in ('grant', 'deny')`),
  ],
);
export type MenuPageOverride = typeof menuPageOverrides.$inferSelect;
export type NewMenuPageOverride = typeof menuPageOverrides.$inferInsert;
