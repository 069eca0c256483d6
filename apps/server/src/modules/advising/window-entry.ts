import type { AdvisingWindowKind, RuleRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { sharedDateFormat } from '../../platform/clock.js';
import type { EntryClearance } from './entry-clearance.js';
import { registrationHolds } from './holds.js';
import { currentWindow } from './rule-queries.js';
import { ruleRefusal } from './rules.js';

const WINDOW_NAMES: Record<AdvisingWindowKind, string> = {
  advising: 'Advising',
  add_drop: 'Add/drop',
  advising_preview: 'The advising preview',
};

/** "6 Dec 2026, 09:00" in the university's zone. */
function when(instant: Date, timeZone: string): string {
  return sharedDateFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** Why a window is not open now, with its dates; null while it is open. */
export function windowClosedMessage(
  kind: AdvisingWindowKind,
  window: { opensAt: Date; closesAt: Date } | undefined,
  now: Date,
  timeZone: string,
): string | null {
  const name = WINDOW_NAMES[kind];
  if (!window) return `${name} has no dates this term yet.`;
  const opens = () => when(window.opensAt, timeZone);
  const closes = () => when(window.closesAt, timeZone);
  if (now < window.opensAt) return `${name} opens on ${opens()} and closes on ${closes()}.`;
  if (now >= window.closesAt) return `${name} closed on ${closes()}; it was open from ${opens()}.`;
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
): Promise<RuleRefusal[]> {
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
