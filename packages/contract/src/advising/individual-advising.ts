import { z } from 'zod';
import { termSummary } from '../default-data.js';
import { classMeeting, sectionKind } from '../schedule.js';
import { ADVISING_MODES, advisingWindow, ruleRefusal } from './common.js';
import { studentCodeField } from './student-code-field.js';

// ---------------------------------------------------------------------------------------------------
// Individual advising

/** The least and most credits the student may hold this term. */
export const creditLimits = z.object({ Min: z.number().int(), Max: z.number().int() });
export type CreditLimits = z.infer<typeof creditLimits>;

/** GET /api/Advising/GetStudentData (and Module/GetStudentData, which adds the chosen group). */
export const advisingStudentData = z.object({
  StudentCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ProgramCode: z.string(),
  ProgramNameEn: z.string(),
  ProgramNameAr: z.string(),
  AdvisingMode: z.enum(ADVISING_MODES),
  Level: z.number().int(),
  Standing: z.enum(['good', 'honors', 'warning', 'probation']),
  /** Cumulative GPA; null before anything was graded. */
  Gpa: z.number().nullable(),
  EarnedCredits: z.number().int(),
  /** This term's credit load limits for the student's standing (raised for a high GPA). */
  CreditLimits: creditLimits,
  /** Credits of the sections the student holds this term. */
  RegisteredCredits: z.number().int(),
  Term: termSummary.nullable(),
  Window: advisingWindow.nullable(),
  WindowOpen: z.boolean(),
});
export type AdvisingStudentData = z.infer<typeof advisingStudentData>;

export const COURSE_STATES = ['passed', 'in_progress', 'eligible', 'blocked'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export const planCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  SuggestedLevel: z.number().int(),
  /** The course is taken with a lab or tutorial section besides the lecture. */
  HasLab: z.boolean(),
  /** passed; in progress (held this term); eligible to take; blocked by the requisites in `BlockedBy`. */
  State: z.enum(COURSE_STATES),
  /** Codes of the requisites not met, e.g. ["CSC 201"]; empty unless blocked. */
  BlockedBy: z.array(z.string()),
  /** Sections of the course open this term. */
  Offered: z.boolean(),
});
export type PlanCourse = z.infer<typeof planCourse>;

export const planCategoryView = z.object({
  CategoryId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  RequiredCredits: z.number().int(),
  /** Passed credits counted for this category. */
  EarnedCredits: z.number().int(),
  /** Credits of courses held this term. */
  InProgressCredits: z.number().int(),
  IsElective: z.boolean(),
  Courses: z.array(planCourse),
});
export type PlanCategoryView = z.infer<typeof planCategoryView>;

/** GET /api/Advising/GetStudentCategories: the study plan with each course's state. */
export const studentCategories = z.object({ Categories: z.array(planCategoryView) });
export type StudentCategories = z.infer<typeof studentCategories>;

/** POST /api/Advising/GetCourseSections */
export const getCourseSectionsBody = z.object({
  StudentCode: studentCodeField,
  CourseId: z.number().int().positive(),
});
export type GetCourseSectionsBody = z.infer<typeof getCourseSectionsBody>;

export const instructorView = z.object({ Title: z.string(), NameEn: z.string(), NameAr: z.string() });

/** A section open for advising: its weekly meetings (SectionSchedule), instructor and seats left. */
export const advisingSection = z.object({
  SectionId: z.number().int(),
  CourseId: z.number().int(),
  CourseCode: z.string(),
  SectionNo: z.string(),
  Kind: sectionKind,
  /** For a lab or tutorial: the lecture section it belongs to. */
  LectureSectionId: z.number().int().nullable(),
  Instructor: instructorView.nullable(),
  Capacity: z.number().int(),
  SeatsLeft: z.number().int(),
  /** The student holds this section now. */
  Registered: z.boolean(),
  /** Why taking this section would clash with the student's timetable; null when it fits. */
  Clash: z.string().nullable(),
  SectionSchedule: z.array(classMeeting),
});
export type AdvisingSection = z.infer<typeof advisingSection>;

export const courseSections = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  HasLab: z.boolean(),
  /** IANA time zone of the meeting times. */
  TimeZone: z.string(),
  Sections: z.array(advisingSection),
});
export type CourseSections = z.infer<typeof courseSections>;

/** POST /api/Advising/InsertCourse: a lecture section and, for a course with labs, one of its labs. */
export const insertCourseBody = z.object({
  StudentCode: studentCodeField,
  SectionIds: z.array(z.number().int().positive()).min(1).max(3),
});
export type InsertCourseBody = z.infer<typeof insertCourseBody>;

/** POST /api/Advising/RemoveCourse: frees every section of the course the student holds this term. */
export const removeCourseBody = z.object({
  StudentCode: studentCodeField,
  CourseId: z.number().int().positive(),
});
export type RemoveCourseBody = z.infer<typeof removeCourseBody>;

/** A section the student holds this term, with its meetings: the timetable of the answer. */
export const timetableSection = z.object({
  SectionId: z.number().int(),
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  SectionNo: z.string(),
  Kind: sectionKind,
  Instructor: instructorView.nullable(),
  SectionSchedule: z.array(classMeeting),
});
export type TimetableSection = z.infer<typeof timetableSection>;

/**
 * The answer of every call that changes (or checks a change of) the timetable. Status "200": done;
 * "422" with every refusal in `Refusals` (Message joins them): nothing changed.
 */
export const advisingChange = z.object({
  Refusals: z.array(ruleRefusal),
  Timetable: z.array(timetableSection),
  /** Credits of the timetable (counted once per course). */
  Credits: z.number().int(),
  CreditLimits: creditLimits,
});
export type AdvisingChange = z.infer<typeof advisingChange>;
