/** Teaching days in the order of the Egyptian week, Saturday to Thursday, as `day_of_week` values. */
export const TEACHING_DAYS = [6, 0, 1, 2, 3, 4] as const;
/** Ninety-minute slots with quarter-hour breaks, the last ending at 18:30. */
export const SLOTS = [
  ['08:30', '10:00'],
  ['10:15', '11:45'],
  ['12:00', '13:30'],
  ['13:45', '15:15'],
  ['15:30', '17:00'],
  ['17:00', '18:30'],
] as const;

export interface Meeting {
  /** Index into TEACHING_DAYS. */
  day: number;
  slot: number;
  /** How many consecutive slots: labs take two. */
  span: number;
}

/** Day pairs that never share a day: Saturday/Tuesday, Sunday/Wednesday, Monday/Thursday. */
const DAY_PAIRS = 3;
export const PATTERNS = DAY_PAIRS * SLOTS.length;

/** Three- and four-credit lectures meet twice a week three days apart, shorter ones once. */
export function lecturePattern(credits: number, pattern: number): Meeting[] {
  const pair = pattern % DAY_PAIRS;
  const slot = Math.floor(pattern / DAY_PAIRS) % SLOTS.length;
  if (credits >= 3) {
    return [
      { day: pair, slot, span: 1 },
      { day: pair + DAY_PAIRS, slot, span: 1 },
    ];
  }
  return [{ day: pair + DAY_PAIRS * (Math.floor(pattern / PATTERNS) % 2), slot, span: 1 }];
}

export function cellsOf(meetings: readonly Meeting[]): number[] {
  return meetings.flatMap((m) => Array.from({ length: m.span }, (_, k) => m.day * SLOTS.length + m.slot + k));
}
