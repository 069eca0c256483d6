import { say, type Said } from '../../platform/i18n/said.js';
import type { StudentFacts } from './queries.js';
import type { SstpCycleRow, SstpLevelRow } from './schema.js';

/**
 * Why the student may not train at the level, or null: an active record, and a study level at least the
 * training level's floor. Without a level (before the student chose one), the lowest floor of all levels.
 */
export function ineligibility(facts: StudentFacts, levels: readonly SstpLevelRow[]): Said | null {
  if (facts.status !== 'active') return say('sstp.notActive');
  const lowest = [...levels].sort((a, b) => a.minStudyLevel - b.minStudyLevel)[0];
  if (lowest && facts.level < lowest.minStudyLevel)
    return say('sstp.levelTooLow', {
      level: { en: lowest.nameEn, ar: lowest.nameAr },
      min: lowest.minStudyLevel,
      yours: facts.level,
    });
  return null;
}

/** Why applications cannot be saved or submitted in the cycle now (its state or dates), or null. */
export function saveWindowRefusal(cycle: SstpCycleRow, now: Date, timeZone: string): Said | null {
  if (cycle.state === 'open' && now < cycle.opensAt)
    return say('sstp.notOpenYet', { opensAt: { at: cycle.opensAt, timeZone } });
  if (cycle.state !== 'open' || now >= cycle.closesAt)
    return say('sstp.closed', { closesAt: { at: cycle.closesAt, timeZone } });
  return null;
}

const DAY = 86_400_000;

/** Why a training period does not fit the summer term or the program's length, or null. */
export function periodRefusal(
  period: { from: string; to: string },
  summer: { from: string; to: string },
  weeksMin: number,
): Said | null {
  if (period.from > period.to) return say('sstp.periodBackwards');
  if (period.from < summer.from || period.to > summer.to)
    return say('sstp.periodOutsideSummer', { from: summer.from, to: summer.to });
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY + 1;
  if (days < weeksMin * 7) return say('sstp.periodTooShort', { weeks: weeksMin });
  return null;
}
