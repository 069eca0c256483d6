const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it, and feeds ask thousands of times. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; the formatter is built once per zone. */
export function universityDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** [start, end) of a calendar day (YYYY-MM-DD) in the university's time zone. */
export function universityDayBounds(isoDate: string, timeZone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: startOfDay(isoDate, timeZone), end: startOfDay(nextDay, timeZone) };
}

/** An instant as the university's clock shows it, 'YYYY-MM-DD HH:MM', for messages students read. */
export function universityDateTime(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return `${universityDate(instant, timeZone)} ${format.format(instant)}`;
}
