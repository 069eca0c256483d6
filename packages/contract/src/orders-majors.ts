import { z } from 'zod';
import { orderState } from './orders-requests.js';

/*
 * Major declaration (issue 26 point 2): a request type of purpose `major-declaration` whose form's `major`
 * field names a program. The majors of the student's faculty that are not competitive may be declared; a
 * major the faculty fills by Tanseek placement cannot (the student ranks it in the Tanseek round instead).
 */

/** A program as the declaration page names it. */
export const majorProgram = z.object({
  ProgramId: z.number().int(),
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});
export type MajorProgram = z.infer<typeof majorProgram>;

/** A major of the student's faculty, with whether it may be declared and why not. */
export const declarableMajor = majorProgram.extend({
  /** Placed by Tanseek (ranked in a placement round, by GPA within capacity): never declared. */
  Competitive: z.boolean(),
  /** Why it cannot be chosen now (competitive, already the student's major), in the student's language. */
  NotDeclarableReason: z.string().nullable(),
});
export type DeclarableMajor = z.infer<typeof declarableMajor>;

/** The student's latest declaration request, as the page shows it. */
export const majorDeclarationRequest = z.object({
  OrderId: z.number().int(),
  State: orderState,
  /** The version UpdateStudentOrder names (submit a draft, withdraw before the decision). */
  Version: z.number().int(),
  Major: majorProgram.nullable(),
  /** The department's reason when it refused (or asked for a correction). */
  OfficeNote: z.string().nullable(),
  SubmittedAt: z.iso.datetime({ offset: true }).nullable(),
  DecidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MajorDeclarationRequest = z.infer<typeof majorDeclarationRequest>;

/** GET (orders host) GetStudentMajors: the current major, the faculty's majors, the type and latest request. */
export const getStudentMajorsResponse = z.object({
  Current: majorProgram.nullable(),
  Majors: z.array(declarableMajor),
  /** The request type to file with (SaveStudentOrder), or null while the university offers none. */
  OrderTypeId: z.number().int().nullable(),
  /** The key of that type's `major` field: the answer SaveStudentOrder sends the program id under. */
  MajorFieldKey: z.string().nullable(),
  /** Whether the student may file one now, and why not (one already open, level, window). */
  Eligible: z.boolean(),
  NotEligibleReason: z.string().nullable(),
  Latest: majorDeclarationRequest.nullable(),
});
export type StudentMajors = z.infer<typeof getStudentMajorsResponse>;
