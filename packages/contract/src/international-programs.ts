import { z } from 'zod';
import { orderTypeDocument } from './orders-types.js';

/*
 * The international office's programs as data (issue 25): semester exchanges at partner universities, short
 * programs, clinical training abroad and conferences. A program is shown on one of the spec's pages; a new
 * program needs no release, only the office's editor (international-office.ts).
 */

/** Spec §7's `modeId`: 1 semester exchange, 2 short program, 3 clinical training, 4 conference. */
export const PROGRAM_MODES = [
  'semester-exchange',
  'short-program',
  'clinical-training',
  'conference',
] as const;
export const programMode = z.enum(PROGRAM_MODES);
export type ProgramMode = z.infer<typeof programMode>;
export const modeIdOf = (mode: ProgramMode): number => PROGRAM_MODES.indexOf(mode) + 1;
export const modeOfId = (id: number): ProgramMode | undefined => PROGRAM_MODES[id - 1];
export const modeId = z.coerce.number().int().min(1).max(PROGRAM_MODES.length);

/** The spec's pages a program can be shown on; `duphat` and `curious` have their installment pages. */
export const PROGRAM_PAGES = ['international', 'opet', 'duphat', 'curious', 'gmu-clinical'] as const;
export const programPage = z.enum(PROGRAM_PAGES);
export type ProgramPage = z.infer<typeof programPage>;

/**
 * How places are given: `ranked` — the office closes the list, ranks applicants by the published rule (GPA,
 * then a seeded random tie-break) and allocates partner seats in rounds; `open` — a submitted application
 * takes a place at once while the program has places (conferences), else it waits for one.
 */
export const PROGRAM_SELECTIONS = ['ranked', 'open'] as const;
export const programSelection = z.enum(PROGRAM_SELECTIONS);
export type ProgramSelection = z.infer<typeof programSelection>;

const label = z.string().trim().min(1).max(200);
const longText = z.string().trim().max(8000);
const instant = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();
export const programCode = z.string().regex(/^[A-Z][A-Z0-9-]{1,31}$/);
export const planCode = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

/** Who may apply. Empty lists and null bounds mean "any". */
export const programEligibility = z.object({
  FacultyIds: z.array(z.number().int().positive()).max(50),
  ProgramIds: z.array(z.number().int().positive()).max(200),
  MinLevel: z.number().int().min(1).max(10).nullable(),
  MaxLevel: z.number().int().min(1).max(10).nullable(),
  /** Cumulative GPA on the 4-point scale. */
  MinGpa: z.number().min(0).max(4).nullable(),
  /** Academic standings allowed (`good`, `honors`, `warning`, `probation`); empty = any. */
  Standings: z.array(z.enum(['good', 'honors', 'warning', 'probation'])).max(4),
  /** A disciplinary hold in force keeps the student out. */
  NoDisciplinaryHold: z.boolean(),
});
export type ProgramEligibility = z.infer<typeof programEligibility>;

/** A partner university (or the host of a short program or conference). */
export const partnerUniversity = z.object({
  PartnerId: z.number().int(),
  Code: programCode,
  NameEn: label,
  NameAr: label,
  CountryEn: label,
  CountryAr: label,
  City: label,
});
export type PartnerUniversity = z.infer<typeof partnerUniversity>;

/** One installment of a plan: a share of the fee, due on a day. The shares of a plan add up to 100. */
export const planInstallment = z.object({
  Percent: z.number().int().min(1).max(100),
  DueDate: calendarDate,
});

/** A way to pay the program's fee: in full, or in installments. */
export const programPlan = z.object({
  Code: planCode,
  NameEn: label,
  NameAr: label,
  Installments: z.array(planInstallment).min(1).max(12),
});
export type ProgramPlan = z.infer<typeof programPlan>;

/** A program as the student sees it on its page, with whether they may apply now and why not. */
export const internationalProgram = z.object({
  ProgramId: z.number().int(),
  Code: programCode,
  PageName: programPage,
  ModeId: z.number().int(),
  Mode: programMode,
  Selection: programSelection,
  TitleEn: label,
  TitleAr: label,
  IntroEn: longText,
  IntroAr: longText,
  /** The flyer's text (the `international-flyer` page), paragraphs separated by blank lines. */
  FlyerEn: longText,
  FlyerAr: longText,
  OpensAt: instant,
  ClosesAt: instant,
  /** How many partner universities a student may rank (1 for a program with one host). */
  MaxChoices: z.number().int().min(1).max(10),
  /** 0 = free. */
  FeePiastres: z.number().int().min(0),
  Currency: z.literal('EGP'),
  Eligibility: programEligibility,
  Eligible: z.boolean(),
  /** Why not, in the student's language; null when they may apply. */
  NotEligibleReason: z.string().nullable(),
  /** The student's application to it, if they have one. */
  ApplicationId: z.number().int().nullable(),
});
export type InternationalProgram = z.infer<typeof internationalProgram>;

/** GET GetFacultyIntroText: the programs shown on one page, opening soonest first. */
export const programPageQuery = z.object({ PageName: programPage });
export const getFacultyIntroTextResponse = z.array(internationalProgram);

/** GET GetStudentData (international host): the facts eligibility is judged on. */
export const getInternationalStudentDataResponse = z.object({
  StudentCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  FacultyId: z.number().int(),
  FacultyNameEn: z.string(),
  FacultyNameAr: z.string(),
  ProgramNameEn: z.string(),
  ProgramNameAr: z.string(),
  Level: z.number().int(),
  /** Null before the first graded term. */
  Gpa: z.number().nullable(),
  Standing: z.string(),
  DisciplinaryHold: z.boolean(),
});

/** GET GetAppliedSemesters: the terms a program takes students for, with the seats offered in each. */
export const programIdQuery = z.object({ ProgramId: z.coerce.number().int().positive().max(2_147_483_647) });
export const appliedSemester = z.object({
  TermId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  Seats: z.number().int(),
});
export const getAppliedSemestersResponse = z.array(appliedSemester);

/** GET GetAppliedUniversities: the partners with seats in one of the program's terms. */
export const appliedUniversitiesQuery = programIdQuery.extend({
  TermId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const appliedUniversity = partnerUniversity.extend({ Seats: z.number().int() });
export const getAppliedUniversitiesResponse = z.array(appliedUniversity);

/** GET GetDocuments: a mode's document checklist (the same shape as a request type's). */
export const modeDocumentsQuery = z.object({ ModeId: modeId });
export const getProgramDocumentsResponse = z.array(orderTypeDocument);
