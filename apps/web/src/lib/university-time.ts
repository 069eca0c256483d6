// Dates and times as the university keeps them: class meetings are wall-clock times of the university's
// time zone ('08:30' on a weekday); instants (exams, deadlines) are formatted by university-instant.ts.

import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

/** 1 January 2023 was a Sunday: day `d` (0 = Sunday) of that week names the weekday. */
const SUNDAY = Date.UTC(2023, 0, 1);
const MINUTE = 60_000;

export function dayName(day: number, language: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(SUNDAY + day * 86_400_000);
}

/** '08:30' → minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A wall-clock time ('13:45') in the reader's language: '1:45 PM', '١:٤٥ م'. */
export function clockLabel(clock: string, language: string): string {
  const minutes = minutesOf(clock);
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    minutes * MINUTE,
  );
}

/** Where the university's clock stands: the weekday (0 = Sunday), minutes after midnight, and the date. */
export interface UniversityNow {
  day: number;
  minutes: number;
  date: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function universityNow(timeZone: string, now: Date = new Date()): UniversityNow {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}

/** The seven days of the week in the university's order, from `weekStartsOn` (Egypt: Saturday, 6). */
export function weekOrder(weekStartsOn: number): number[] {
  return Array.from({ length: 7 }, (_, index) => (weekStartsOn + index) % 7);
}

/** Time left until an instant, in whole days, hours and minutes (zero once it has passed). */
export function timeUntil(instant: string, now: number): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, new Date(instant).getTime() - now);
  const minutes = Math.floor(left / MINUTE);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** '2 days, 3 hours and 30 minutes' in the reader's language (Intl's own plurals, Arabic included). */
export function countdownLabel(
  left: { days: number; hours: number; minutes: number },
  language: string,
): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts =
    left.days > 0
      ? [unit(left.days, 'day'), ...(left.hours > 0 ? [unit(left.hours, 'hour')] : [])]
      : [...(left.hours > 0 ? [unit(left.hours, 'hour')] : []), unit(left.minutes, 'minute')];
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
}
