import { zoneOffsetMinutes } from '../../platform/clock.js';
import { localDateTime, utcOffset } from './ics-text.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Transition {
  /** The first instant with the new offset. */
  at: Date;
  from: number;
  to: number;
}

/** The first minute in (low, high] whose offset differs from low's: the offset changes once between them. */
function bisect(low: number, high: number, timeZone: string): number {
  const before = zoneOffsetMinutes(new Date(low), timeZone);
  let [a, b] = [low, high];
  while (b - a > MINUTE) {
    const middle = a + Math.floor((b - a) / 2 / MINUTE) * MINUTE;
    if (zoneOffsetMinutes(new Date(middle), timeZone) === before) a = middle;
    else b = middle;
  }
  return b;
}

/** Every change of the zone's UTC offset in [from, to), from the runtime's time-zone database. */
export function offsetTransitions(timeZone: string, from: Date, to: Date): Transition[] {
  const transitions: Transition[] = [];
  let previous = zoneOffsetMinutes(from, timeZone);
  for (let day = from.getTime(); day < to.getTime(); day += DAY) {
    const next = Math.min(day + DAY, to.getTime());
    const offset = zoneOffsetMinutes(new Date(next), timeZone);
    if (offset === previous) continue;
    const at = bisect(day, next, timeZone);
    transitions.push({ at: new Date(at), from: previous, to: offset });
    previous = offset;
  }
  return transitions;
}

const cache = new Map<string, string[]>();

/** The local wall-clock reading of an instant at a given offset, as 'YYYYMMDDTHHMMSS'. */
function localAt(instant: Date, offsetMinutes: number): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * MINUTE).toISOString();
  return localDateTime(shifted.slice(0, 10), shifted.slice(11, 16));
}

/**
 * A VTIMEZONE for the zone over whole calendar years [fromYear, toYear], written out of the runtime's own
 * time-zone database rather than a copy of the rules: one component per offset change (Egypt's summer
 * time came back in 2023 and may go again; a rule copied today would go stale). The offset with the larger
 * value within the span is DAYLIGHT, the other STANDARD.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone}:${String(fromYear)}:${String(toYear)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const from = new Date(Date.UTC(fromYear, 0, 1));
  const transitions = offsetTransitions(timeZone, from, new Date(Date.UTC(toYear + 1, 0, 1)));
  const initial = zoneOffsetMinutes(from, timeZone);
  const lowest = Math.min(initial, ...transitions.map((transition) => transition.to));
  const component = (from: number, to: number, start: string) => {
    const name = to > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${name}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${name}`,
    ];
  };
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...component(initial, initial, localAt(from, initial)),
    ...transitions.flatMap((transition) =>
      component(transition.from, transition.to, localAt(transition.at, transition.from)),
    ),
    'END:VTIMEZONE',
  ];
  cache.set(key, lines);
  return lines;
}
