import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { AdvisingWindowKind } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { isCurrentTerm } from './current-term.js';
import { termWindows, terms, type WindowKind } from './schema.js';

interface WindowDates {
  opensAt: Date | null;
  closesAt: Date | null;
}

/**
 * The one "open now" rule: a window is open from its opening instant (included) to its closing instant
 * (excluded); a window missing either date, or no window at all, is closed.
 */
export function isWindowOpen<W extends WindowDates>(
  window: W | null | undefined,
  now: Date,
): window is W & { opensAt: Date; closesAt: Date } {
  if (!window?.opensAt || !window.closesAt) return false;
  return window.opensAt <= now && now < window.closesAt;
}

/** The same rule in SQL, for queries that keep only the windows open at `now`. */
export const windowOpenAt = (now: Date): SQL | undefined =>
  and(lte(termWindows.opensAt, now), gt(termWindows.closesAt, now));

/**
 * The current term and one of its windows (null dates when the term has no such window): the current term
 * by `terms_one_current_idx`, the window by `term_windows_term_kind_idx`.
 */
export async function currentTermWindow(db: Database, kind: WindowKind) {
  const [row] = await db
    .select({
      termId: terms.id,
      windowId: termWindows.id,
      code: terms.code,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
    })
    .from(terms)
    .leftJoin(termWindows, and(eq(termWindows.termId, terms.id), eq(termWindows.kind, kind)))
    .where(isCurrentTerm());
  return row;
}
export type TermWindowRow = NonNullable<Awaited<ReturnType<typeof currentTermWindow>>>;

/** The current term with one of its windows, and whether the window is open at `now`. */
export interface TermWindowState {
  term: TermWindowRow | undefined;
  open: boolean;
  /** The contract's window fields (Window, WindowOpen, Now). */
  fields: {
    Window: { Kind: AdvisingWindowKind; OpensAt: string; ClosesAt: string } | null;
    WindowOpen: boolean;
    Now: string;
  };
}

export async function termWindowState(
  db: Database,
  kind: AdvisingWindowKind,
  now: Date,
): Promise<TermWindowState> {
  const term = await currentTermWindow(db, kind);
  const opensAt = term?.opensAt ?? null;
  const closesAt = term?.closesAt ?? null;
  const open = isWindowOpen(term, now);
  return {
    term,
    open,
    fields: {
      Window:
        opensAt && closesAt
          ? { Kind: kind, OpensAt: opensAt.toISOString(), ClosesAt: closesAt.toISOString() }
          : null,
      WindowOpen: open,
      Now: now.toISOString(),
    },
  };
}
