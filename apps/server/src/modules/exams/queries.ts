import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { examSeats, exams, type ExamKind } from './schema.js';
import { inCurrentTerm, isCurrentTerm } from '../academic/current-term.js';

/** The student's registered seats in a term (`registrations_student_term_idx`). */
const seatsHeldIn = () =>
  and(
    eq(registrations.termId, terms.id),
    eq(registrations.studentId, sql.placeholder('studentId')),
    fixedValue(eq(registrations.status, 'registered')),
  );
/** A seat's section when it is a lecture: exams belong to the course, reached through its lecture. */
const lectureOf = () =>
  and(eq(sections.id, registrations.sectionId), fixedValue(eq(sections.kind, 'lecture')));
const examsOfCourse = () => and(eq(exams.termId, terms.id), eq(exams.courseId, sections.courseId));
/** The student's seat in the exam (the `exam_seats` primary key). */
const examSeatOf = () =>
  and(eq(examSeats.studentId, sql.placeholder('studentId')), eq(examSeats.examId, exams.id));

/** An exam as the student sees it: when, where, their seat, and the course. */
const seatedExam = {
  examId: exams.id,
  kind: exams.kind,
  startsAt: exams.startsAt,
  endsAt: exams.endsAt,
  examRoom: exams.room,
  seatRoom: examSeats.room,
  seatNo: examSeats.seatNo,
  courseCode: courses.code,
  titleEn: courses.titleEn,
  titleAr: courses.titleAr,
};

/**
 * The current term and the exams (every kind) of the courses the student holds a lecture seat in, with
 * the student's seat, in one statement: the term by `terms_one_current_idx`, registrations by
 * `registrations_student_term_idx`, sections by primary key, exams by `exams_term_course_kind_idx`
 * (term, course), the seat by the `exam_seats` primary key (student, exam), the course by primary key.
 * No score column is read. A term without exams for the student gives one row with nulls.
 */
export function currentTermExams(db: Database, studentId: number) {
  return prepared(db, 'exams.current-term-exams', (db, name) =>
    db
      .select({
        termCode: terms.code,
        termNameEn: terms.nameEn,
        termNameAr: terms.nameAr,
        ...seatedExam,
        publishedAt: exams.scoresPublishedAt,
      })
      .from(terms)
      .leftJoin(registrations, seatsHeldIn())
      .leftJoin(sections, lectureOf())
      .leftJoin(exams, examsOfCourse())
      .leftJoin(examSeats, examSeatOf())
      .leftJoin(courses, eq(courses.id, exams.courseId))
      .where(isCurrentTerm())
      .orderBy(asc(exams.startsAt), asc(courses.code))
      .prepare(name),
  ).execute({ studentId });
}

export type ExamRow = Awaited<ReturnType<typeof currentTermExams>>[number];

/**
 * The student's next exam of any kind not started at `now` (ties by course code), with their seat: the
 * schedule's header asks on every call, so one row instead of the whole term's exams (a third of the
 * statement's cost on PostgreSQL). Same indexes as `currentTermExams`.
 */
export async function nextExamRow(db: Database, studentId: number, now: Date) {
  const rows = await prepared(db, 'exams.next-exam', (db, name) =>
    db
      .select(seatedExam)
      .from(terms)
      .innerJoin(registrations, seatsHeldIn())
      .innerJoin(sections, lectureOf())
      .innerJoin(exams, examsOfCourse())
      .innerJoin(courses, eq(courses.id, exams.courseId))
      .leftJoin(examSeats, examSeatOf())
      .where(and(isCurrentTerm(), gt(exams.startsAt, sql`${sql.placeholder('now')}::timestamptz`)))
      .orderBy(asc(exams.startsAt), asc(courses.code))
      .limit(1)
      .prepare(name),
  ).execute({ studentId, now: now.toISOString() });
  return rows[0] ?? null;
}

/**
 * The student's published scores of one kind in every term, newest term first. The only statement that
 * reads `exam_seats.score` for a student, and it reads it only through the join on a published exam: the
 * `exam_seats` primary key (student, exam), then exams and terms and courses by primary key.
 */
export function publishedScores(db: Database, studentId: number, kind: ExamKind) {
  return db
    .select({
      termCode: terms.code,
      termNameEn: terms.nameEn,
      termNameAr: terms.nameAr,
      examId: exams.id,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      score: examSeats.score,
      absent: examSeats.absent,
      maxScore: exams.maxScore,
      publishedAt: exams.scoresPublishedAt,
    })
    .from(examSeats)
    .innerJoin(
      exams,
      and(eq(exams.id, examSeats.examId), eq(exams.kind, kind), isNotNull(exams.scoresPublishedAt)),
    )
    .innerJoin(terms, eq(terms.id, exams.termId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(examSeats.studentId, studentId))
    .orderBy(desc(terms.startsOn), asc(courses.code));
}

/** Staff: the current term's exams with seat and marking counts (`exam_seats_exam_room_seat_idx`). */
export function examsForPublication(db: Database, kind: ExamKind | undefined) {
  return db
    .select({
      examId: exams.id,
      kind: exams.kind,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      startsAt: exams.startsAt,
      endsAt: exams.endsAt,
      publishedAt: exams.scoresPublishedAt,
      seats: sql<number>`count(${examSeats.studentId})::int`,
      marked: sql<number>`count(*) filter (where ${examSeats.score} is not null or ${examSeats.absent})::int`,
    })
    .from(exams)
    .innerJoin(terms, inCurrentTerm(exams.termId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .leftJoin(examSeats, eq(examSeats.examId, exams.id))
    .where(kind === undefined ? undefined : eq(exams.kind, kind))
    .groupBy(exams.id, courses.id)
    .orderBy(asc(exams.startsAt), asc(courses.code));
}

/** An exam with its course and marking state, for publishing. */
export async function examToPublish(db: Database, examId: number) {
  const rows = await db
    .select({
      examId: exams.id,
      kind: exams.kind,
      termId: exams.termId,
      courseId: exams.courseId,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      publishedAt: exams.scoresPublishedAt,
      seats: sql<number>`(select count(*)::int from ${examSeats} where ${examSeats.examId} = ${exams.id})`,
      unmarked: sql<number>`(select count(*)::int from ${examSeats} where ${examSeats.examId} = ${exams.id}
        and ${examSeats.score} is null and not ${examSeats.absent})`,
    })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(eq(exams.id, examId));
  return rows[0];
}

/**
 * Marks the exam published unless it already is, in one statement, so two publishers racing each other
 * (or a double tap) publish once: the loser's update matches no row.
 */
export async function markPublished(db: Database, examId: number, staffId: number, at: Date) {
  const rows = await db
    .update(exams)
    .set({ scoresPublishedAt: at, scoresPublishedBy: staffId, updatedAt: at })
    .where(and(eq(exams.id, examId), sql`${exams.scoresPublishedAt} is null`))
    .returning({ publishedAt: exams.scoresPublishedAt });
  return rows[0]?.publishedAt ?? null;
}

/** The lecture sections of the exam's course this term: the message centre's audiences for the students. */
export function lectureSectionsOf(db: Database, termId: number, courseId: number) {
  return db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.termId, termId), eq(sections.courseId, courseId), eq(sections.kind, 'lecture')))
    .orderBy(asc(sections.id));
}

/**
 * The courses of a term whose final the student was marked absent at (a make-up may be asked for),
 * published or not: the absence is the invigilator's record, not a score. The `exam_seats` primary key
 * (student first), exams by primary key. No score column is read.
 */
export function missedFinalsOf(db: Database, studentId: number, termId: number) {
  return db
    .select({ courseId: exams.courseId })
    .from(examSeats)
    .innerJoin(exams, and(eq(exams.id, examSeats.examId), eq(exams.kind, 'final'), eq(exams.termId, termId)))
    .where(and(eq(examSeats.studentId, studentId), eq(examSeats.absent, true)));
}
