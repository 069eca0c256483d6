import { z } from 'zod';
import {
  applicationDetail,
  applicationState,
  applicationSummary,
  officeApplicationAction,
} from './international-applications.js';
import {
  programPlan,
  partnerUniversity,
  programCode,
  programEligibility,
  programMode,
  programPage,
  programSelection,
} from './international-programs.js';
import { orderTypeDocument } from './orders-types.js';
import { page } from './paging.js';

/*
 * The international office's back office (staff role `international-office`): programs and partners edited
 * without a release, applications by program and state, document review, ranking and allocation rounds with a
 * preview before publishing, and nomination lists.
 */

const label = z.string().trim().min(1).max(200);
const longText = z.string().trim().max(8000);
const instant = z.iso.datetime({ offset: true });
const id = z.number().int().positive().max(2_147_483_647);
const idText = z.coerce.number().int().positive().max(2_147_483_647);

/** Seats a partner offers the program in one term. */
export const programSeats = z.object({
  PartnerId: id,
  TermId: id,
  Seats: z.number().int().min(0).max(10_000),
});

/** A program as the office edits it (SaveProgram; without ProgramId it is a new one). */
export const programDefinition = z.object({
  ProgramId: id.optional(),
  Code: programCode,
  PageName: programPage,
  Mode: programMode,
  Selection: programSelection,
  TitleEn: label,
  TitleAr: label,
  IntroEn: longText,
  IntroAr: longText,
  FlyerEn: longText,
  FlyerAr: longText,
  OpensAt: instant,
  ClosesAt: instant,
  MaxChoices: z.number().int().min(1).max(10),
  FeePiastres: z.number().int().min(0).max(100_000_000),
  Eligibility: programEligibility,
  Seats: z.array(programSeats).max(2000),
  Plans: z.array(programPlan).max(6),
  Active: z.boolean(),
});
export type ProgramDefinition = z.infer<typeof programDefinition>;

/** GET GetPrograms: every program with its applications counted by state, and the partners to choose from. */
export const getOfficeProgramsResponse = z.object({
  Programs: z.array(
    programDefinition.extend({
      ProgramId: z.number().int(),
      Applications: z.partialRecord(applicationState, z.number().int()),
    }),
  ),
  Partners: z.array(partnerUniversity),
  /** The terms seats may be offered in (the current one and those to come): the seats editor and the rounds. */
  Terms: z.array(z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() })),
  /** Each mode's document checklist (SaveModeDocuments). */
  Checklists: z.array(z.object({ Mode: programMode, Documents: z.array(orderTypeDocument) })),
});
export const saveProgramBody = programDefinition;
export const saveProgramResponse = z.object({ ProgramId: z.number().int() });

/** POST SavePartner: a partner university (without PartnerId it is a new one). */
export const savePartnerBody = partnerUniversity
  .omit({ PartnerId: true })
  .extend({ PartnerId: id.optional() });
export const savePartnerResponse = z.object({ PartnerId: z.number().int() });

/** POST SaveModeDocuments: a mode's checklist replaced; files already uploaded keep their requirement code. */
export const saveModeDocumentsBody = z.object({
  Mode: programMode,
  Documents: z.array(orderTypeDocument).max(20),
});
export const saveModeDocumentsResponse = z.object({ Mode: programMode });

/** GET GetApplications: one program's applications, optionally of one state or a student. */
export const getOfficeApplicationsQuery = z.object({
  ProgramId: idText,
  State: applicationState.optional(),
  /** A student's code or name. */
  Search: z.string().trim().min(1).max(64).optional(),
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const officeApplicationRow = applicationSummary.extend({
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  Gpa: z.number().nullable(),
  /** Documents waiting for a decision. */
  PendingDocuments: z.number().int(),
  /** What of the program's fee the student has paid, once they picked a plan. */
  FeePiastres: z.number().int(),
  PaidPiastres: z.number().int(),
});
export const getOfficeApplicationsResponse = page(officeApplicationRow);

/** GET GetApplication: one application with the student, documents, log and the office's possible moves. */
export const officeApplicationQuery = z.object({ ApplicationId: idText });
export const officeApplication = applicationDetail.extend({
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  Gpa: z.number().nullable(),
  OfficeActions: z.array(officeApplicationAction),
});
export type OfficeApplication = z.infer<typeof officeApplication>;

/** GET GetApplicationDocument: any application's file, streamed (every opening is audited). */
export const officeApplicationDocumentQuery = z.object({ DocumentId: idText });

/** POST ReviewApplicationDocument: accept or reject a file (a rejection needs a note), while submitted. */
export const reviewApplicationDocumentBody = z.object({
  DocumentId: id,
  Decision: z.enum(['accept', 'reject']),
  Note: z.string().trim().max(1000).optional(),
  Version: z.number().int().min(0),
});

/** POST ActOnApplication: one of the office's moves, with the version seen; `return` needs a note. */
export const actOnApplicationBody = z.object({
  ApplicationId: id,
  Action: officeApplicationAction,
  Note: z.string().trim().max(1000).optional(),
  Version: z.number().int().min(0),
});
export const officeApplicationResponse = officeApplication;

/** POST RankApplicants: close one term's list of a ranked program and rank its submitted applications. */
export const rankApplicantsBody = z.object({ ProgramId: id, TermId: id });

/** One round of allocation, previewed or published. */
export const allocationRound = z.object({
  RoundId: z.number().int(),
  ProgramId: z.number().int(),
  TermId: z.number().int(),
  Number: z.number().int(),
  /** The tie-break seed drawn when the list was ranked: the same inputs and seed give the same allocation. */
  Seed: z.string(),
  PublishedAt: instant.nullable(),
  /** A final round leaves nobody waitlisted: who got no seat is not selected. */
  Final: z.boolean(),
  /** False for round 1 just ranked: the list is closed and ordered, and no seat is given yet. */
  Allocated: z.boolean(),
  Partners: z.array(
    z.object({
      PartnerId: z.number().int(),
      NameEn: z.string(),
      NameAr: z.string(),
      Seats: z.number().int(),
      Filled: z.number().int(),
      /** The ranking place of the last student given a seat there (null: nobody). */
      CutOffPlace: z.number().int().nullable(),
    }),
  ),
  Students: z.array(
    z.object({
      ApplicationId: z.number().int(),
      StudentCode: z.string(),
      StudentNameEn: z.string(),
      Place: z.number().int(),
      Gpa: z.number().nullable(),
      PartnerId: z.number().int().nullable(),
      /** Which of the student's choices it was (1 = first). */
      ChoiceRank: z.number().int().nullable(),
    }),
  ),
});
export type AllocationRound = z.infer<typeof allocationRound>;
export const rankApplicantsResponse = allocationRound;

/** POST PreviewRound: the next round as it would be published now, stored as a draft. */
export const previewRoundBody = z.object({ ProgramId: id, TermId: id, Final: z.boolean() });
export const previewRoundResponse = allocationRound;

/** POST PublishRound: the previewed round applied, if nothing changed since the preview. */
export const publishRoundBody = z.object({ RoundId: id });
export const publishRoundResponse = allocationRound;

/**
 * GET GetRounds: one term's rounds so far, first first: round 1 is the ranking (and its allocation once
 * previewed), and the last may be a preview not yet published.
 */
export const roundsQuery = z.object({ ProgramId: idText, TermId: idText });
export const roundsResponse = z.object({ Rounds: z.array(allocationRound) });

/** GET GetNominations: the students to nominate to partners (accepted offers) as CSV. */
export const nominationsQuery = z.object({ ProgramId: idText, TermId: idText });
