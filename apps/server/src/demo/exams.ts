import { and, asc, desc, eq, getTableName, gt, inArray, sql } from 'drizzle-orm';
import { courses, sections, termWindows, terms } from '../modules/academic/schema.js';
import { examSeats, exams, type ExamKind } from '../modules/exams/schema.js';
import { registrations, type RegistrationStatus } from '../modules/registration/schema.js';
import { staffMembers } from '../modules/staff/schema.js';
import { students } from '../modules/student/schema.js';
import { universityDate } from '../platform/clock.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { transactionWriter } from './bulk-insert.js';
import { dayFromParts, dayOf } from './days.js';
import { dropDeferred, readDeferrable, restoreDeferred } from './deferred-constraints.js';
import {
  clashCost,
  moveExam,
  planExams,
  type ExamCourse,
  type PlannedExam,
  type SharedStudents,
} from './exam-timetable.js';
import { writeExamSeats } from './exam-seats.js';
import { SHOWCASES } from './showcases.js';

type Transaction = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

export interface DemoExamOptions {
  seed: number;
  today: Date;
  timeZone: string;
  /** Faculty id → building number, for hall names ('B2-H03'). */
  buildings: ReadonlyMap<number, number>;
  onProgress: (line: string) => void;
}

const DAY = 86_400_000;
/** Students the showcase clash may touch: the showcase and a few who take the same two courses. */
const ACCEPTABLE_CLASH = 3;
/** Share of the midterms already held whose scores staff have published. */
const PUBLISHED_SHARE = 0.6;

function dayOfInstant(instant: Date, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = universityDate(instant, timeZone).split('-').map(Number);
  return dayFromParts(year, month, day);
}

/** Courses with a lecture seat held in `status` in the term, with how many hold one and whether a lab runs. */
function examCourses(tx: Transaction, termId: number, status: RegistrationStatus): Promise<ExamCourse[]> {
  return tx
    .select({
      courseId: courses.id,
      facultyId: courses.facultyId,
      students: sql<number>`count(${registrations.studentId})::int`,
      hasLab: sql<boolean>`exists (select 1 from ${sections} l where l.term_id = ${termId}
        and l.course_id = ${courses.id} and l.kind = 'lab')`,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(registrations, and(eq(registrations.sectionId, sections.id), eq(registrations.status, status)))
    .where(and(eq(sections.termId, termId), eq(sections.kind, 'lecture')))
    .groupBy(courses.id)
    .orderBy(asc(courses.id));
}

/**
 * How many students hold lecture seats (in `status`) of both of two courses in the term: one aggregate
 * over the student's pairs of courses, inside the database.
 */
async function sharedStudents(
  tx: Transaction,
  termId: number,
  status: RegistrationStatus,
): Promise<SharedStudents> {
  const seats = tx
    .select({ studentId: registrations.studentId, courseId: sections.courseId })
    .from(registrations)
    .innerJoin(sections, and(eq(sections.id, registrations.sectionId), eq(sections.kind, 'lecture')))
    .where(and(eq(registrations.termId, termId), eq(registrations.status, status)));
  const a = seats.as('a');
  const b = seats.as('b');
  const pairs = await tx
    .select({ first: a.courseId, second: b.courseId, students: sql<number>`count(*)::int` })
    .from(a)
    .innerJoin(b, and(eq(a.studentId, b.studentId), sql`${a.courseId} < ${b.courseId}`))
    .groupBy(a.courseId, b.courseId);
  const counts = new Map(pairs.map((pair) => [pair.first * 100_000 + pair.second, pair.students]));
  return (x, y) => counts.get(Math.min(x, y) * 100_000 + Math.max(x, y)) ?? 0;
}

/**
 * The showcase of an exam clash: among ordinary students (no block, not in a must-accept audience), the
 * first student (by id) with two finals that can be put at the same time touching at most a few others —
 * usually a student taking a course outside their year, so the move touches them alone.
 */
async function makeClash(
  tx: Transaction,
  termId: number,
  finals: PlannedExam[],
  shared: SharedStudents,
  timeZone: string,
) {
  const rows = await tx
    .select({ studentId: registrations.studentId, courseId: sections.courseId })
    .from(registrations)
    .innerJoin(sections, and(eq(sections.id, registrations.sectionId), eq(sections.kind, 'lecture')))
    .innerJoin(students, eq(students.id, registrations.studentId))
    .where(
      and(
        eq(registrations.termId, termId),
        eq(registrations.status, 'registered'),
        gt(registrations.studentId, SHOWCASES.length),
        eq(students.status, 'active'),
        sql`not exists (select 1 from student_blocks b where b.student_id = ${students.id})`,
        sql`not exists (select 1 from announcements a where a.must_accept
          and (a.faculty_id is null or a.faculty_id = ${students.facultyId})
          and (a.program_id is null or a.program_id = ${students.programId})
          and (a.level is null or a.level = ${students.level}))`,
      ),
    )
    .orderBy(asc(registrations.studentId), asc(sections.courseId))
    .limit(5000);
  const byStudent = new Map<number, number[]>();
  for (const row of rows)
    byStudent.set(row.studentId, [...(byStudent.get(row.studentId) ?? []), row.courseId]);
  let best: { anchor: PlannedExam; moved: PlannedExam; cost: number } | undefined;
  for (const taken of byStudent.values()) {
    const mine = finals.filter((exam) => taken.includes(exam.courseId));
    for (const anchor of mine) {
      for (const moved of mine) {
        if (moved === anchor) continue;
        const cost = clashCost(finals, anchor, moved, shared);
        if (!best || cost < best.cost) best = { anchor, moved, cost };
      }
    }
    // The first student (lowest id) whose clash touches only a handful is the showcase.
    if (best && best.cost <= ACCEPTABLE_CLASH) break;
  }
  if (best) moveExam(finals, best.moved, best.anchor, timeZone);
}

interface TermPlan {
  termId: number;
  planned: PlannedExam[];
  status: RegistrationStatus;
  /** When each exam's scores were published, or null. */
  publishedAt: (exam: PlannedExam) => Date | null;
}

/**
 * The demo's exams: this term's midterms (in the midterm window, which is under way: some held, most of
 * those published), finals (final-exam window) and practicals (the week before, for lab courses), with a
 * seat for every registered student not barred from exams; and the last regular term's finals and
 * practicals, marked from each student's grade and published, so every scoring page has a history.
 */
export async function loadDemoExams(handle: DatabaseHandle, options: DemoExamOptions): Promise<void> {
  options.onProgress('exams');
  const deferred = await readDeferrable(handle.query, [getTableName(examSeats)]);
  const today = dayOf(options.today);
  const todayStart = today * DAY;
  const settings = { seed: options.seed, timeZone: options.timeZone, buildings: options.buildings };
  const plan = (list: ExamCourse[], shared: SharedStudents, kind: ExamKind, first: number, last: number) =>
    planExams(list, kind, { first, last }, shared, settings);
  await handle.db.transaction(async (tx) => {
    const write = transactionWriter(tx);
    // The tables were just bulk-loaded: without statistics the planner walks 1.5 million registrations
    // by index, one section at a time (7 s at 50,000 students instead of under one).
    await write('analyze registrations, sections, students, student_blocks');
    const [current] = await tx.select().from(terms).where(eq(terms.isCurrent, true));
    if (!current) return;
    const [previous] = await tx
      .select()
      .from(terms)
      .where(and(eq(terms.isCurrent, false), sql`${terms.code} not like '%-SUMMER'`))
      .orderBy(desc(terms.startsOn))
      .limit(1);
    const windows = await tx
      .select()
      .from(termWindows)
      .where(
        and(
          inArray(termWindows.termId, [current.id, previous?.id ?? current.id]),
          inArray(termWindows.kind, ['midterm_exams', 'final_exams']),
        ),
      );
    const window = (termId: number, kind: string) => {
      const found = windows.find((row) => row.termId === termId && row.kind === kind);
      return found
        ? {
            first: dayOfInstant(found.opensAt, options.timeZone),
            last: dayOfInstant(found.closesAt, options.timeZone),
          }
        : undefined;
    };
    const [registrar] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(sql`'registrar' = any(${staffMembers.roles})`)
      .orderBy(asc(staffMembers.id))
      .limit(1);
    const random = (examIndex: number) => ((examIndex * 2_654_435_761 + options.seed) % 1000) / 1000;

    const plans: TermPlan[] = [];
    const currentCourses = await examCourses(tx, current.id, 'registered');
    const midterms = window(current.id, 'midterm_exams');
    const finals = window(current.id, 'final_exams');
    const shared = await sharedStudents(tx, current.id, 'registered');
    const currentPlanned: PlannedExam[] = [];
    if (midterms)
      currentPlanned.push(...plan(currentCourses, shared, 'midterm', midterms.first, midterms.last));
    if (finals) {
      const finalExams = plan(currentCourses, shared, 'final', finals.first, finals.last);
      await makeClash(tx, current.id, finalExams, shared, options.timeZone);
      currentPlanned.push(
        ...plan(currentCourses, shared, 'practical', finals.first - 7, finals.first - 1),
        ...finalExams,
      );
    }
    options.onProgress(`exams of this term planned (${String(currentPlanned.length)})`);
    plans.push({
      termId: current.id,
      planned: currentPlanned,
      status: 'registered',
      publishedAt: (exam) => {
        const held = exam.kind === 'midterm' && exam.day < today;
        if (!held || random(exam.courseId) >= PUBLISHED_SHARE) return null;
        return new Date(Math.min(exam.startsAt.getTime() + 2 * DAY, todayStart - 3_600_000));
      },
    });
    const pastFinals = previous ? window(previous.id, 'final_exams') : undefined;
    if (previous && pastFinals) {
      const pastCourses = await examCourses(tx, previous.id, 'completed');
      const pastShared = await sharedStudents(tx, previous.id, 'completed');
      plans.push({
        termId: previous.id,
        planned: [
          ...plan(pastCourses, pastShared, 'practical', pastFinals.first - 7, pastFinals.first - 1),
          ...plan(pastCourses, pastShared, 'final', pastFinals.first, pastFinals.last),
        ],
        status: 'completed',
        publishedAt: () => new Date(Math.min((pastFinals.last + 3) * DAY + 10 * 3_600_000, todayStart - DAY)),
      });
    }

    await dropDeferred(write, deferred);
    for (const termPlan of plans) {
      const rows = termPlan.planned.map((exam) => {
        const publishedAt = termPlan.publishedAt(exam);
        return {
          termId: termPlan.termId,
          courseId: exam.courseId,
          kind: exam.kind,
          startsAt: exam.startsAt,
          endsAt: exam.endsAt,
          room: `${exam.hallPrefix}${String(exam.firstHall).padStart(2, '0')}`,
          maxScore: exam.maxScore,
          scoresPublishedAt: publishedAt,
          scoresPublishedBy: publishedAt ? (registrar?.id ?? null) : null,
        };
      });
      const ids: number[] = [];
      for (let start = 0; start < rows.length; start += 1000) {
        const saved = await tx
          .insert(exams)
          .values(rows.slice(start, start + 1000))
          .returning({ id: exams.id });
        ids.push(...saved.map((row) => row.id));
      }
      await writeExamSeats(write, {
        termId: termPlan.termId,
        status: termPlan.status,
        seed: options.seed,
        now: options.today,
        exams: termPlan.planned.map((exam, index) => ({
          id: ids[index] ?? 0,
          exam,
          // Marked: held already (this term's midterms before today) or a past term's.
          marked: termPlan.status === 'completed' || (exam.kind === 'midterm' && exam.day < today),
        })),
      });
      options.onProgress(`exam seats saved (${String(termPlan.planned.length)} exams)`);
      options.onProgress(`exam seats saved (${String(termPlan.planned.length)} exams)`);
    }
    await restoreDeferred(write, deferred);
  });
  options.onProgress('exams saved');
}
