import { z } from 'zod';

/*
 * Tanseek, the placement of students into majors and minors (issue 26): a round per faculty and term in which
 * eligible students rank the majors offered; the placement office closes it, previews the allocation and
 * publishes it. The student's side here; the office's in placement-office.ts.
 */

const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive().max(2_147_483_647);

/** A round's life: students save choices while `open`; the office then closes, previews and publishes it. */
export const TANSEEK_ROUND_STATES = ['open', 'closed', 'previewed', 'published'] as const;
export const tanseekRoundState = z.enum(TANSEEK_ROUND_STATES);
export type TanseekRoundState = z.infer<typeof tanseekRoundState>;
/** The states in which a round's dates, rules and offers may still change (the server refuses the others). */
export const TANSEEK_EDITABLE_STATES: readonly TanseekRoundState[] = ['open'];

export const tanseekOfferKind = z.enum(['major', 'minor']);
export type TanseekOfferKind = z.infer<typeof tanseekOfferKind>;

export const tanseekRound = z.object({
  RoundId: z.number().int(),
  FacultyId: z.number().int(),
  FacultyNameEn: z.string(),
  FacultyNameAr: z.string(),
  TermId: z.number().int(),
  TermNameEn: z.string(),
  TermNameAr: z.string(),
  /** 1 for the main round; 2 for the round that places who the first left without a major. */
  Number: z.number().int(),
  State: tanseekRoundState,
  /** Choices may be saved from OpensAt until ClosesAt, while the round is open. */
  OpensAt: instant,
  ClosesAt: instant,
  /** How many majors a student may rank. */
  MaxChoices: z.number().int(),
  MinLevel: z.number().int(),
  MinEarnedCredits: z.number().int(),
});
export type TanseekRound = z.infer<typeof tanseekRound>;

/** A major or minor offered in a round. */
export const tanseekOffer = z.object({
  OfferId: z.number().int(),
  ProgramId: z.number().int(),
  ProgramCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  Kind: tanseekOfferKind,
  /** Seats in the major this round. */
  Capacity: z.number().int(),
  /** The GPA of the last student placed in it last year; null for a new major. */
  LastYearCutOffGpa: z.number().nullable(),
  /** Once the round is published: the GPA of the last student placed in it (null when nobody was). */
  CutOffGpa: z.number().nullable(),
});
export type TanseekOffer = z.infer<typeof tanseekOffer>;

/** The student's placement in a published round. */
export const tanseekResult = z.object({
  RoundId: z.number().int(),
  RoundNumber: z.number().int(),
  /** The major (or minor) the student was placed in; null when none of their choices had room for them. */
  OfferId: z.number().int().nullable(),
  /** The cumulative GPA the student was ranked by, and their place in the ranking (1 = first). */
  Gpa: z.number().nullable(),
  Place: z.number().int(),
  /** `no-room`: every major the student ranked was filled by students ranked above them (see the cut-offs). */
  Reason: z.enum(['placed', 'no-room']),
});
export type TanseekResult = z.infer<typeof tanseekResult>;

export const tanseekSave = z.object({ SavedAt: instant, OfferIds: z.array(z.number().int()) });

/** GET /api/Tanseek/GetStudentSavedData: the student's round, their saved ranking, its log and their result. */
export const getStudentSavedDataResponse = z.object({
  /** The latest round of the student's faculty; null when it has none. */
  Round: tanseekRound.nullable(),
  Eligible: z.boolean(),
  /** Why the student takes no part in the round, in the request's language; null when eligible. */
  NotEligibleReason: z.string().nullable(),
  /** Choices may be saved now: eligible, the round open and within its dates. */
  CanSave: z.boolean(),
  /** The last saved ranking, first choice first (empty when nothing is saved). */
  OfferIds: z.array(z.number().int()),
  SavedAt: instant.nullable(),
  /** Every save of this round, newest first. */
  Log: z.array(tanseekSave),
  /** The student's placement in the faculty's latest published round, if they took part in it. */
  Result: tanseekResult.nullable(),
});
export type StudentSavedData = z.infer<typeof getStudentSavedDataResponse>;

/** GET /api/Tanseek/GetFacultyChoicesForStudent: what the student's round offers. */
export const getFacultyChoicesForStudentResponse = z.object({
  RoundId: z.number().int().nullable(),
  Offers: z.array(tanseekOffer),
});
export type FacultyChoices = z.infer<typeof getFacultyChoicesForStudentResponse>;

const programName = z.object({
  ProgramId: z.number().int(),
  ProgramCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
});

/** GET /api/Tanseek/GetStudentMajorMinor: the student's major now, and the minor Tanseek gave them. */
export const getStudentMajorMinorResponse = z.object({
  Major: programName,
  Minor: programName.nullable(),
  /** The published round that placed the student, if one did. */
  PlacedInRoundId: z.number().int().nullable(),
});
export type StudentMajorMinor = z.infer<typeof getStudentMajorMinorResponse>;

/** POST /api/Tanseek/SaveStudentChoices: the whole ranking, first choice first; the last save counts. */
export const saveStudentChoicesBody = z.object({
  /** Optional; when sent it must be the signed-in student's own code. */
  StudentCode: z.string().min(1).max(32).optional(),
  RoundId: id,
  OfferIds: z.array(id).min(1).max(30),
});
export const saveStudentChoicesResponse = getStudentSavedDataResponse;
