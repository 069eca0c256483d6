import { relativeTimeFormat } from '../../lib/intl-formats';
import type { InstantStyle } from '../../lib/university-instant';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a message arrived, as a reader says it: "5 minutes ago", "yesterday", "3 days ago", and the date
 * itself after a week, on the university's calendar (`formatInstant`, from useUniversityTime). In the app's
 * language (Arabic digits and words in Arabic).
 */
export function messageTime(
  at: string,
  language: string,
  formatInstant: (instant: Date, style: InstantStyle) => string,
  now: Date = new Date(),
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const elapsed = now.getTime() - date.getTime();
  const relative = relativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatInstant(date, 'date');
}
