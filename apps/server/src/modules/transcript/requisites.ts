import type { CoursePrerequisites, CourseRequisite } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from './record.js';
import { catalogueCourse, requisitesOf } from './requisite-queries.js';

/**
 * GetCoursePreq: a catalogue course's requisites and whether this student meets each. A prerequisite is
 * met by a pass (published and not withheld); a co-requisite also by taking it this term. The course is
 * catalogue data, so any course may be asked about; only the asking student's record is read. Null for a
 * course that does not exist.
 */
export async function coursePrerequisites(
  db: Database,
  studentId: number,
  courseId: number,
  scale: GradeScale,
  now: Date,
): Promise<CoursePrerequisites | null> {
  const course = await catalogueCourse(db, courseId);
  if (!course) return null;
  const [requisites, record] = await Promise.all([
    requisitesOf(db, courseId),
    academicRecordOf(db, studentId, scale, now),
  ]);
  const rows = requisites.map((requisite): CourseRequisite => {
    const state = record.passedCourseIds.has(requisite.courseId)
      ? 'passed'
      : record.inProgressCourseIds.has(requisite.courseId) &&
          record.attempts.some(
            ({ attempt }) => attempt.courseId === requisite.courseId && attempt.termIsCurrent,
          )
        ? 'in_progress'
        : 'not_met';
    return {
      CourseId: requisite.courseId,
      CourseCode: requisite.code,
      TitleEn: requisite.titleEn,
      TitleAr: requisite.titleAr,
      Kind: requisite.kind,
      State: state,
      Met: state === 'passed' || (state === 'in_progress' && requisite.kind === 'co'),
    };
  });
  return {
    CourseId: course.id,
    CourseCode: course.code,
    TitleEn: course.titleEn,
    TitleAr: course.titleAr,
    Credits: course.credits,
    Requisites: rows,
    AllMet: rows.every((row) => row.Met),
  };
}
