import type { ExamKind } from '../modules/exams/schema.js';
import { zonedInstant } from '../platform/clock.js';
import { isoDay, weekdayOf } from './days.js';
import { createRandom } from './random.js';

/** A course that needs exams in a term: who teaches it and how many sit it. */
export interface ExamCourse {
  courseId: number;
  facultyId: number;
  students: number;
  /** Has a lab section this term, so a practical exam too. */
  hasLab: boolean;
}

/** How many students take both of two courses (the timetable's conflict graph). */
export type SharedStudents = (a: number, b: number) => number;

export interface PlannedExam {
  courseId: number;
  facultyId: number;
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
/** Two of a student's exams at once is what a timetable must avoid; two on one day only what it should. */
const CLASH_COST = 1000;

interface Options {
  seed: number;
  timeZone: string;
  buildings: ReadonlyMap<number, number>;
}

function setSitting(exam: PlannedExam, day: number, session: number, timeZone: string): void {
  const [start, end] = PLANS[exam.kind].sessions[session] ?? ['09:00', '11:00'];
  exam.day = day;
  exam.session = session;
  exam.startsAt = zonedInstant(isoDay(day), start, timeZone);
  exam.endsAt = zonedInstant(isoDay(day), end, timeZone);
}

/** Numbers halls per building and sitting, so two exams never share a hall at the same time. */
function assignHalls(exams: readonly PlannedExam[]): void {
  const used = new Map<string, number>();
  for (const exam of exams) {
    const sitting = `${exam.hallPrefix}:${String(exam.day)}:${String(exam.session)}`;
    exam.firstHall = (used.get(sitting) ?? 0) + 1;
    used.set(sitting, exam.firstHall + exam.halls - 1);
  }
}

/**
 * One exam of `kind` per course over the window's days (Fridays off), placed the way a registrar's
 * timetabling tool does it: biggest courses first, each into the sitting where it meets the fewest of its
 * students' other exams (a clash costs far more than a second exam on the same day), ties broken by a
 * seeded draw. Students end up with clashes only where the sittings run out.
 */
export function planExams(
  courses: readonly ExamCourse[],
  kind: ExamKind,
  window: { first: number; last: number },
  shared: SharedStudents,
  options: Options,
): PlannedExam[] {
  const plan = PLANS[kind];
  const days: number[] = [];
  for (let day = window.first; day <= window.last; day++) if (weekdayOf(day) !== FRIDAY) days.push(day);
  if (days.length === 0) return [];
  const sittings = days.flatMap((day) => plan.sessions.map((_, session) => ({ day, session })));
  const random = createRandom(options.seed, 'exams', kind);
  const placed: { course: number; sitting: number }[] = [];
  const planned: PlannedExam[] = [];
  const ordered = courses
    .filter((course) => kind !== 'practical' || course.hasLab)
    .sort((a, b) => b.students - a.students || a.courseId - b.courseId);
  for (const course of ordered) {
    const offset = random.int(0, sittings.length - 1);
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let step = 0; step < sittings.length; step++) {
      const index = (offset + step) % sittings.length;
      const sitting = sittings[index];
      if (!sitting) continue;
      let cost = 0;
      for (const other of placed) {
        const otherSitting = sittings[other.sitting];
        if (otherSitting?.day !== sitting.day) continue;
        const weight = shared(course.courseId, other.course);
        cost += other.sitting === index ? weight * CLASH_COST : weight;
      }
      // Spread the load: a slightly fuller sitting loses a tie.
      cost += placed.filter((other) => other.sitting === index).length * 0.01;
      if (cost < bestCost) [best, bestCost] = [index, cost];
    }
    placed.push({ course: course.courseId, sitting: best });
    const sitting = sittings[best] ?? { day: window.first, session: 0 };
    const exam: PlannedExam = {
      courseId: course.courseId,
      facultyId: course.facultyId,
      kind,
      day: 0,
      session: 0,
      startsAt: new Date(0),
      endsAt: new Date(0),
      hallPrefix: `B${String(options.buildings.get(course.facultyId) ?? course.facultyId)}-${plan.hall}`,
      firstHall: 1,
      halls: Math.max(1, Math.ceil(course.students / plan.capacity)),
      capacity: plan.capacity,
      maxScore: plan.maxScore,
    };
    setSitting(exam, sitting.day, sitting.session, options.timeZone);
    planned.push(exam);
  }
  assignHalls(planned);
  return planned;
}

/**
 * For the demo's exam-clash showcase: moves `moved` onto `anchor`'s sitting. The cost is how many
 * students of `moved` then sit two exams at once (at least those who take both courses).
 */
export function clashCost(
  exams: readonly PlannedExam[],
  anchor: PlannedExam,
  moved: PlannedExam,
  shared: SharedStudents,
) {
  return exams
    .filter((exam) => exam !== moved && exam.day === anchor.day && exam.session === anchor.session)
    .reduce((sum, exam) => sum + shared(moved.courseId, exam.courseId), 0);
}

export function moveExam(
  exams: readonly PlannedExam[],
  moved: PlannedExam,
  anchor: PlannedExam,
  timeZone: string,
) {
  setSitting(moved, anchor.day, anchor.session, timeZone);
  assignHalls(exams);
}
