import type { UpdatedTermWindow, UpdateTermWindowBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTermWindow } from '../academic/term-windows.js';
import { setWindowDates } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';

const DAY_MS = 86_400_000;

export type WindowOutcome =
  | { kind: 'updated'; window: UpdatedTermWindow; before: { opensAt: string; closesAt: string } | null }
  | Refused<'404' | '422'>;

/**
 * The registrar opens a window now (it stays open until its closing date, or a week when that has
 * passed), closes it now, or moves it to new dates. The term calendar is the one place windows live,
 * so every page and call sees the change at once.
 */
export async function updateTermWindow(
  db: Database,
  body: UpdateTermWindowBody,
  now: Date,
): Promise<WindowOutcome> {
  const current = await currentTermWindow(db, body.Kind);
  if (!current) return refused('404', say('term.noCurrent'));
  const existing =
    current.opensAt && current.closesAt ? { opensAt: current.opensAt, closesAt: current.closesAt } : null;
  let opensAt: Date;
  let closesAt: Date;
  if (body.Action === 'open_now') {
    opensAt = now;
    closesAt = existing && existing.closesAt > now ? existing.closesAt : new Date(now.getTime() + 7 * DAY_MS);
  } else if (body.Action === 'close_now') {
    if (!existing) return refused('404', say('window.noDates'));
    closesAt = now;
    opensAt = existing.opensAt < now ? existing.opensAt : new Date(now.getTime() - 60_000);
  } else {
    opensAt = new Date(body.OpensAt ?? '');
    closesAt = new Date(body.ClosesAt ?? '');
    if (!(opensAt < closesAt)) {
      return refused('422', say('window.closesBeforeOpening'));
    }
  }
  const saved = await setWindowDates(db, current.termId, body.Kind, opensAt, closesAt);
  if (!saved) return refused('404', say('window.noDates'));
  return {
    kind: 'updated',
    window: {
      WindowId: saved.id,
      Kind: body.Kind,
      OpensAt: saved.opensAt.toISOString(),
      ClosesAt: saved.closesAt.toISOString(),
    },
    before: existing && {
      opensAt: existing.opensAt.toISOString(),
      closesAt: existing.closesAt.toISOString(),
    },
  };
}
