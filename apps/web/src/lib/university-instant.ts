// Every instant the university sets (a deadline, an exam, a publication) is read against the university's
// clock: a student abroad, or a phone left on UTC, must see the time the rules speak of, and every page must
// show the same deadline the same way. So there is one formatter, with a few named styles, and it names the
// zone whenever the reader's device keeps another one.

import { useTranslation } from 'react-i18next';
import { useAppConfiguration } from './app-configuration';
import { dateTimeFormat } from './intl-formats';

const DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;

// Explicit fields rather than dateStyle/timeStyle: Intl refuses timeZoneName alongside those.
const STYLES = {
  date: DATE,
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  weekdayDate: { weekday: 'long', month: 'long', day: 'numeric' },
  dateTime: { ...DATE, ...CLOCK },
  dateTimeSeconds: { ...DATE, ...CLOCK, second: '2-digit' },
  weekdayDateTime: { weekday: 'short', month: 'short', day: 'numeric', ...CLOCK },
  fullDateTime: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', ...CLOCK },
  time: CLOCK,
  timeSeconds: { ...CLOCK, second: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof STYLES;

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * An instant on the university's clock, e.g. 'Dec 8, 2026, 11:00 PM'; on a device in another zone, a style
 * with a time also names the zone ('… 11:00 PM Egypt Time', '… ١١:٠٠ م توقيت مصر'), since the reader's own
 * clock would say otherwise.
 */
export function instantLabel(
  instant: string | number | Date,
  timeZone: string,
  language: string,
  style: InstantStyle = 'weekdayDateTime',
  deviceZone: string = deviceTimeZone(),
): string {
  const options: Intl.DateTimeFormatOptions = STYLES[style];
  const named = 'hour' in options && !sameZone(timeZone, deviceZone);
  return dateTimeFormat(language, {
    ...options,
    timeZone,
    ...(named ? { timeZoneName: 'shortGeneric' } : {}),
  }).format(new Date(instant));
}

/** Aliases ('Egypt' and 'Africa/Cairo') are one zone; Intl resolves both to the same canonical name. */
function sameZone(one: string, other: string): boolean {
  const canonical = (zone: string) => dateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  return canonical(one) === canonical(other);
}

/**
 * Formats instants in the university's zone from the runtime configuration. That is requested at start-up,
 * so it is normally there; until it is, the device's zone stands in (and is then not named).
 */
export function useUniversityTime(): (instant: string | number | Date, style?: InstantStyle) => string {
  const { i18n } = useTranslation();
  const timeZone = useAppConfiguration().data?.TimeZone ?? deviceTimeZone();
  return (instant, style) => instantLabel(instant, timeZone, i18n.language, style);
}
