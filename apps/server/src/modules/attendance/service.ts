import type { AttendanceState, CourseAttendance, StudentAttendance } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTerm } from '../academic/current-term.js';
import { courseAttendanceOf } from './queries.js';

export interface AttendanceLimits {
  /** ATTENDANCE_WARNING_PERCENT and ATTENDANCE_DENIAL_PERCENT: unexcused absence, % of scheduled sessions. */
  warningPercent: number;
  denialPercent: number;
}

/**
 * The limits are measured against the course's scheduled sessions for the whole term, as the regulations
 * word them ("absence exceeding 25 % of the course's sessions"), not against the sessions held so far: a
 * single absence in week one would otherwise read as 50 %. Reaching a limit counts (at 15 % a warning).
 */
export function attendanceStanding(
  absences: number,
  scheduled: number,
  limits: AttendanceLimits,
): { percent: number; state: AttendanceState; left: number } {
  const exact = scheduled === 0 ? 0 : (absences / scheduled) * 100;
  const state: AttendanceState =
    exact >= limits.denialPercent ? 'denied' : exact >= limits.warningPercent ? 'warning' : 'ok';
  // The most absences that stay under the denial limit; a hair of tolerance for 25 × 28 / 100 = 7.000…1.
  const mostBelowDenial = Math.ceil((limits.denialPercent * scheduled) / 100 - 1e-9) - 1;
  return {
    percent: Math.round(exact * 10) / 10,
    state,
    left: state === 'denied' ? 0 : Math.max(0, mostBelowDenial - absences),
  };
}

/** GetStudentAttendance: the current term's attendance per course, with the limits that apply. */
export async function studentAttendance(
  db: Database,
  studentId: number,
  limits: AttendanceLimits,
): Promise<StudentAttendance> {
  const [term, rows] = await Promise.all([currentTerm(db), courseAttendanceOf(db, studentId)]);
  const courses = rows.map((row): CourseAttendance => {
    const standing = attendanceStanding(row.absences, row.scheduled, limits);
    return {
      CourseId: row.courseId,
      CourseCode: row.code,
      TitleEn: row.titleEn,
      TitleAr: row.titleAr,
      SessionsScheduled: row.scheduled,
      SessionsHeld: row.held,
      Absences: row.absences,
      Excused: row.excused,
      AbsencePercent: standing.percent,
      State: standing.state,
      AbsencesLeft: standing.left,
    };
  });
  return {
    TermCode: term?.code ?? null,
    TermNameEn: term?.nameEn ?? null,
    TermNameAr: term?.nameAr ?? null,
    WarningPercent: limits.warningPercent,
    DenialPercent: limits.denialPercent,
    Courses: courses,
  };
}
