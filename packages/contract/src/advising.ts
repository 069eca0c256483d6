import { z } from 'zod';
import { termSummary } from './default-data.js';
import { classMeeting, sectionKind } from './schedule.js';
import { registrationHold } from './time-tickets.js';

/** The windows a student enters through the shared validate page. */
export const ADVISING_WINDOW_KINDS = ['advising', 'add_drop', 'advising_preview'] as const;
export const advisingWindowKind = z.enum(ADVISING_WINDOW_KINDS);
export type AdvisingWindowKind = z.infer<typeof advisingWindowKind>;

export const ADVISING_MODES = ['individual', 'group'] as const;
export type AdvisingMode = (typeof ADVISING_MODES)[number];

/**
 * Why a registration change was refused. The server checks the student's whole resulting timetable in
 * one transaction and names every problem it finds (modules/advising/rules.ts).
 */
export const RULE_REFUSAL_CODES = [
  'prerequisite',
  'corequisite',
  'time_conflict',
  'credit_limit',
  'duplicate_course',
  'section_full',
  'lab_required',
  'not_offered',
  'window_closed',
  'hold',
  /** Group advising: a group or elective that is not the student's to choose, or the wrong number of electives. */
  'elective_choice',
] as const;
export type RuleRefusalCode = (typeof RULE_REFUSAL_CODES)[number];

export const ruleRefusal = z.object({
  Code: z.enum(RULE_REFUSAL_CODES),
  /** Plain words, e.g. "CSC 301 needs CSC 201 passed first." */
  Message: z.string(),
  CourseCode: z.string().nullable(),
  SectionId: z.number().int().nullable(),
});
export type RuleRefusal = z.infer<typeof ruleRefusal>;

/** A window of the current term, as the pages show it (ISO instants). */
export const advisingWindow = z.object({
  Kind: advisingWindowKind,
  OpensAt: z.string(),
  ClosesAt: z.string(),
});
export type AdvisingWindow = z.infer<typeof advisingWindow>;

/** A student code in a query or body: accepted for the legacy client, never trusted (the token decides). */
const studentCodeField = z.string().trim().min(1).max(32).optional();

// ---------------------------------------------------------------------------------------------------
// Validate page

/** GET /api/AdvisingValidator/Check?kind= */
export const advisingValidatorQuery = z.object({ kind: advisingWindowKind.default('advising') });

export const advisingValidation = z.object({
  /** The server's clock, for the countdown. */
  Now: z.string(),
  Kind: advisingWindowKind,
  /** Null when the current term has no such window. */
  Window: advisingWindow.nullable(),
  WindowOpen: z.boolean(),
  /** Every hold in force (unpaid balance, evaluation, registrar or disciplinary hold, contact data…). */
  Holds: z.array(registrationHold),
  /** Contact data confirmed for the current term. */
  ContactConfirmed: z.boolean(),
  /** Every reason the student may not enter now, in plain words; empty when they may. */
  Reasons: z.array(z.string()),
  CanEnter: z.boolean(),
  AdvisingMode: z.enum(ADVISING_MODES),
  /** Where the validate page sends the student once they may enter. */
  NextPage: z.enum(['IndAdvising', 'AdvisingModules', 'AddDrop', 'Preview']),
});
export type AdvisingValidation = z.infer<typeof advisingValidation>;

// ---------------------------------------------------------------------------------------------------
// Contact data, confirmed once per term

export const studentContactDetails = z.object({
  Phone: z.string().nullable(),
  Address: z.string().nullable(),
  EmergencyContactName: z.string().nullable(),
  EmergencyContactPhone: z.string().nullable(),
  EmergencyContactRelation: z.string().nullable(),
  /** When the student last confirmed the data (ISO), any term. */
  ConfirmedAt: z.string().nullable(),
  /** The data was confirmed during the current term: advising needs this. */
  ConfirmedThisTerm: z.boolean(),
  Term: termSummary.nullable(),
});
export type StudentContactDetails = z.infer<typeof studentContactDetails>;

/** Digits with an optional leading +, spaces and dashes allowed between them: 8 to 15 digits. */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,20}[0-9]$/, 'Enter a phone number of digits, e.g. +20 100 123 4567.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits.');

/** POST /api/Portal/UpdateAdvisingContactData: replaces the data and confirms it for the current term. */
export const updateAdvisingContactDataBody = z
  .object({
    StudentCode: studentCodeField,
    Phone: phoneNumber,
    Address: z.string().trim().min(5, 'Enter your full address.').max(300),
    EmergencyContactName: z.string().trim().min(2, 'Enter the emergency contact’s name.').max(120),
    EmergencyContactPhone: phoneNumber,
    EmergencyContactRelation: z.string().trim().min(2, 'Say how the contact is related to you.').max(60),
  })
  .refine((body) => body.Phone.replace(/\D/g, '') !== body.EmergencyContactPhone.replace(/\D/g, ''), {
    path: ['EmergencyContactPhone'],
    message: 'The emergency contact needs a phone number other than yours.',
  });
export type UpdateAdvisingContactDataBody = z.infer<typeof updateAdvisingContactDataBody>;

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

// ---------------------------------------------------------------------------------------------------
// The advising log

export const ADVISING_EVENT_ACTIONS = [
  /** A seat was given (advising, group, add/drop, waitlist or staff). */
  'seat_taken',
  /** A seat was freed. */
  'seat_freed',
  /** A change was refused; the detail says why. */
  'change_refused',
  'contact_confirmed',
  'group_saved',
  'cart_changed',
  'cart_saved',
  /** Waitlists (modules/waitlist): joining, leaving, a seat offered, accepted, declined or lapsed. */
  'waitlist_join',
  'waitlist_leave',
  'waitlist_offer',
  'waitlist_accept',
  'waitlist_decline',
  'waitlist_lapse',
] as const;
export type AdvisingEventAction = (typeof ADVISING_EVENT_ACTIONS)[number];

export const SEAT_SOURCES = ['advising', 'group', 'add_drop', 'waitlist', 'staff'] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

export const advisingEvent = z.object({
  EventId: z.number().int(),
  At: z.string(),
  Action: z.enum(ADVISING_EVENT_ACTIONS),
  Source: z.enum(SEAT_SOURCES),
  CourseCode: z.string().nullable(),
  SectionNo: z.string().nullable(),
  /** Plain words: the refusal, the group chosen… */
  Detail: z.string().nullable(),
});
export type AdvisingEvent = z.infer<typeof advisingEvent>;

/** GET /api/Advising/GetLoggers: the student's own advising history, newest first. */
export const advisingLog = z.object({ Events: z.array(advisingEvent) });
export type AdvisingLog = z.infer<typeof advisingLog>;

// ---------------------------------------------------------------------------------------------------
// Group advising

export const studentCodeQuery = z.object({ studentCode: studentCodeField });

/** GET /api/Module/GetStudentData */
export const moduleStudentData = advisingStudentData.extend({
  /** The ready-made group the student holds this term, if any. */
  ChosenGroupId: z.number().int().nullable(),
});
export type ModuleStudentData = z.infer<typeof moduleStudentData>;

/** A ready-made group: a block of sections the student takes together. */
export const advisingGroup = z.object({
  GroupId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Level: z.number().int(),
  Sections: z.array(advisingSection),
  Credits: z.number().int(),
  /** Some section of the block has no seat left. */
  Full: z.boolean(),
  Chosen: z.boolean(),
});
export type AdvisingGroup = z.infer<typeof advisingGroup>;

export const electiveCourse = z.object({
  CourseId: z.number().int(),
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Credits: z.number().int(),
  Sections: z.array(advisingSection),
});
export type ElectiveCourse = z.infer<typeof electiveCourse>;

/** A module's elective group: pick `Pick` of its courses, one section each. */
export const electiveGroup = z.object({
  ElectiveGroupId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Pick: z.number().int(),
  Courses: z.array(electiveCourse),
});
export type ElectiveGroup = z.infer<typeof electiveGroup>;

/** GET /api/Module/GetStudentGroups?studentCode= : the groups and elective groups for the student's program and level. */
export const studentGroups = z.object({
  TimeZone: z.string(),
  Groups: z.array(advisingGroup),
  ElectiveGroups: z.array(electiveGroup),
});
export type StudentGroups = z.infer<typeof studentGroups>;

/** GET /api/Module/GetSelectedElectives?studentCode= : the student's saved choice this term. */
export const selectedElectives = z.object({
  GroupId: z.number().int().nullable(),
  Electives: z.array(
    z.object({
      ElectiveGroupId: z.number().int(),
      CourseId: z.number().int(),
      CourseCode: z.string(),
      SectionId: z.number().int(),
    }),
  ),
});
export type SelectedElectives = z.infer<typeof selectedElectives>;

/** POST /api/Module/CheckElectivesConflicts and POST /api/Module/SaveStudentGroup */
export const studentGroupChoice = z.object({
  StudentCode: studentCodeField,
  GroupId: z.number().int().positive(),
  ElectiveSectionIds: z.array(z.number().int().positive()).max(12),
});
export type StudentGroupChoice = z.infer<typeof studentGroupChoice>;

// ---------------------------------------------------------------------------------------------------
// Staff: the current term's windows

export const WINDOW_ACTIONS = ['open_now', 'close_now', 'move'] as const;

/**
 * POST /api/Registration/UpdateTermWindow (registrar): open a window now, close it now, or move it to
 * new dates (`OpensAt` and `ClosesAt`, required for `move`).
 */
export const updateTermWindowBody = z
  .object({
    Kind: advisingWindowKind,
    Action: z.enum(WINDOW_ACTIONS),
    OpensAt: z.iso.datetime({ offset: true }).optional(),
    ClosesAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => body.Action !== 'move' || (body.OpensAt !== undefined && body.ClosesAt !== undefined), {
    path: ['OpensAt'],
    message: 'Moving a window needs both OpensAt and ClosesAt.',
  });
export type UpdateTermWindowBody = z.infer<typeof updateTermWindowBody>;

export const updateTermWindowResponse = advisingWindow.extend({ WindowId: z.number().int() });
export type UpdatedTermWindow = z.infer<typeof updateTermWindowResponse>;
