import { z } from 'zod';
import { termSummary } from './default-data.js';
import {
  RULE_REFUSAL_CODES,
  advisingWindow,
  creditLimits,
  getCourseSectionsBody,
  ruleRefusal,
  studentCategories,
  timetableSection,
} from './advising.js';
import { academicStanding } from './transcript.js';

/**
 * The add/drop window (spec §7 AddDrop calls): the student collects pending changes in a cart, reviews
 * the resulting timetable and credits, then AddDrop/Save applies the whole cart in one transaction or
 * nothing. Sections, the study plan and rule refusals are advising's shapes (advising.ts).
 */

/** A student code in a request must be the signed-in student's; anything else is refused, nothing read. */
const studentCodeField = z.string().trim().min(1).max(32);

/** The cart's own refusals, beside the registration rules' (advising.ts RULE_REFUSAL_CODES). */
export const CART_REFUSAL_CODES = [
  /** The cart changed since the page read it (another tab, a double submission): nothing was changed. */
  'stale_cart',
  'not_in_cart',
  /** A drop of a course the student does not hold this term. */
  'not_registered',
  'already_in_cart',
] as const;
export const changeRefusalCode = z.enum([...RULE_REFUSAL_CODES, ...CART_REFUSAL_CODES]);
export type ChangeRefusalCode = z.infer<typeof changeRefusalCode>;

/** One refused change, explained in plain words (the exact message the student reads). */
export const changeRefusal = ruleRefusal.extend({ Code: changeRefusalCode });
export type ChangeRefusal = z.infer<typeof changeRefusal>;

/** The window a page belongs to (null when the term has none), with the server's clock for the countdown. */
export const windowFields = {
  Window: advisingWindow.nullable(),
  WindowOpen: z.boolean(),
  Now: z.string(),
};

/** GET /api/AddDrop/GetStudentData: who is adding and dropping, their limits and the window. */
export const addDropStudentData = z.object({
  StudentCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  ProgramNameEn: z.string(),
  ProgramNameAr: z.string(),
  Level: z.number().int(),
  Standing: academicStanding,
  Gpa: z.number().nullable(),
  EarnedCredits: z.number().int(),
  Term: termSummary.nullable(),
  /** Credits of the sections held now (before the cart). */
  RegisteredCredits: z.number().int(),
  CreditLimits: creditLimits,
  /** The add/drop window of the current term. */
  ...windowFields,
});
export type AddDropStudentData = z.infer<typeof addDropStudentData>;

/**
 * GET /api/AddDrop/GetStudentCategories?studentcode= (the spec's spelling; optional, and only ever the
 * signed-in student's): the study plan with each course's state, as Advising/GetStudentCategories.
 */
export const addDropCategoriesQuery = z.object({ studentcode: studentCodeField.optional() });
export const addDropCategoriesResponse = studentCategories;

/** POST /api/AddDrop/GetCourseSections: as Advising/GetCourseSections (courseSections), in the add/drop window. */
export const addDropCourseSectionsBody = getCourseSectionsBody;

export const CART_CHANGE_KINDS = ['add', 'drop'] as const;
export const cartChangeKind = z.enum(CART_CHANGE_KINDS);
export type CartChangeKind = z.infer<typeof cartChangeKind>;

/** One pending change of the cart: a section to take or to give up. */
export const cartChange = z.object({
  ChangeId: z.number().int(),
  Kind: cartChangeKind,
  Section: timetableSection,
  /** Seats left in the section now (an add may still find it full at Save). */
  SeatsLeft: z.number().int(),
});
export type CartChange = z.infer<typeof cartChange>;

/**
 * GET /api/AddDrop/GetCart: the pending changes, the timetable the student would hold after saving them,
 * its credits, and what the rules would refuse now (no seat is held until Save). `Version` goes back with
 * every change, so a double submission or a change from a stale page alters nothing.
 */
export const addDropCart = z.object({
  Term: termSummary.nullable(),
  Version: z.number().int(),
  Changes: z.array(cartChange),
  /** The sections held after the cart is applied (held now − drops + adds). */
  ResultingTimetable: z.array(timetableSection),
  RegisteredCredits: z.number().int(),
  ResultingCredits: z.number().int(),
  CreditLimits: creditLimits,
  /** What Save would refuse if it ran now; empty when the cart can be saved. */
  Problems: z.array(changeRefusal),
  ...windowFields,
});
export type AddDropCart = z.infer<typeof addDropCart>;

/**
 * POST /api/AddDrop/InsertTempAddCourse: add a lecture section, with one of its lab/tutorial sections when
 * the course has them, to the cart. `Version` is the cart version the page shows.
 */
export const insertTempAddCourseBody = z.object({
  StudentCode: studentCodeField.optional(),
  SectionIds: z.array(z.number().int().positive()).min(1).max(3),
  Version: z.number().int().min(0),
});
export type InsertTempAddCourseBody = z.infer<typeof insertTempAddCourseBody>;

/** POST /api/AddDrop/InsertTempDropCourse: drop a held course (every section of it the student holds). */
export const insertTempDropCourseBody = z.object({
  StudentCode: studentCodeField.optional(),
  CourseId: z.number().int().positive(),
  Version: z.number().int().min(0),
});
export type InsertTempDropCourseBody = z.infer<typeof insertTempDropCourseBody>;

/** POST /api/AddDrop/RemoveFromTmpAddDrop: take a pending change out of the cart. */
export const removeFromTmpAddDropBody = z.object({
  StudentCode: studentCodeField.optional(),
  ChangeId: z.number().int().positive(),
  Version: z.number().int().min(0),
});
export type RemoveFromTmpAddDropBody = z.infer<typeof removeFromTmpAddDropBody>;

/**
 * The three cart calls answer the cart as it now is. A refusal (Status ≠ "200", e.g. "409" for a stale
 * version) changed nothing; its ReturnObject is the cart as it is, so the page can show it.
 */
export const cartChangeResponse = addDropCart;

/** POST /api/AddDrop/Save: apply the whole cart at `Version`. */
export const addDropSaveBody = z.object({
  StudentCode: studentCodeField.optional(),
  Version: z.number().int().min(0),
});
export type AddDropSaveBody = z.infer<typeof addDropSaveBody>;

/**
 * The answer of AddDrop/Save. Status "200": `Committed`, every drop freed its seat and every add took one;
 * the cart is empty at the new `Version`. Otherwise (Status "422", or "409" for a stale version) nothing
 * changed and `Refusals` names every change that failed and why; Message is the first refusal.
 */
export const addDropSaveResponse = z.object({
  Committed: z.boolean(),
  Refusals: z.array(changeRefusal),
  Version: z.number().int(),
  Timetable: z.array(timetableSection),
  Credits: z.number().int(),
});
export type AddDropSaveResult = z.infer<typeof addDropSaveResponse>;
