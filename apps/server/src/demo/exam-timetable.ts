import type { ExamKind } from '../modules/exams/schema.js';
import { zonedInstant } from '../platform/clock.js';
import { isoDay, weekdayOf } from './days.js';
import { createRandom } from './random.js';

/** A course that needs exams this term: who teaches it and how many sit it. */
export interface ExamCourse {
  courseId: number;
  code: string;
  facultyId: number;
  students: number;
  /** Has a lab section this term, so a practical exam too. */
  hasLab: boolean;
}

export interface PlannedExam {
  courseId: number;
  kind: ExamKind;
  /** University calendar day (days since 1970-01-01) and the session on it. */
  day: number;
  session: number;
  startsAt: Date;
  endsAt: Date;
  /** Halls (or labs) by prefix and first number: the exam fills `halls` of `capacity` seats from there. */
  hallPrefix: string;
  firstHall: number;
  halls: number;
  capacity: number;
  maxScore: number;
}

interface KindPlan {
  sessions: readonly (readonly [string, string])[];
  maxScore: number;
  capacity: number;
  hall: 'H' | 'L';
}

const PLANS: Record<ExamKind, KindPlan> = {
  midterm: {
    sessions: [
      ['09:00', '10:30'],
      ['11:00', '12:30'],
      ['13:00', '14:30'],
      ['15:00', '16:30'],
    ],
    maxScore: 30,
    capacity: 60,
    hall: 'H',
  },
  final: {
    sessions: [
      ['09:00', '11:00'],
      ['12:00', '14:00'],
      ['15:00', '17:00'],
    ],
    maxScore: 50,
    capacity: 60,
    hall: 'H',
  },
  practical: {
    sessions: [
      ['09:00', '11:00'],
      ['11:30', '13:30'],
      ['14:00', '16:00'],
    ],
    maxScore: 20,
    capacity: 25,
    hall: 'L',
  },
};

const FRIDAY = 5;

/** Exam days from `first` to `last` (inclusive), Fridays off. */
function examDays(first: number, last: number): number[] {
  const days: number[] = [];
  for (let day = first; day <= last; day++) if (weekdayOf(day) !== FRIDAY) days.push(day);
  return days;
}

/** Courses of one faculty and year ('CSC 2xx') are sat by the same students and must not clash. */
export function examGroup(course: Pick<ExamCourse, 'facultyId' | 'code'>): string {
  return `${String(course.facultyId)}:${/\d/.exec(course.code)?.[0] ?? ''}`;
}

/**
 * One exam of `kind` per course over the given days, like a registrar's timetable: the courses of one
 * faculty-year each get their own day at the group's session, so a student on plan never has two at
 * once; students who mix years (repeaters, late electives) may meet a clash, as in a real timetable.
 * Halls are handed out per faculty and sitting, so two exams never share a hall at the same time.
 */
export function planExams(
  courses: readonly ExamCourse[],
  kind: ExamKind,
  window: { first: number; last: number },
  options: { seed: number; timeZone: string; buildings: ReadonlyMap<number, number> },
): PlannedExam[] {
  const plan = PLANS[kind];
  const days = examDays(window.first, window.last);
  if (days.length === 0) return [];
  const random = createRandom(options.seed, 'exams', kind);
  const groups = new Map<string, { start: number; session: number; next: number }>();
  const hallsInUse = new Map<string, number>();
  const planned: PlannedExam[] = [];
  for (const course of courses) {
    if (kind === 'practical' && !course.hasLab) continue;
    const key = examGroup(course);
    let group = groups.get(key);
    if (!group) {
      group = {
        start: random.int(0, days.length - 1),
        session: random.int(0, plan.sessions.length - 1),
        next: 0,
      };
      groups.set(key, group);
    }
    const position = group.start + group.next++;
    const day = days[position % days.length] ?? window.first;
    const session = (group.session + Math.floor(position / days.length)) % plan.sessions.length;
    const [start, end] = plan.sessions[session] ?? ['09:00', '11:00'];
    const sitting = `${String(course.facultyId)}:${String(day)}:${String(session)}`;
    const firstHall = (hallsInUse.get(sitting) ?? 0) + 1;
    const halls = Math.max(1, Math.ceil(course.students / plan.capacity));
    hallsInUse.set(sitting, firstHall + halls - 1);
    const building = options.buildings.get(course.facultyId) ?? course.facultyId;
    planned.push({
      courseId: course.courseId,
      kind,
      day,
      session,
      startsAt: zonedInstant(isoDay(day), start, options.timeZone),
      endsAt: zonedInstant(isoDay(day), end, options.timeZone),
      hallPrefix: `B${String(building)}-${plan.hall}`,
      firstHall,
      halls,
      capacity: plan.capacity,
      maxScore: plan.maxScore,
    });
  }
  return planned;
}

/**
 * Moves `moved`'s exam to `anchor`'s sitting, for the demo's exam-clash showcase: allowed only where no
 * other course of `moved`'s group sits then (its own students keep a clash-free timetable).
 */
export function forceClash(
  exams: PlannedExam[],
  anchor: PlannedExam,
  moved: PlannedExam,
  groupOf: (courseId: number) => string,
): boolean {
  const group = groupOf(moved.courseId);
  const taken = exams.some(
    (exam) =>
      exam !== moved &&
      groupOf(exam.courseId) === group &&
      exam.day === anchor.day &&
      exam.session === anchor.session,
  );
  if (taken || groupOf(anchor.courseId) === group) return false;
  moved.day = anchor.day;
  moved.session = anchor.session;
  moved.startsAt = anchor.startsAt;
  moved.endsAt = anchor.endsAt;
  // Its halls come after every hall already used at that sitting in its building.
  const sameSitting = exams.filter(
    (exam) =>
      exam !== moved &&
      exam.hallPrefix === moved.hallPrefix &&
      exam.day === moved.day &&
      exam.session === moved.session,
  );
  moved.firstHall = Math.max(0, ...sameSitting.map((exam) => exam.firstHall + exam.halls - 1)) + 1;
  return true;
}
