const made = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter made once per locale and options (so once per zone, in practice) and then shared:
 * building one costs far more than using it, and feeds and refusals format thousands of times.
 */
export function sharedDateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

const zoneFormat = (timeZone: string) =>
  sharedDateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** Minutes the time zone is ahead of UTC at `instant` (Cairo: 120 in winter, 180 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a local wall-clock time (YYYY-MM-DD, HH:MM) happens in a time zone, without a time-zone
 * library: take the zone's offset at that time read as UTC, then correct once more for days on which the
 * offset changes.
 */
export function zonedInstant(isoDate: string, clockTime: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const [hour = 0, minute = 0] = clockTime.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

function startOfDay(isoDate: string, timeZone: string): Date {
  return zonedInstant(isoDate, '00:00', timeZone);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function universityDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return sharedDateFormat('en-CA', { timeZone }).format(instant);
}

/** [start, end) of a calendar day (YYYY-MM-DD) in the university's time zone. */
export function universityDayBounds(isoDate: string, timeZone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: startOfDay(isoDate, timeZone), end: startOfDay(nextDay, timeZone) };
}

/** An instant as the university's clock shows it, 'YYYY-MM-DD HH:MM', for messages students read. */
export function universityDateTime(instant: Date, timeZone: string): string {
  const time = sharedDateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${universityDate(instant, timeZone)} ${time.format(instant)}`;
}

/** 'Africa/Cairo' → 'Cairo time': the zone as students call it, after a time in a message. */
export function zoneName(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;
}
