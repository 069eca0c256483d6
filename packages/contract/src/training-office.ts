import { z } from 'zod';
import {
  sstpApplicationState,
  sstpCategory,
  sstpCycle,
  sstpEvaluation,
  sstpLevel,
  sstpProgram,
} from './sstp.js';

/*
 * The training office's back office (staff role `training-office`): SSTP cycles and their offers, the allocation
 * preview, publication, the applications, the organisations' evaluations and the assignments as CSV.
 */

const instant = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();
const id = z.number().int().positive().max(2_147_483_647);

/** An offer of a cycle as the office sees it. */
export const trainingOfficeOffer = z.object({
  OfferId: z.number().int(),
  OrganizationId: z.number().int(),
  OrganizationNameEn: z.string(),
  OrganizationNameAr: z.string(),
  ProgramId: z.number().int(),
  LevelId: z.number().int(),
  Places: z.number().int(),
  PeriodFrom: calendarDate,
  PeriodTo: calendarDate,
  /** Students given a place by the preview or the publication. */
  Filled: z.number().int(),
});

export const trainingOfficeCycle = sstpCycle.extend({
  Offers: z.array(trainingOfficeOffer),
  /** Applications still drafts, submitted ones, and (after a preview) how many got a place and not. */
  Drafts: z.number().int(),
  Submitted: z.number().int(),
  Assigned: z.number().int(),
  NotAssigned: z.number().int(),
  /** The tie-break's seed, stored with the cycle so its allocation can be recomputed. */
  Seed: z.string(),
  PreviewedAt: instant.nullable(),
  PublishedAt: instant.nullable(),
});
export type TrainingOfficeCycle = z.infer<typeof trainingOfficeCycle>;

/** An organisation the office may offer places at. */
export const trainingOrganization = z.object({
  OrganizationId: z.number().int(),
  NameEn: z.string(),
  NameAr: z.string(),
  City: z.string(),
  CategoryId: z.number().int(),
});

/** GET /api/TrainingOffice/GetCycles: every cycle, newest first, and what a cycle may be made of. */
export const getTrainingCyclesResponse = z.object({
  Cycles: z.array(trainingOfficeCycle),
  Terms: z.array(z.object({ TermId: z.number().int(), NameEn: z.string(), NameAr: z.string() })),
  Organizations: z.array(trainingOrganization),
  Programs: z.array(sstpProgram),
  Levels: z.array(sstpLevel),
  Categories: z.array(sstpCategory),
});

/** POST /api/TrainingOffice/SaveCycle: creates a cycle (no CycleId) or changes an open one, offers replaced whole. */
export const saveTrainingCycleBody = z.object({
  CycleId: id.optional(),
  TermId: id,
  NameEn: z.string().trim().min(1).max(200),
  NameAr: z.string().trim().min(1).max(200),
  OpensAt: instant,
  ClosesAt: instant,
  MaxChoices: z.number().int().min(1).max(20),
  Offers: z
    .array(
      z.object({
        OrganizationId: id,
        ProgramId: id,
        LevelId: id,
        Places: z.number().int().min(0).max(1_000),
        PeriodFrom: calendarDate,
        PeriodTo: calendarDate,
      }),
    )
    .min(1)
    .max(500),
});
export type SaveTrainingCycleBody = z.infer<typeof saveTrainingCycleBody>;

/** POST /api/TrainingOffice/CloseCycle, PreviewCycle, PublishCycle: the cycle acted on. */
export const trainingCycleBody = z.object({ CycleId: id });
export const trainingCycleResponse = trainingOfficeCycle;

/** GET /api/TrainingOffice/GetApplications, GetAssignments: the cycle asked about. */
export const trainingCycleQuery = z.object({
  CycleId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** An application as the office sees it. */
export const trainingApplication = z.object({
  ApplicationId: z.number().int(),
  StudentCode: z.string(),
  StudentNameEn: z.string(),
  StudentNameAr: z.string(),
  /** The cumulative GPA the allocation ranked by (null before a preview, or with no graded term) and the place. */
  Gpa: z.number().nullable(),
  Place: z.number().int().nullable(),
  ProgramId: z.number().int(),
  LevelId: z.number().int(),
  LanguageId: z.number().int(),
  PeriodFrom: calendarDate,
  PeriodTo: calendarDate,
  OfferIds: z.array(z.number().int()),
  State: sstpApplicationState,
  /** The preview's offer (the office's until published), then the published assignment. */
  PreviewOfferId: z.number().int().nullable(),
  AssignedOfferId: z.number().int().nullable(),
  Evaluation: sstpEvaluation.nullable(),
});
export type TrainingApplication = z.infer<typeof trainingApplication>;

export const getTrainingApplicationsResponse = z.object({ Applications: z.array(trainingApplication) });

/** POST /api/TrainingOffice/RecordEvaluation: the organisation's evaluation of a confirmed training. */
export const recordTrainingEvaluationBody = z.object({
  ApplicationId: id,
  Score: z.number().int().min(0).max(100),
  Result: z.enum(['passed', 'failed']),
  Comment: z.string().trim().max(2_000),
});
export type RecordTrainingEvaluationBody = z.infer<typeof recordTrainingEvaluationBody>;
export const recordTrainingEvaluationResponse = trainingApplication;
