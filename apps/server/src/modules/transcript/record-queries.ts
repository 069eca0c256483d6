import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { courses, sections, termWindows, terms } from '../academic/schema.js';
import { registrations, type LetterGrade, type RegistrationStatus } from '../registration/schema.js';
import type { CourseAttempt } from './academic-record.js';
import { withheldGrades, type WithholdingReason } from './schema.js';

const gradesWindow = alias(termWindows, 'grades_window');

/** An attempt with what the transcript prints beside it. */
export interface TranscriptAttempt extends CourseAttempt {
  registrationId: number;
  status: RegistrationStatus;
  termCode: string;
  termNameEn: string;
  termNameAr: string;
  termIsCurrent: boolean;
  /** The term's grades_publication window has opened (a term without one: once it is no longer current). */
  gradesPublished: boolean;
  courseCode: string;
  titleEn: string;
  titleAr: string;
  withheldReason: WithholdingReason | null;
}

/**
 * What a grade shows as: W, WU and P always (the student's own act, or the registrar's); any other letter only once
 * the term's grades are published and while no hold is in force.
 */
function shownGrade(grade: LetterGrade | null, published: boolean, withheld: boolean): LetterGrade | null {
  // A late drop's WU is the registrar's act like a W, and a training's P is recorded when the training office
  // enters the organisation's evaluation, after the term's grades: shown at once.
  if (grade === 'W' || grade === 'WU' || grade === 'P') return grade;
  return published && !withheld ? grade : null;
}

/**
 * Every course the student sat: one row per lecture registration (a lab or tutorial repeats the lecture's
 * grade, so counting it would count the course twice), dropped seats left out, oldest term first. Grades
 * not yet published and grades withheld come back as null (withheld flagged), so no caller can leak them.
 * Served by registrations_student_term_idx; sections, courses and terms by primary key, the student's holds
 * in force by withheld_grades_student_idx, the publication window by term_windows_term_kind_idx.
 */
export async function courseAttemptsOf(
  db: Database,
  studentId: number,
  now: Date = new Date(),
): Promise<TranscriptAttempt[]> {
  const statement = prepared(db, 'transcript.course-attempts', (db, name) => {
    const published = sql<boolean>`coalesce(${gradesWindow.opensAt} <= ${sql.placeholder('now')}::timestamptz, not ${terms.isCurrent})`;
    return (
      db
        .select({
          registrationId: registrations.id,
          status: registrations.status,
          termId: registrations.termId,
          termStartsOn: terms.startsOn,
          termCode: terms.code,
          termNameEn: terms.nameEn,
          termNameAr: terms.nameAr,
          termIsCurrent: terms.isCurrent,
          gradesPublished: published,
          courseId: sections.courseId,
          courseCode: courses.code,
          titleEn: courses.titleEn,
          titleAr: courses.titleAr,
          credits: courses.credits,
          grade: registrations.grade,
          withheldReason: withheldGrades.reason,
        })
        .from(registrations)
        .innerJoin(sections, eq(sections.id, registrations.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(terms, eq(terms.id, registrations.termId))
        // At most one grades_publication window per term (term_windows_term_kind_idx is unique).
        .leftJoin(
          gradesWindow,
          and(
            eq(gradesWindow.termId, registrations.termId),
            fixedValue(eq(gradesWindow.kind, 'grades_publication')),
          ),
        )
        // By the student too: their holds in force come from withheld_grades_student_idx (none, mostly),
        // where by registration alone the generic plan read every hold in force on every call.
        .leftJoin(
          withheldGrades,
          and(
            eq(withheldGrades.studentId, sql.placeholder('studentId')),
            eq(withheldGrades.registrationId, registrations.id),
            isNull(withheldGrades.releasedAt),
          ),
        )
        .where(
          and(
            eq(registrations.studentId, sql.placeholder('studentId')),
            fixedValue(eq(sections.kind, 'lecture')),
            fixedValue(inArray(registrations.status, ['registered', 'completed', 'withdrawn'])),
          ),
        )
        .orderBy(asc(terms.startsOn), asc(sections.courseId))
        .prepare(name)
    );
  });
  const rows = await statement.execute({ studentId, now: now.toISOString() });
  // Fields named one by one: a rest pattern copied each row through a slow generic path (a hot spot
  // under load), and the row's own termStartsOn stays out of the attempt.
  return rows.map((row): TranscriptAttempt => {
    // A hold matters once the grade would show: before publication the course is simply in progress.
    const withheld = row.withheldReason !== null && row.grade !== 'W' && row.gradesPublished;
    return {
      registrationId: row.registrationId,
      status: row.status,
      termId: row.termId,
      // ISO dates sort as text and as time alike; the day number keeps the comparison numeric.
      termOrder: Date.parse(row.termStartsOn) / 86_400_000,
      termCode: row.termCode,
      termNameEn: row.termNameEn,
      termNameAr: row.termNameAr,
      termIsCurrent: row.termIsCurrent,
      gradesPublished: row.gradesPublished,
      courseId: row.courseId,
      courseCode: row.courseCode,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      credits: row.credits,
      grade: shownGrade(row.grade, row.gradesPublished, withheld),
      withheld,
      withheldReason: withheld ? row.withheldReason : null,
    };
  });
}
