import { z } from 'zod';

/** ok: under the warning limit; warning: at or over it; denied: at or over the denial limit (no final exam). */
export const ATTENDANCE_STATES = ['ok', 'warning', 'denied'] as const;
export const attendanceState = z.enum(ATTENDANCE_STATES);
export type AttendanceState = z.infer<typeof attendanceState>;

export const courseAttendance = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  /** Sessions of the term for this course (lecture and its lab or tutorial), cancelled ones left out. */
  SessionsScheduled: z.number().int(),
  /** Sessions held so far. */
  SessionsHeld: z.number().int(),
  /** Unexcused absences: the ones that count toward the limits. */
  Absences: z.number().int(),
  Excused: z.number().int(),
  /** Unexcused absences as a percentage of the scheduled sessions, one decimal. */
  AbsencePercent: z.number(),
  State: attendanceState,
  /** Further unexcused absences before the denial limit is reached; 0 once denied. */
  AbsencesLeft: z.number().int(),
});
export type CourseAttendance = z.infer<typeof courseAttendance>;

/** GET /api/Portal/GetStudentAttendance: the current term's attendance per course. */
export const getStudentAttendanceResponse = z.object({
  TermCode: z.string().nullable(),
  TermNameEn: z.string().nullable(),
  TermNameAr: z.string().nullable(),
  WarningPercent: z.number(),
  DenialPercent: z.number(),
  Courses: z.array(courseAttendance),
});
export type StudentAttendance = z.infer<typeof getStudentAttendanceResponse>;
