import { universityDayBounds } from '../platform/clock.js';
import { isoDay, weekdayOf } from './days.js';
import { IntColumn } from './growable.js';
import { createRandom, type Random } from './random.js';
import { STATUS_REGISTERED, type RegistrationColumns } from './seats.js';
import type { DemoSection } from './timetable.js';
import { SLOTS, TEACHING_DAYS } from './week.js';

/** Fourteen teaching weeks end the day before the final exams open. */
const TEACHING_WEEKS = 14;
/** The limits the demo shapes its students around (the defaults of ATTENDANCE_*_PERCENT). */
const WARNING = 0.15;
const DENIAL = 0.25;
const HELD = 1;
const CANCELLED = 2;
const SCHEDULED = 0;
export const SESSION_STATUSES = ['scheduled', 'held', 'cancelled'] as const;

export interface DemoAttendance {
  sessions: { section: IntColumn; startsAt: number[]; status: IntColumn };
  absences: { student: IntColumn; session: IntColumn; excused: IntColumn };
}

export interface AttendanceInput {
  seed: number;
  /** The university's today and the current term's final exams, as day numbers. */
  today: number;
  finalExamsDay: number;
  timeZone: string;
  currentTermId: number;
  sections: readonly DemoSection[];
  registrations: RegistrationColumns;
  /** Shown on the demo's transcript showcase: one course over the warning limit, one denied. */
  showcaseStudentId: number | null;
}

/**
 * Dated sessions for every section of the current term (cancelled now and then), and absences only where
 * a student missed one. Most students miss a session or two per course; about one in eight is over the
 * warning limit in one course, about one in twenty-five denied in one. Counts are drawn per course against
 * its scheduled sessions, then placed on random held sessions, so the share holds whatever the day.
 */
export function buildDemoAttendance(input: AttendanceInput): DemoAttendance {
  const random = createRandom(input.seed, 'attendance');
  const sessions = { section: new IntColumn(), startsAt: [] as number[], status: new IntColumn() };
  const bySection = new Map<number, { held: number[]; scheduled: number }>();
  const dayStart = new Map<number, number>();
  const startOf = (day: number) => {
    const cached = dayStart.get(day);
    if (cached !== undefined) return cached;
    const start = universityDayBounds(isoDay(day), input.timeZone).start.getTime();
    dayStart.set(day, start);
    return start;
  };
  const firstDay = input.finalExamsDay - TEACHING_WEEKS * 7;
  for (const section of input.sections) {
    if (section.termId !== input.currentTermId) continue;
    const own = { held: [] as number[], scheduled: 0 };
    bySection.set(section.id, own);
    for (let day = firstDay; day < input.finalExamsDay; day++) {
      const weekday = weekdayOf(day);
      for (const meeting of section.meetings) {
        if (TEACHING_DAYS[meeting.day] !== weekday) continue;
        const [hours = 0, minutes = 0] = (SLOTS[meeting.slot]?.[0] ?? '08:30').split(':').map(Number);
        const status = day >= input.today ? SCHEDULED : random.chance(0.02) ? CANCELLED : HELD;
        sessions.section.push(section.id);
        sessions.startsAt.push(startOf(day) + (hours * 60 + minutes) * 60_000);
        sessions.status.push(status);
        if (status !== CANCELLED) own.scheduled++;
        if (status === HELD) own.held.push(sessions.section.length);
      }
    }
  }
  return { sessions, absences: placeAbsences(input, bySection, random) };
}

/** Session ids are 1-based positions in `sessions`; absences go on held sessions only. */
function placeAbsences(
  input: AttendanceInput,
  bySection: Map<number, { held: number[]; scheduled: number }>,
  random: Random,
): DemoAttendance['absences'] {
  const absences = { student: new IntColumn(), session: new IntColumn(), excused: new IntColumn() };
  const { registrations } = input;
  let index = 0;
  while (index < registrations.student.length) {
    const studentId = registrations.student.at(index);
    // One student's current seats, grouped by course (a lecture and its lab are one course).
    const courses = new Map<number, { held: number[]; scheduled: number }>();
    for (; index < registrations.student.length && registrations.student.at(index) === studentId; index++) {
      if (registrations.status.at(index) !== STATUS_REGISTERED) continue;
      const section = input.sections[registrations.section.at(index) - 1];
      const own = section ? bySection.get(section.id) : undefined;
      if (!section || !own) continue;
      const course = courses.get(section.courseId) ?? { held: [], scheduled: 0 };
      course.held.push(...own.held);
      course.scheduled += own.scheduled;
      courses.set(section.courseId, course);
    }
    if (courses.size === 0) continue;
    const list = [...courses.values()];
    const showcase = studentId === input.showcaseStudentId;
    const draw = random.next();
    const over = showcase || draw < 0.16 ? random.int(0, list.length - 1) : -1;
    const denied = showcase ? (over + 1) % list.length : draw < 0.04 ? over : -1;
    list.forEach((course, position) => {
      const warningAt = Math.ceil(WARNING * course.scheduled);
      const deniedAt = Math.ceil(DENIAL * course.scheduled);
      let count = random.int(0, Math.min(2, warningAt - 1));
      if (position === denied && list.length > (showcase ? 1 : 0)) count = deniedAt + random.int(0, 1);
      else if (position === over) count = random.int(warningAt, deniedAt - 1);
      const missed = random.shuffle([...course.held]).slice(0, count + (random.chance(0.15) ? 1 : 0));
      missed.forEach((session, order) => {
        absences.student.push(studentId);
        absences.session.push(session);
        absences.excused.push(order === count ? 1 : 0);
      });
    });
  }
  return absences;
}
