import type { AdvisingWindowKind, RuleRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Unsaid } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { judgeTimetable, type TimetableChange, type TimetableFacts } from './rules.js';
import { entryRefusals, windowClosedMessage } from './window-entry.js';

/*
 * The rules in English, as modules/waitlist reads them: its refusals are still English text and it is
 * being rewritten in parallel. Every other caller takes the rules' messages unsaid and lets the route
 * write them in the request's language.
 */

const english = (refusals: Unsaid<RuleRefusal>[]): RuleRefusal[] =>
  refusals.map((refusal) => ({ ...refusal, Message: inEnglish(refusal.Message) }));

export const englishJudgement = (facts: TimetableFacts, change: TimetableChange) =>
  english(judgeTimetable(facts, change));

export async function englishEntryRefusals(
  db: Database,
  studentId: number,
  kind: AdvisingWindowKind,
  now: Date,
  timeZone: string,
): Promise<RuleRefusal[]> {
  return english(await entryRefusals(db, studentId, kind, now, timeZone));
}

export function englishWindowClosed(
  kind: AdvisingWindowKind,
  window: { opensAt: Date; closesAt: Date } | undefined,
  now: Date,
  timeZone: string,
): string | null {
  const closed = windowClosedMessage(kind, window, now, timeZone);
  return closed ? inEnglish(closed) : null;
}
