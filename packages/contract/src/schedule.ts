import { z } from 'zod';
import { termSummary } from './default-data.js';
import { examKind } from './exams.js';

export const SECTION_KINDS = ['lecture', 'lab', 'tutorial'] as const;
export const sectionKind = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof sectionKind>;
export const meetingMode = z.enum(['in_person', 'online', 'hybrid']);
export type MeetingMode = z.infer<typeof meetingMode>;

const clockTime = z.string().regex(/^\d{2}:\d{2}$/);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A weekly class meeting, in the university's local time (`TimeZone` of the answer). */
export const classMeeting = z.object({
  MeetingId: z.number().int(),
  /** 0 = Sunday … 6 = Saturday. */
  Day: z.number().int().min(0).max(6),
  StartsAt: clockTime,
  EndsAt: clockTime,
  /** Null for an online-only meeting. */
  Room: z.string().nullable(),
  Mode: meetingMode,
});
export type ClassMeeting = z.infer<typeof classMeeting>;

export const onlineClassMeeting = classMeeting.extend({ OnlineUrl: z.string().nullable() });
export type OnlineClassMeeting = z.infer<typeof onlineClassMeeting>;

const sectionFields = {
  SectionId: z.number().int(),
  CourseId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  Credits: z.number().int(),
  SectionNo: z.string(),
  Kind: sectionKind,
  /** Null while the section waits for an instructor ("TBA"). */
  Instructor: z.object({ Title: z.string(), NameEn: z.string(), NameAr: z.string() }).nullable(),
};

export const scheduleSection = z.object({ ...sectionFields, Meetings: z.array(classMeeting) });
export type ScheduleSection = z.infer<typeof scheduleSection>;
export const onlineSection = z.object({ ...sectionFields, Meetings: z.array(onlineClassMeeting) });
export type OnlineSection = z.infer<typeof onlineSection>;

/** The current term, with the last teaching day (classes stop when the final exams start). */
export const scheduleTerm = termSummary.extend({ StartsOn: isoDay, EndsOn: isoDay, ClassesEndOn: isoDay });
export type ScheduleTerm = z.infer<typeof scheduleTerm>;

/** The student's next exam of any kind this term (the schedule page's banner and the home tile). */
export const nextExam = z.object({
  ExamId: z.number().int(),
  Kind: examKind,
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Room: z.string(),
  SeatNo: z.number().int().nullable(),
});
export type NextExam = z.infer<typeof nextExam>;

const scheduleFields = {
  Term: scheduleTerm.nullable(),
  /** IANA time zone of the meeting times (UNIVERSITY_TIME_ZONE). */
  TimeZone: z.string(),
  /** The first day of the university's week, 0 = Sunday … 6 = Saturday (Egypt: Saturday). */
  WeekStartsOn: z.number().int().min(0).max(6),
};

/** GET /api/Reports/GetStudentSchedule: the registered sections of the current term and their meetings. */
export const studentSchedule = z.object({
  ...scheduleFields,
  Sections: z.array(scheduleSection),
  NextExam: nextExam.nullable(),
});
export type StudentSchedule = z.infer<typeof studentSchedule>;

/** GET /api/Reports/GetStudentScheduleWithZoomLinks: the same sections with each meeting's online link. */
export const studentScheduleWithZoomLinks = z.object({ ...scheduleFields, Sections: z.array(onlineSection) });
export type StudentScheduleWithZoomLinks = z.infer<typeof studentScheduleWithZoomLinks>;
