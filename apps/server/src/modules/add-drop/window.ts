import type { AdvisingWindowKind } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTermWindow, type TermWindowRow } from './queries.js';

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
  const open = opensAt !== null && closesAt !== null && opensAt <= now && now < closesAt;
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
