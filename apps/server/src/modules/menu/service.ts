import { MENU_PARENT, MOBILE_PAGE_NAMES, type MenuItem, type MobilePageName } from '@portal/contract';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/client.js';
import { portalAccess } from '../default-data/service.js';
import { staffPages, studentPages } from './queries.js';
import type { Said } from '../../platform/i18n/said.js';

export type MenuOutcome = { kind: 'menu'; items: MenuItem[] } | { kind: 'blocked'; message: Said };

const ORDER = new Map<MobilePageName, number>(MOBILE_PAGE_NAMES.map((name, index) => [name, index]));

/** The pages in the spec's order, each with its group (the hierarchy is the app's, fixed in the contract). */
function asMenu(pages: readonly MobilePageName[]): MenuItem[] {
  return [...new Set(pages)]
    .sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))
    .map((name) => ({ MobilePageName: name, Parent: MENU_PARENT[name] }));
}

/**
 * The caller's menu. Staff get the pages of their roles; a student token — including staff acting as the
 * student — gets the student's pages and never a staff page (the rules table cannot hold one for students).
 */
export async function menuFor(db: Database, principal: Principal, now: Date): Promise<MenuOutcome | null> {
  if (principal.kind === 'staff')
    return { kind: 'menu', items: asMenu(await staffPages(db, principal.roles)) };
  const access = await portalAccess(db, principal.studentId, now);
  if (!access) return null;
  if (access.kind === 'blocked') return { kind: 'blocked', message: access.message };
  const pages = await studentPages(db, { studentId: principal.studentId, ...access }, now);
  return { kind: 'menu', items: asMenu(pages) };
}
