import type { AdvisingWindowKind, RuleRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import type { EntryClearance } from './entry-clearance.js';
import { registrationHolds } from './holds.js';
import { currentWindow } from './rule-queries.js';
import { ruleRefusal } from './rules.js';
import { say, type MessageId, type Said, type Unsaid } from '../../platform/i18n/said.js';

const WINDOW_NAMES = {
  advising: 'window.advising',
  add_drop: 'window.addDrop',
  advising_preview: 'window.advisingPreview',
} as const satisfies Record<AdvisingWindowKind, MessageId>;

/** "6 Dec 2026, 09:00" in the university's zone. */
const when = (at: Date, timeZone: string) => ({ at, timeZone, monthNamed: true });

/** Why a window is not open now, with its dates; null while it is open. */
export function windowClosedMessage(
  kind: AdvisingWindowKind,
  window: { opensAt: Date; closesAt: Date } | undefined,
  now: Date,
  timeZone: string,
): Said | null {
  const name = say(WINDOW_NAMES[kind]);
  if (!window) return say('window.noDatesYet', { window: name });
  const dates = {
    window: name,
    opens: when(window.opensAt, timeZone),
    closes: when(window.closesAt, timeZone),
  };
  if (now < window.opensAt) return say('window.opensOn', dates);
  if (now >= window.closesAt) return say('window.closedOn', dates);
  return null;
}

/**
 * What stops the student from entering a window now: the window's dates and every hold in force (the
 * one list of modules/time-tickets/holds.ts). Empty when they may enter.
 */
export async function entryRefusals(
  db: Database,
  studentId: number,
  kind: AdvisingWindowKind,
  now: Date,
  timeZone: string,
  clearance?: EntryClearance,
): Promise<Unsaid<RuleRefusal>[]> {
  if (clearance?.isClear(studentId, kind, now)) return [];
  const [window, holds] = await independentReads(db, [
    () => currentWindow(db, kind),
    () => registrationHolds(db, studentId, now),
  ]);
  const closed = windowClosedMessage(kind, window, now, timeZone);
  const refusals = [
    ...(closed ? [ruleRefusal('window_closed', closed, null)] : []),
    ...holds.map((hold) => ruleRefusal('hold', hold.Message, null)),
  ];
  if (refusals.length === 0 && window) clearance?.remember(studentId, kind, now, window.closesAt);
  return refusals;
}
