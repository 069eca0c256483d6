import type { Database } from '../../platform/db/client.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { placedBefore } from './queries.js';
import type { TanseekRoundRow } from './schema.js';
import type { PlacementFacts } from './student-facts.js';

/**
 * Why the student takes no part in the round, or null: an active record in the round's faculty, the level and
 * earned credits it asks for, and not already placed by an earlier round of the same term.
 */
export async function ineligibility(
  db: Database,
  round: TanseekRoundRow,
  facts: PlacementFacts,
): Promise<Said | null> {
  if (facts.status !== 'active') return say('tanseek.notActive');
  if (facts.facultyId !== round.facultyId) return say('tanseek.roundNotFound');
  if (facts.level < round.minLevel)
    return say('tanseek.levelTooLow', { level: round.minLevel, yours: facts.level });
  if (facts.earnedCredits < round.minEarnedCredits)
    return say('tanseek.creditsTooFew', { credits: round.minEarnedCredits, yours: facts.earnedCredits });
  if (await placedBefore(db, facts.studentId, round)) return say('tanseek.placedAlready');
  return null;
}

/** Why choices cannot be saved in the round now (its state or dates), or null. */
export function saveWindowRefusal(round: TanseekRoundRow, now: Date, timeZone: string): Said | null {
  if (round.state === 'open' && now < round.opensAt)
    return say('tanseek.notOpenYet', { opensAt: { at: round.opensAt, timeZone } });
  if (round.state !== 'open' || now >= round.closesAt)
    return say('tanseek.closed', { closesAt: { at: round.closesAt, timeZone } });
  return null;
}
