import type { SstpApplication, SstpCycle, SstpEvaluation, SstpOffer } from '@portal/contract';
import type { CycleWithTerm, OfferWithOrganization } from './queries.js';
import type { SstpApplicationRow } from './schema.js';

/** A cycle as the contract shows it, with its summer term's first and last day. */
export function cycleView(found: CycleWithTerm): SstpCycle {
  const { cycle } = found;
  return {
    CycleId: cycle.id,
    TermId: cycle.termId,
    TermNameEn: found.termNameEn,
    TermNameAr: found.termNameAr,
    NameEn: cycle.nameEn,
    NameAr: cycle.nameAr,
    State: cycle.state,
    OpensAt: cycle.opensAt.toISOString(),
    ClosesAt: cycle.closesAt.toISOString(),
    SummerFrom: found.termStartsOn,
    SummerTo: found.termEndsOn,
    MaxChoices: cycle.maxChoices,
  };
}

export function offerView({ offer, organization }: OfferWithOrganization): SstpOffer {
  return {
    OfferId: offer.id,
    OrganizationId: organization.id,
    NameEn: organization.nameEn,
    NameAr: organization.nameAr,
    City: organization.city,
    CategoryId: organization.categoryId,
    LanguageIds: organization.languageIds,
    Places: offer.places,
    PeriodFrom: offer.periodFrom,
    PeriodTo: offer.periodTo,
    LastYearApplicants: offer.lastYearApplicants,
  };
}

/** The organisation's evaluation, once recorded. */
export function evaluationView(row: SstpApplicationRow): SstpEvaluation | null {
  if (row.evaluatedAt === null || row.score === null) return null;
  return {
    Score: row.score,
    Result: row.state === 'failed' ? 'failed' : 'passed',
    Comment: row.evaluationComment ?? '',
    RecordedAt: row.evaluatedAt.toISOString(),
  };
}

export function applicationView(
  row: SstpApplicationRow,
  log: readonly { action: string; state: SstpApplicationRow['state']; at: Date }[],
): SstpApplication {
  return {
    ApplicationId: row.id,
    CycleId: row.cycleId,
    ProgramId: row.programId,
    LevelId: row.levelId,
    LanguageId: row.languageId,
    PeriodFrom: row.periodFrom,
    PeriodTo: row.periodTo,
    OfferIds: row.offerIds,
    State: row.state,
    AssignedOfferId: row.assignedOfferId,
    Evaluation: evaluationView(row),
    Log: log.map((entry) => ({ At: entry.at.toISOString(), Action: entry.action, State: entry.state })),
  };
}
