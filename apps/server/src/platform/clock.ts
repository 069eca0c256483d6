/**
 * The instant a calendar day starts in a time zone, without a time-zone library: find the zone's offset
 * at UTC midnight of that day, then correct once more for days on which the offset changes.
 */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
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

function startOfDay(isoDate: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const first = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  return new Date(utcMidnight - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** [start, end) of a calendar day (YYYY-MM-DD) in the university's time zone. */
export function universityDayBounds(isoDate: string, timeZone: string): { start: Date; end: Date } {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { start: startOfDay(isoDate, timeZone), end: startOfDay(nextDay, timeZone) };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the university's time zone. */
export function universityDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** An instant as the university's clock shows it, 'YYYY-MM-DD HH:MM', for messages students read. */
export function universityDateTime(instant: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${universityDate(instant, timeZone)} ${time}`;
}
