import type { CourseInstructor, EvaluationQuestion, StudentCourses } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTermWindow, isWindowOpen } from '../academic/term-windows.js';
import { evaluationPending, isEvaluationOpen } from './queries.js';
import { currentQuestions, sectionInstructors, studentSectionsToEvaluate } from './questionnaire-queries.js';

/** IsEvaluationOpened: the current term's evaluation window is open now (the same for every student). */
export function evaluationOpened(db: Database, now: Date): Promise<boolean> {
  return isEvaluationOpen(db, now);
}

/**
 * The start-up gate of spec §4: pending while the window is open and any section the student holds this
 * term has no "has evaluated" fact. Once the window closes nothing is pending, evaluated or not.
 */
export function evaluationRequired(db: Database, studentId: number, now: Date): Promise<boolean> {
  return evaluationPending(db, studentId, now);
}

/**
 * GetStudentCourses: the student's registered sections this term, done or pending, with the window's dates
 * from the same row the gate and IsEvaluationOpened read.
 */
export async function studentCourses(db: Database, studentId: number, now: Date): Promise<StudentCourses> {
  const [window, rows] = await Promise.all([
    currentTermWindow(db, 'evaluation'),
    studentSectionsToEvaluate(db, studentId),
  ]);
  return {
    WindowOpen: isWindowOpen(window, now),
    Window:
      window?.opensAt && window.closesAt
        ? { OpensAt: window.opensAt.toISOString(), ClosesAt: window.closesAt.toISOString() }
        : null,
    Now: now.toISOString(),
    Courses: rows.map((row) => ({
      SectionId: row.sectionId,
      CourseCode: row.courseCode,
      CourseTitleEn: row.titleEn,
      CourseTitleAr: row.titleAr,
      SectionNo: row.sectionNo,
      SectionKind: row.kind,
      Evaluated: row.evaluated,
    })),
  };
}

/** GetCourseInstructors: the instructors of a section the student holds this term; null when not held. */
export async function courseInstructors(
  db: Database,
  studentId: number,
  sectionId: number,
): Promise<CourseInstructor[] | null> {
  const held = await studentSectionsToEvaluate(db, studentId);
  if (!held.some((row) => row.sectionId === sectionId)) return null;
  const rows = await sectionInstructors(db, sectionId);
  return rows.map((row) => ({
    InstructorId: row.id,
    Title: row.title,
    NameEn: row.nameEn,
    NameAr: row.nameAr,
  }));
}

/** GetCategoryQuestions: the current term's questions of one category, in order. */
export async function categoryQuestions(db: Database, categoryId: 1 | 2): Promise<EvaluationQuestion[]> {
  const rows = await currentQuestions(db, categoryId);
  return rows.map((row) => ({
    QuestionId: row.id,
    CategoryId: row.categoryId,
    Kind: row.kind,
    Required: row.required,
    TextEn: row.textEn,
    TextAr: row.textAr,
  }));
}
