/** Friday and Saturday: the university's weekend, when the office's clock does not run. */
const WEEKEND_DAYS: readonly number[] = [5, 6];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` working days after `from` (same time of day), skipping the weekend. */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!WEEKEND_DAYS.includes(new Date(at).getUTCDay())) left -= 1;
  }
  return new Date(at);
}

/** A request still with the office is due soon within a day of its target, overdue past it. */
export function serviceLevelAt(dueAt: Date | null, now: Date): 'on-time' | 'due-soon' | 'overdue' | null {
  if (dueAt === null) return null;
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DAY_MS ? 'due-soon' : 'on-time';
}
