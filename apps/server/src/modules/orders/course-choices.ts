import type { OrderCourse, OrderPurpose } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Language } from '../../platform/i18n/language.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { currentTerm } from '../academic/current-term.js';
import { DEFAULT_GRADE_SCALE } from '../registration/grade-scale.js';
import type { AttendanceLimits } from '../attendance/service.js';
import { missedFinalCourseIds } from '../exams/service.js';
import { academicRecordOf } from '../transcript/service.js';
import { openCourseRequestsOf, termLecturesOf, type TermLecture } from './course-queries.js';
import { dropGradesOf, lateDropPeriod, type DropGrade } from './late-drop.js';

/** What the lists depend on besides the student: the clock, the attendance limits, the reader's language. */
export interface CourseChoiceContext {
  now: Date;
  limits: AttendanceLimits;
  language: Language;
}

/** The configuration's defaults (ATTENDANCE_*_PERCENT), for callers that only check a RegistrationId. */
export const DEFAULT_CHOICE_LIMITS: AttendanceLimits = { warningPercent: 15, denialPercent: 25 };

// P (the summer training's pass) has no points to recalculate.
const NOT_GRADED_ON_POINTS = new Set(['W', 'WU', 'I', 'P']);

interface Choice {
  lecture: TermLecture;
  grade?: string | null;
  dropGrade?: DropGrade | null;
  reason?: Said | null;
}

/**
 * The courses a request of `purpose` may name (a `course` field's choices, and the course lists' calls):
 * - late-drop: the current term's registered, ungraded courses, each with the W or WU a late drop would
 *   record (late-drop.ts); outside the late-drop period every one carries the reason;
 * - make-up: the term's courses whose final exam the student was marked absent at;
 * - recalculation: the courses with a published grade (on points) of the latest graded term, or of `termId`;
 * - work-extension and every other purpose: the term's registered, ungraded courses.
 * A course with an open request of the same purpose is listed with its NotAvailableReason.
 */
export async function courseChoices(
  db: Database,
  studentId: number,
  purpose: OrderPurpose,
  termId?: number,
  context: CourseChoiceContext = { now: new Date(), limits: DEFAULT_CHOICE_LIMITS, language: 'en' },
): Promise<OrderCourse[]> {
  const [choices, open] = await Promise.all([
    choicesFor(db, studentId, purpose, termId, context),
    openCourseRequestsOf(db, studentId, purpose),
  ]);
  return choices.map((choice) => {
    const reason = open.has(choice.lecture.registrationId) ? say('orders.course.openRequest') : choice.reason;
    return courseOf(choice, reason ? inLanguage(reason, context.language) : null);
  });
}

function courseOf(choice: Choice, reason: string | null): OrderCourse {
  const { lecture } = choice;
  return {
    RegistrationId: lecture.registrationId,
    CourseId: lecture.courseId,
    CourseCode: lecture.courseCode,
    CourseNameEn: lecture.titleEn,
    CourseNameAr: lecture.titleAr,
    Credits: lecture.credits,
    SectionCode: lecture.sectionNo,
    TermCode: lecture.termCode,
    Grade: choice.grade ?? null,
    DropGrade: choice.dropGrade ?? null,
    NotAvailableReason: reason,
  };
}

/** The registered courses not yet graded: the ones still being taught. */
const beingTaught = (lectures: readonly TermLecture[]) =>
  lectures.filter((lecture) => lecture.status === 'registered' && lecture.grade === null);

async function choicesFor(
  db: Database,
  studentId: number,
  purpose: OrderPurpose,
  termId: number | undefined,
  context: CourseChoiceContext,
): Promise<Choice[]> {
  if (purpose === 'recalculation') return gradedChoices(db, studentId, termId, context.now);
  const term = termId ?? (await currentTerm(db))?.id;
  if (term === undefined) return [];
  const lectures = await termLecturesOf(db, studentId, term);
  if (purpose === 'late-drop') return lateDropChoices(db, studentId, term, lectures, context);
  if (purpose === 'make-up') {
    const missed = await missedFinalCourseIds(db, studentId, term);
    return lectures
      .filter((lecture) => lecture.status !== 'withdrawn' && missed.has(lecture.courseId))
      .map((lecture) => ({ lecture }));
  }
  return beingTaught(lectures).map((lecture) => ({ lecture }));
}

async function lateDropChoices(
  db: Database,
  studentId: number,
  termId: number,
  lectures: readonly TermLecture[],
  context: CourseChoiceContext,
): Promise<Choice[]> {
  const period = await lateDropPeriod(db, context.now);
  // A late drop is about the current term only: a past term's courses are never offered.
  if (period.open && period.termId !== termId) return [];
  const taught = beingTaught(lectures);
  const termCode = taught[0]?.termCode ?? '';
  const grades = await dropGradesOf(db, studentId, context.limits, termCode);
  const lastCourse = taught.length === 1 ? say('orders.course.lastCourse') : null;
  return taught.map((lecture) => ({
    lecture,
    dropGrade: grades.get(lecture.courseCode) ?? 'W',
    reason: period.open ? lastCourse : period.reason,
  }));
}

/** Recalculation: the courses graded on points of the latest graded term (or of `termId`), as published. */
async function gradedChoices(
  db: Database,
  studentId: number,
  termId: number | undefined,
  now: Date,
): Promise<Choice[]> {
  // The record shows only published, unwithheld grades: a hidden grade can never be petitioned.
  const record = await academicRecordOf(db, studentId, DEFAULT_GRADE_SCALE, now);
  const graded = record.attempts
    .map((row) => row.attempt)
    .filter((attempt) => attempt.grade !== null && !NOT_GRADED_ON_POINTS.has(attempt.grade));
  const latest = graded.reduce<(typeof graded)[number] | undefined>(
    (found, attempt) => (found === undefined || attempt.termOrder > found.termOrder ? attempt : found),
    undefined,
  );
  const term = termId ?? latest?.termId;
  if (term === undefined) return [];
  const shown = new Map(graded.filter((a) => a.termId === term).map((a) => [a.registrationId, a.grade]));
  const lectures = await termLecturesOf(db, studentId, term);
  return lectures
    .filter((lecture) => shown.has(lecture.registrationId))
    .map((lecture) => ({ lecture, grade: shown.get(lecture.registrationId) ?? null }));
}

/**
 * The late drop a request names, as the rules stand at `context.now` (its W or WU, and why it cannot be
 * dropped), without the open-request check: fulfilment asks about the very request that holds it open.
 * Undefined when the registration is not one of the student's current courses still being taught.
 */
export async function lateDropChoice(
  db: Database,
  studentId: number,
  registrationId: number,
  context: CourseChoiceContext,
): Promise<{ dropGrade: DropGrade; reason: Said | null } | undefined> {
  const term = (await currentTerm(db))?.id;
  if (term === undefined) return undefined;
  const choices = await lateDropChoices(
    db,
    studentId,
    term,
    await termLecturesOf(db, studentId, term),
    context,
  );
  const found = choices.find((choice) => choice.lecture.registrationId === registrationId);
  return found ? { dropGrade: found.dropGrade ?? 'W', reason: found.reason ?? null } : undefined;
}
