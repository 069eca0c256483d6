import type { Database } from '../../platform/db/client.js';
import type { Said } from '../../platform/i18n/said.js';
import { say } from '../../platform/i18n/said.js';
import { currentTermWindow } from '../academic/term-windows.js';
import { studentAttendance, type AttendanceLimits } from '../attendance/service.js';
import { examScoring } from '../exams/service.js';

/*
 * The late-drop rules (README "Late drop"). A late drop is a withdrawal after the ordinary withdrawal
 * window (transcript's AddWsGrade, which records W) has closed and before teaching ends — the final
 * exams window opening (a term without one: while it is the current term). It goes through the office and is
 * recorded as:
 * - WU (withdrawn unsatisfactory, an F's points) when the student is failing the course at that moment:
 *   past the attendance denial limit (attendance's `denied`: barred from the final anyway), or marked
 *   absent at / scoring under half of the course's published midterm;
 * - W otherwise, exactly as AddWsGrade records it.
 * Like AddWsGrade it never drops the student's last course of the term.
 */

export type DropGrade = 'W' | 'WU';

/** Whether late drops are open for the current term at `now`, and why not. */
export type LateDropPeriod = { open: true; termId: number } | { open: false; reason: Said };

export async function lateDropPeriod(db: Database, now: Date): Promise<LateDropPeriod> {
  const [withdrawal, finals] = await Promise.all([
    currentTermWindow(db, 'withdrawal'),
    currentTermWindow(db, 'final_exams'),
  ]);
  if (!withdrawal) return { open: false, reason: say('orders.course.lateDropOver') };
  if (withdrawal.opensAt && now < withdrawal.opensAt)
    return { open: false, reason: say('orders.course.lateDropNotYet') };
  if (withdrawal.closesAt && now < withdrawal.closesAt)
    return { open: false, reason: say('orders.course.withdrawInstead') };
  const teachingEnds = finals?.opensAt ?? null;
  if (teachingEnds !== null && now >= teachingEnds)
    return { open: false, reason: say('orders.course.lateDropOver') };
  return { open: true, termId: withdrawal.termId };
}

/** Half the exam's marks: under it the student is failing the course's assessed work so far. */
const FAILING_SHARE = 0.5;

/** For each current course (by code) of the student, the grade a late drop would record now. */
export async function dropGradesOf(
  db: Database,
  studentId: number,
  limits: AttendanceLimits,
  termCode: string,
): Promise<Map<string, DropGrade>> {
  const [attendance, midterms] = await Promise.all([
    studentAttendance(db, studentId, limits),
    examScoring(db, studentId, 'midterm'),
  ]);
  const failing = new Set<string>();
  for (const course of attendance.Courses) if (course.State === 'denied') failing.add(course.CourseCode);
  const thisTerm = midterms.Terms.find((group) => group.Term.Code === termCode);
  for (const score of thisTerm?.Scores ?? []) {
    if (score.Absent || (score.Score !== null && score.Score < score.OutOf * FAILING_SHARE))
      failing.add(score.CourseCode);
  }
  const grades = new Map<string, DropGrade>();
  for (const code of failing) grades.set(code, 'WU');
  return grades;
}
