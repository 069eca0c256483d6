import { z } from 'zod';
import { paymentInvoice } from './billing-invoices.js';
import { planCode, programMode, programPage, programSelection } from './international-programs.js';
import { documentState } from './orders-requests.js';
import { documentKind, requirementCode, wholeNumberText } from './orders-types.js';

/*
 * A student's application to an international program, through its life: draft → submitted ⇄ returned (documents
 * to correct) → ranked → allocated | waitlisted | not selected → offer accepted | declined → nominated to the
 * partner → accepted by the partner | refused → departed → completed; withdrawn by the student before departure.
 * An `open` program (a conference) takes a submitted application straight to offer-accepted while it has
 * places. The allowed moves live in one place on the server (modules/international/application-states.ts).
 */
export const APPLICATION_STATES = [
  'draft',
  'submitted',
  'returned',
  'ranked',
  'allocated',
  'waitlisted',
  'not-selected',
  'offer-accepted',
  'offer-declined',
  'nominated',
  'partner-accepted',
  'partner-refused',
  'departed',
  'completed',
  'withdrawn',
] as const;
export const applicationState = z.enum(APPLICATION_STATES);
export type ApplicationState = z.infer<typeof applicationState>;

/** What the student may do to their own application (UpdateStudentProgram). */
export const STUDENT_APPLICATION_ACTIONS = ['submit', 'accept-offer', 'decline-offer', 'withdraw'] as const;
export const studentApplicationAction = z.enum(STUDENT_APPLICATION_ACTIONS);
export type StudentApplicationAction = z.infer<typeof studentApplicationAction>;

/** What the office does to one application (international-office.ts ActOnApplication). */
export const OFFICE_APPLICATION_ACTIONS = [
  'return',
  'nominate',
  'partner-accepted',
  'partner-refused',
  'departed',
  'completed',
] as const;
export const officeApplicationAction = z.enum(OFFICE_APPLICATION_ACTIONS);
export type OfficeApplicationAction = z.infer<typeof officeApplicationAction>;

/** What the student must do next, or null while it waits on the office or is over. */
export const APPLICATION_NEXT_STEPS = [
  'complete-and-submit',
  'correct-and-resubmit',
  'answer-offer',
  'pay',
] as const;
export const applicationNextStep = z.enum(APPLICATION_NEXT_STEPS);

const instant = z.iso.datetime({ offset: true });

/** One uploaded file of an application, with the office's review. */
export const applicationDocument = z.object({
  DocumentId: z.number().int(),
  RequirementCode: z.string(),
  FileName: z.string(),
  Kind: documentKind,
  Bytes: z.number().int(),
  State: documentState,
  ReviewNote: z.string().nullable(),
  UploadedAt: instant,
});
export type ApplicationDocument = z.infer<typeof applicationDocument>;

/** One ranked choice: a partner university, with the seat it gave if it did. */
export const applicationChoice = z.object({
  Rank: z.number().int().min(1),
  PartnerId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  CountryEn: z.string(),
  CountryAr: z.string(),
});

/** One row of "my applications" (GetAppliedPrograms). */
export const applicationSummary = z.object({
  ApplicationId: z.number().int(),
  ProgramId: z.number().int(),
  ProgramCode: z.string(),
  PageName: programPage,
  Mode: programMode,
  Selection: programSelection,
  TitleEn: z.string(),
  TitleAr: z.string(),
  TermId: z.number().int(),
  TermNameEn: z.string(),
  TermNameAr: z.string(),
  State: applicationState,
  /** The partner that gave the student a seat (allocated onwards), with its rank in the student's list. */
  AllocatedPartner: applicationChoice.nullable(),
  /** The student's place in the program's ranking (1 = first), once ranked. */
  RankPlace: z.number().int().nullable(),
  RankedOf: z.number().int().nullable(),
  /** Until when an offer may be answered; after it, the seat passes on in the next round. */
  OfferExpiresAt: instant.nullable(),
  SubmittedAt: instant.nullable(),
  UpdatedAt: instant,
  NextStep: applicationNextStep.nullable(),
  /** Bumped on every change: a move names the version it saw, so two tabs cannot both act. */
  Version: z.number().int(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;
export const getAppliedProgramsResponse = z.array(applicationSummary);

/** One entry of an application's log. */
export const applicationLogEntry = z.object({
  At: instant,
  Action: z.string(),
  FromState: applicationState.nullable(),
  ToState: applicationState.nullable(),
  /** `student`, `office` or `portal` (a round, an expiry); staff are not named to the student. */
  By: z.enum(['student', 'office', 'portal']),
  Comment: z.string().nullable(),
});

/** An application in full: choices, documents, the office's note, the log and the moves open to the student. */
export const applicationDetail = applicationSummary.extend({
  Choices: z.array(applicationChoice),
  Documents: z.array(applicationDocument),
  OfficeNote: z.string().nullable(),
  Log: z.array(applicationLogEntry),
  StudentActions: z.array(studentApplicationAction),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** GET GetStudentProgram: one of the student's applications. */
export const applicationIdQuery = z.object({
  ApplicationId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const getStudentProgramResponse = applicationDetail;

/**
 * POST SaveStudentProgram: a new draft (without ApplicationId) or the draft's term and ranked partners
 * changed. The same IdempotencyKey again answers the draft it made: a double tap makes one application.
 */
export const saveStudentProgramBody = z.object({
  ProgramId: z.number().int().positive().max(2_147_483_647),
  ApplicationId: z.number().int().positive().max(2_147_483_647).optional(),
  TermId: z.number().int().positive().max(2_147_483_647),
  /** Partner ids, first choice first; no repeats; at most the program's MaxChoices. */
  PartnerIds: z.array(z.number().int().positive().max(2_147_483_647)).max(10),
  IdempotencyKey: z.uuid(),
});
export const saveStudentProgramResponse = applicationDetail;

/** POST UpdateStudentProgram: submit (or resubmit), accept or decline an offer, or withdraw. */
export const updateStudentProgramBody = z.object({
  ApplicationId: z.number().int().positive().max(2_147_483_647),
  Action: studentApplicationAction,
  Version: z.number().int().min(0),
});
export const updateStudentProgramResponse = applicationDetail;

/** POST UploadFiles_New (international host, multipart): these fields first, then the files. */
export const programUploadFields = z.object({
  ApplicationId: wholeNumberText(1),
  RequirementCode: requirementCode,
});
export const programUploadResponse = z.array(applicationDocument);

/** POST GetDocumentParesdBytes: one uploaded file of the student's own application, to preview or download. */
export const programDocumentBody = z.object({
  DocumentId: z.number().int().positive().max(2_147_483_647),
});

/** One installment of the plan the student chose, with where its payment stands. */
export const programInstallment = z.object({
  Sequence: z.number().int().min(1),
  AmountPiastres: z.number().int(),
  Currency: z.literal('EGP'),
  DueDate: z.iso.date(),
  State: z.enum(['paid', 'due', 'overdue', 'upcoming']),
});

/**
 * GET GetInstallmentPlans (and _Curious): the plans the application's fee may be paid by, the one chosen (null
 * until the first payment), its installments and what is paid.
 */
export const getProgramPlansResponse = z.object({
  ApplicationId: z.number().int(),
  FeePiastres: z.number().int(),
  Currency: z.literal('EGP'),
  Plans: z.array(
    z.object({
      Code: planCode,
      NameEn: z.string(),
      NameAr: z.string(),
      Installments: z.array(
        z.object({ Sequence: z.number().int(), AmountPiastres: z.number().int(), DueDate: z.iso.date() }),
      ),
    }),
  ),
  ChosenPlanCode: planCode.nullable(),
  Installments: z.array(programInstallment),
  PaidPiastres: z.number().int(),
});
export type ProgramInstallments = z.infer<typeof getProgramPlansResponse>;

/** POST GetConfiguration: which of the student's applications an installment page is for (null: none payable). */
export const programConfigurationBody = z.object({ PageName: programPage });
export const getProgramConfigurationResponse = z
  .object({ ApplicationId: z.number().int(), ProgramId: z.number().int() })
  .nullable();

/**
 * POST GetPaymentInstallment (and _Curious): the invoice for one installment (choosing the plan at the first
 * payment; the same plan and installment again answers the same open invoice). The student then pays it
 * through billing's InsertStudentInvoiceTransaction, like any invoice.
 */
export const paymentInstallmentBody = z.object({
  ApplicationId: z.number().int().positive().max(2_147_483_647),
  PlanCode: planCode,
  Sequence: z.number().int().min(1).max(12),
});
export const getPaymentInstallmentResponse = paymentInvoice;
