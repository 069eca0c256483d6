import type {
  ApplicationDetail,
  ApplicationDocument,
  ApplicationSummary,
  applicationChoice,
  applicationNextStep,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { FEE_PAYABLE, studentApplicationMovesFrom } from './application-states.js';
import {
  applicationActions,
  applicationDocuments,
  applicationScope,
  applicationSummaryRows,
  partnersByIds,
  programTermKey,
  rankedCounts,
  type ApplicationSummaryRow,
} from './application-view-queries.js';
import { applicationFees } from './installments.js';
import { intlApplications, type IntlApplicationDocumentRow, type IntlPartnerRow } from './schema.js';

type Choice = z.infer<typeof applicationChoice>;
type NextStep = z.infer<typeof applicationNextStep>;
type Fee = { FeePiastres: number; PaidPiastres: number };

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function choiceOf(partner: IntlPartnerRow, rank: number): Choice {
  return {
    Rank: rank,
    PartnerId: partner.id,
    NameEn: partner.nameEn,
    NameAr: partner.nameAr,
    CountryEn: partner.countryEn,
    CountryAr: partner.countryAr,
  };
}

/**
 * What the student must do next: finish the draft, correct it, answer an offer still open, pay a fee not yet
 * paid in full; null while the office or a round acts, or once it is over.
 */
export function nextStepOf(
  application: Pick<ApplicationSummaryRow['application'], 'state' | 'offerExpiresAt'>,
  fee: Fee | undefined,
  now: Date,
): NextStep | null {
  const { state } = application;
  if (state === 'draft') return 'complete-and-submit';
  if (state === 'returned') return 'correct-and-resubmit';
  if (state === 'allocated')
    return application.offerExpiresAt === null || application.offerExpiresAt > now ? 'answer-offer' : null;
  if (FEE_PAYABLE.includes(state) && fee !== undefined && fee.PaidPiastres < fee.FeePiastres) return 'pay';
  return null;
}

function summaryOf(
  row: ApplicationSummaryRow,
  partners: ReadonlyMap<number, IntlPartnerRow>,
  rankedOf: number | undefined,
  fee: Fee | undefined,
  now: Date,
): ApplicationSummary {
  const { application } = row;
  const allocated =
    application.allocatedPartnerId === null ? undefined : partners.get(application.allocatedPartnerId);
  // Rounds allocate from the student's own list; the floor only keeps Rank a rank if the list changed since.
  const allocatedRank = allocated ? Math.max(1, application.partnerIds.indexOf(allocated.id) + 1) : 1;
  return {
    ApplicationId: application.id,
    ProgramId: application.programId,
    ProgramCode: row.programCode,
    PageName: row.pageName,
    Mode: row.mode,
    Selection: row.selection,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    TermId: application.termId,
    TermNameEn: row.termNameEn,
    TermNameAr: row.termNameAr,
    State: application.state,
    AllocatedPartner: allocated ? choiceOf(allocated, allocatedRank) : null,
    RankPlace: application.rankPlace,
    RankedOf: application.rankPlace === null ? null : (rankedOf ?? null),
    OfferExpiresAt: iso(application.offerExpiresAt),
    SubmittedAt: iso(application.submittedAt),
    UpdatedAt: application.updatedAt.toISOString(),
    NextStep: nextStepOf(application, fee, now),
    Version: application.version,
  };
}

/**
 * Summaries of applications, with what they need besides their rows read once for all of them (the office's
 * list reads the partners and fees from here too).
 */
export async function summariesOf(db: Database, rows: ApplicationSummaryRow[], now: Date) {
  const applications = rows.map((row) => row.application);
  const partnerIds = new Set(applications.flatMap((one) => [...one.partnerIds, one.allocatedPartnerId ?? 0]));
  const [partners, ranked, fees] = await independentReads(db, [
    () =>
      partnersByIds(
        db,
        [...partnerIds].filter((id) => id > 0),
      ),
    () =>
      rankedCounts(
        db,
        applications.filter((one) => one.rankPlace !== null),
      ),
    () =>
      applicationFees(
        db,
        applications.map((one) => one.id),
      ),
  ]);
  const partnerById = new Map(partners.map((partner) => [partner.id, partner]));
  const summaries = rows.map((row) =>
    summaryOf(
      row,
      partnerById,
      ranked.get(programTermKey(row.application)),
      fees.get(row.application.id),
      now,
    ),
  );
  return { summaries, partnerById, fees };
}

/** GetAppliedPrograms: the student's applications, newest first. */
export async function studentApplications(db: Database, studentId: number, now: Date) {
  const rows = await applicationSummaryRows(db, eq(intlApplications.studentId, studentId));
  return (await summariesOf(db, rows, now)).summaries;
}

export function documentOf(row: IntlApplicationDocumentRow): ApplicationDocument {
  return {
    DocumentId: row.id,
    RequirementCode: row.requirementCode,
    FileName: row.originalName,
    Kind: row.kind,
    Bytes: row.bytes,
    State: row.state,
    ReviewNote: row.reviewNote,
    UploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * An application in full: choices with the partners' names, files, the office's note, the log (staff never
 * named) and the student's moves. With `scope`, only that student's application is found (the student's
 * calls); without, any (the office builds its view on this). Undefined when not found.
 */
export async function applicationDetailById(
  db: Database,
  applicationId: number,
  scope?: { studentId: number },
  now: Date = new Date(),
): Promise<ApplicationDetail | undefined> {
  const [row] = await applicationSummaryRows(db, applicationScope(applicationId, scope?.studentId));
  if (!row) return undefined;
  const [{ summaries, partnerById }, documents, actions] = await independentReads(db, [
    () => summariesOf(db, [row], now),
    () => applicationDocuments(db, applicationId),
    () => applicationActions(db, applicationId),
  ]);
  const [summary] = summaries;
  if (!summary) return undefined;
  const { application } = row;
  return {
    ...summary,
    Choices: application.partnerIds.flatMap((partnerId, index) => {
      const partner = partnerById.get(partnerId);
      return partner ? [choiceOf(partner, index + 1)] : [];
    }),
    Documents: documents.map(documentOf),
    OfficeNote: application.officeNote,
    Log: actions.map((action) => ({
      At: action.at.toISOString(),
      Action: action.action,
      FromState: action.fromState,
      ToState: action.toState,
      By: action.actor,
      Comment: action.comment,
    })),
    // An offer past its expiry waits for the portal to pass it on: accepting it is no longer offered.
    StudentActions: studentApplicationMovesFrom(application.state).filter(
      (move) => move !== 'accept-offer' || summary.NextStep === 'answer-offer',
    ),
  };
}
