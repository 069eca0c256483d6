import type { TanseekOffer, TanseekResult, TanseekRound } from '@portal/contract';
import type { OfferWithProgram, RoundWithTerm } from './queries.js';
import type { TanseekPlacementRow, TanseekRoundRow } from './schema.js';

/** A round as the contract shows it. */
export function roundView(found: RoundWithTerm): TanseekRound {
  const { round } = found;
  return {
    RoundId: round.id,
    FacultyId: round.facultyId,
    FacultyNameEn: found.facultyNameEn,
    FacultyNameAr: found.facultyNameAr,
    TermId: round.termId,
    TermNameEn: found.termNameEn,
    TermNameAr: found.termNameAr,
    Number: round.number,
    State: round.state,
    OpensAt: round.opensAt.toISOString(),
    ClosesAt: round.closesAt.toISOString(),
    MaxChoices: round.maxChoices,
    MinLevel: round.minLevel,
    MinEarnedCredits: round.minEarnedCredits,
  };
}

/** An offer; its cut-off only once published (a preview is the office's, not yet the students'). */
export function offerView(
  { offer, programCode, nameEn, nameAr }: OfferWithProgram,
  published: boolean,
): TanseekOffer {
  return {
    OfferId: offer.id,
    ProgramId: offer.programId,
    ProgramCode: programCode,
    NameEn: nameEn,
    NameAr: nameAr,
    Kind: offer.kind,
    Capacity: offer.capacity,
    LastYearCutOffGpa: offer.lastYearCutOffGpa,
    CutOffGpa: published ? offer.cutOffGpa : null,
  };
}

export function resultView(placement: TanseekPlacementRow, round: TanseekRoundRow): TanseekResult {
  return {
    RoundId: round.id,
    RoundNumber: round.number,
    OfferId: placement.offerId,
    Gpa: placement.gpa,
    Place: placement.place,
    Reason: placement.offerId === null ? 'no-room' : 'placed',
  };
}
