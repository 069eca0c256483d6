/** Calendar days as whole numbers (days since 1970-01-01), so date arithmetic never meets a time zone. */
const MS_PER_DAY = 86_400_000;

export function dayOf(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function dayFromParts(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** 'YYYY-MM-DD', as a `date` column takes it. */
export function isoDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** An instant on `day` at `hourUtc`, for window opening and closing times. */
export function instantOn(day: number, hourUtc: number): Date {
  return new Date(day * MS_PER_DAY + hourUtc * 3_600_000);
}

/** 0 = Sunday … 6 = Saturday, like `Date.getUTCDay` and the `day_of_week` column. */
export function weekdayOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDay();
}

/** The first day on or after `day` that falls on `weekday`. */
export function nextWeekday(day: number, weekday: number): number {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/**
 * Today's calendar date in the university's time zone, as a Date at UTC midnight: the form the generator's
 * `today` option expects. Start-up and the CLI call this; tests pass a fixed date instead.
 */
export function universityToday(timeZone: string, now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
  return new Date(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1));
}
