import { and, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MobilePageName } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { termWindows, terms } from '../academic/schema.js';
import type { StaffRole } from '../../platform/auth/staff-roles.js';
import type { Standing } from '../student/schema.js';
import { menuPageOverrides, menuPageRules } from './schema.js';
import { isCurrentTerm } from '../academic/current-term.js';
import { windowOpenAt } from '../academic/term-windows.js';

export interface StudentFacts {
  studentId: number;
  facultyId: number;
  programId: number;
  level: number;
  standing: Standing;
}

/** An override that still applies at `now`. */
function overrideInForce(expiresAt: AnyPgColumn, now: Date) {
  return or(isNull(expiresAt), gt(expiresAt, now));
}

/**
 * A student's pages in one statement: the matching student rules (a few hundred rows at most, found
 * through menu_page_rules_audience_idx), each window rule joined to the current term's window of its kind
 * (terms_one_current_idx, then term_windows_term_kind_idx), minus the student's denies, plus their
 * grants (both through menu_page_overrides_student_page_idx). No per-page round trips.
 */
export async function studentPages(db: Database, facts: StudentFacts, now: Date): Promise<MobilePageName[]> {
  const deny = alias(menuPageOverrides, 'deny');
  const currentTerm = db.select({ id: terms.id }).from(terms).where(isCurrentTerm());
  const byRule = db
    .selectDistinct({ pageName: menuPageRules.pageName })
    .from(menuPageRules)
    .leftJoin(
      termWindows,
      and(eq(termWindows.kind, menuPageRules.windowKind), eq(termWindows.termId, sql`(${currentTerm})`)),
    )
    .where(
      and(
        inArray(menuPageRules.audience, ['everyone', 'students']),
        or(isNull(menuPageRules.facultyId), eq(menuPageRules.facultyId, facts.facultyId)),
        or(isNull(menuPageRules.programId), eq(menuPageRules.programId, facts.programId)),
        or(isNull(menuPageRules.minLevel), lte(menuPageRules.minLevel, facts.level)),
        or(isNull(menuPageRules.maxLevel), sql`${menuPageRules.maxLevel} >= ${facts.level}`),
        or(isNull(menuPageRules.standings), sql`${facts.standing} = any(${menuPageRules.standings})`),
        or(isNull(menuPageRules.windowKind), windowOpenAt(now)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(deny)
            .where(
              and(
                eq(deny.studentId, facts.studentId),
                eq(deny.pageName, menuPageRules.pageName),
                eq(deny.effect, 'deny'),
                overrideInForce(deny.expiresAt, now),
              ),
            ),
        ),
      ),
    );
  const byGrant = db
    .select({ pageName: menuPageOverrides.pageName })
    .from(menuPageOverrides)
    .where(
      and(
        eq(menuPageOverrides.studentId, facts.studentId),
        eq(menuPageOverrides.effect, 'grant'),
        overrideInForce(menuPageOverrides.expiresAt, now),
      ),
    );
  const rows = await byRule.union(byGrant);
  return rows.map((row) => row.pageName);
}

/** A staff member's pages: the 'everyone' rules and the staff rules of their roles (same index). */
export async function staffPages(db: Database, roles: readonly StaffRole[]): Promise<MobilePageName[]> {
  const rows = await db
    .selectDistinct({ pageName: menuPageRules.pageName })
    .from(menuPageRules)
    .where(
      or(
        eq(menuPageRules.audience, 'everyone'),
        and(eq(menuPageRules.audience, 'staff'), inArray(menuPageRules.staffRole, [...roles])),
      ),
    );
  return rows.map((row) => row.pageName);
}
