import { z } from 'zod';
import { advisingSection, advisingStudentData } from './individual-advising.js';
import { studentCodeField } from './student-code-field.js';

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
