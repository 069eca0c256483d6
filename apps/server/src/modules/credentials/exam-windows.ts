import type { CredentialExam, ScheduledExam } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { allCurrentExams } from '../exams/service.js';

/** Exam credentials are shown from this long before the exam starts, so the student can sign in on time. */
export const EXAM_CREDENTIAL_LEAD_MS = 30 * 60 * 1000;

/** The student's own exams this term (the port over modules/exams: their rules, never their tables). */
export type StudentExams = (db: Database, studentId: number) => Promise<ScheduledExam[]>;

export const studentExamsFromExamsModule: StudentExams = allCurrentExams;

/** An exam with the window in which its credential is shown. */
export function credentialWindow(exam: ScheduledExam): CredentialExam {
  return {
    ExamId: exam.ExamId,
    Kind: exam.Kind,
    CourseCode: exam.CourseCode,
    CourseTitleEn: exam.CourseTitleEn,
    CourseTitleAr: exam.CourseTitleAr,
    StartsAt: exam.StartsAt,
    OpensAt: new Date(Date.parse(exam.StartsAt) - EXAM_CREDENTIAL_LEAD_MS).toISOString(),
    ClosesAt: exam.EndsAt,
  };
}

export type WindowState = 'open' | 'not-yet' | 'over';

export function windowState(window: CredentialExam, now: Date): WindowState {
  if (now.getTime() < Date.parse(window.OpensAt)) return 'not-yet';
  if (now.getTime() >= Date.parse(window.ClosesAt)) return 'over';
  return 'open';
}
