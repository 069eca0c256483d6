import type { ClassMeeting, ScheduleSection, ScheduleTerm } from '@portal/contract';
import { minutesOf, weekOrder, type UniversityNow } from '../../lib/university-time';

/** One meeting on the timetable, with its section and the colour of its course. */
export interface TimetableEntry {
  section: Pick<
    ScheduleSection,
    | 'SectionId'
    | 'CourseId'
    | 'CourseCode'
    | 'CourseTitleEn'
    | 'CourseTitleAr'
    | 'Kind'
    | 'SectionNo'
    | 'Instructor'
  >;
  meeting: ClassMeeting;
  /** 0…7: the course's place in the palette, the same for its lecture and its lab. */
  colour: number;
}

const PALETTE_SIZE = 8;

/** Every meeting, grouped by weekday and sorted by start; courses coloured in course-code order. */
export function entriesByDay(sections: readonly ScheduleSection[]): Map<number, TimetableEntry[]> {
  const courses = [...new Set(sections.map((section) => section.CourseCode))].sort();
  const byDay = new Map<number, TimetableEntry[]>();
  for (const section of sections) {
    const colour = courses.indexOf(section.CourseCode) % PALETTE_SIZE;
    for (const meeting of section.Meetings) {
      const list = byDay.get(meeting.Day) ?? [];
      list.push({ section, meeting, colour });
      byDay.set(meeting.Day, list);
    }
  }
  for (const list of byDay.values())
    list.sort((a, b) => minutesOf(a.meeting.StartsAt) - minutesOf(b.meeting.StartsAt));
  return byDay;
}

/** The days to draw: from the first to the last day with a class, in the university's week order. */
export function visibleDays(weekStartsOn: number, byDay: ReadonlyMap<number, unknown>): number[] {
  const order = weekOrder(weekStartsOn);
  const used = order.map((day, index) => (byDay.has(day) ? index : -1)).filter((index) => index >= 0);
  const first = used[0];
  const last = used.at(-1);
  if (first === undefined || last === undefined) return [];
  return order.slice(first, last + 1);
}

/** The phone's day list starts today (while classes run), then follows the university's week round. */
export function fromToday(days: readonly number[], today: number | null): number[] {
  const start = today === null ? -1 : days.indexOf(today);
  return start <= 0 ? [...days] : [...days.slice(start), ...days.slice(0, start)];
}

/** True while classes run (the term's first day to its last teaching day). */
export function classesRunning(term: ScheduleTerm | null, now: UniversityNow): boolean {
  return term !== null && term.StartsOn <= now.date && now.date <= term.ClassesEndOn;
}

/** The meeting is in progress now, in the university's time. */
export function isHappeningNow(meeting: ClassMeeting, now: UniversityNow): boolean {
  return (
    meeting.Day === now.day &&
    minutesOf(meeting.StartsAt) <= now.minutes &&
    now.minutes < minutesOf(meeting.EndsAt)
  );
}

/** Today's meetings not yet over, in order (the home tile's "next classes today"). */
export function remainingToday(
  byDay: ReadonlyMap<number, TimetableEntry[]>,
  term: ScheduleTerm | null,
  now: UniversityNow,
): TimetableEntry[] {
  if (!classesRunning(term, now)) return [];
  return (byDay.get(now.day) ?? []).filter((entry) => minutesOf(entry.meeting.EndsAt) > now.minutes);
}

/** Whole hours around the day's classes: the grid's first and last row. */
export function hourRange(entries: readonly TimetableEntry[]): { from: number; to: number } {
  const starts = entries.map((entry) => minutesOf(entry.meeting.StartsAt));
  const ends = entries.map((entry) => minutesOf(entry.meeting.EndsAt));
  if (starts.length === 0) return { from: 8, to: 17 };
  return { from: Math.floor(Math.min(...starts) / 60), to: Math.ceil(Math.max(...ends) / 60) };
}
