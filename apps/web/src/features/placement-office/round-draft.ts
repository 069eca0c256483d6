import {
  TANSEEK_EDITABLE_STATES,
  type Faculty,
  type PlacementOfficeRound,
  type SavePlacementRoundBody,
  type TanseekOfferKind,
} from '@portal/contract';
import { isoOf, localInputOf } from '../../components/office/input-values';

/*
 * A round as the editor holds it: numbers as typed (so a field may be blank while being edited) and dates as
 * this device's `datetime-local` values; `bodyOf` turns it into SaveRound's body or says what is wrong first.
 */

export interface OfferDraft {
  ProgramId: number;
  Kind: TanseekOfferKind;
  Capacity: string;
  /** Blank for a major new this year. */
  LastYearCutOffGpa: string;
}

export interface RoundDraft {
  RoundId?: number;
  FacultyId: number;
  TermId: number;
  Number: number;
  opens: string;
  closes: string;
  MaxChoices: string;
  MinLevel: string;
  MinEarnedCredits: string;
  Offers: OfferDraft[];
}

/** What `bodyOf` refuses to send, each a string of the editor's `problems`. */
export type DraftProblem =
  'datesNeeded' | 'datesBackwards' | 'wholeNumbers' | 'cutOff' | 'noOffer' | 'offerTwice';

/** The office may change a round only in the states the server allows (the contract's list). */
export const isEditable = (round: Pick<PlacementOfficeRound, 'State'>) =>
  TANSEEK_EDITABLE_STATES.includes(round.State);

/** A faculty's first program offered as a major: a new row of the offers. */
export const newOffer = (faculty: Faculty | undefined): OfferDraft => ({
  ProgramId: faculty?.Programs[0]?.ProgramId ?? 0,
  Kind: 'major',
  Capacity: '',
  LastYearCutOffGpa: '',
});

/** A new round of the first faculty in the newest term, no dates yet, open to every level. */
export const newDraft = (
  faculties: readonly Faculty[],
  terms: readonly { TermId: number }[],
): RoundDraft => ({
  FacultyId: faculties[0]?.FacultyId ?? 0,
  TermId: terms[0]?.TermId ?? 0,
  Number: 1,
  opens: '',
  closes: '',
  MaxChoices: '3',
  MinLevel: '1',
  MinEarnedCredits: '0',
  Offers: [newOffer(faculties[0])],
});

/** An existing round, to edit. */
export const draftOf = (round: PlacementOfficeRound): RoundDraft => ({
  RoundId: round.RoundId,
  FacultyId: round.FacultyId,
  TermId: round.TermId,
  Number: round.Number,
  opens: localInputOf(round.OpensAt),
  closes: localInputOf(round.ClosesAt),
  MaxChoices: String(round.MaxChoices),
  MinLevel: String(round.MinLevel),
  MinEarnedCredits: String(round.MinEarnedCredits),
  Offers: round.Offers.map((offer) => ({
    ProgramId: offer.ProgramId,
    Kind: offer.Kind,
    Capacity: String(offer.Capacity),
    LastYearCutOffGpa: offer.LastYearCutOffGpa === null ? '' : String(offer.LastYearCutOffGpa),
  })),
});

/** A typed whole number within [min, max], or null. */
function whole(typed: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(typed.trim())) return null;
  const value = Number(typed);
  return value >= min && value <= max ? value : null;
}

/** A typed cut-off GPA: null when blank, undefined when it is not a GPA. */
function gpa(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  const value = Number(typed);
  return /^\d+(\.\d+)?$/.test(typed.trim()) && value <= 4 ? value : undefined;
}

/** SaveRound's body for the draft, or the first thing to correct (the server checks the rest). */
export function bodyOf(draft: RoundDraft): SavePlacementRoundBody | { problem: DraftProblem } {
  const [OpensAt, ClosesAt] = [isoOf(draft.opens), isoOf(draft.closes)];
  if (OpensAt === null || ClosesAt === null) return { problem: 'datesNeeded' };
  if (Date.parse(OpensAt) >= Date.parse(ClosesAt)) return { problem: 'datesBackwards' };
  const [MaxChoices, MinLevel, MinEarnedCredits] = [
    whole(draft.MaxChoices, 1, 30),
    whole(draft.MinLevel, 1, 7),
    whole(draft.MinEarnedCredits, 0, 300),
  ];
  if (MaxChoices === null || MinLevel === null || MinEarnedCredits === null)
    return { problem: 'wholeNumbers' };
  if (draft.Offers.length === 0) return { problem: 'noOffer' };
  const Offers: SavePlacementRoundBody['Offers'] = [];
  for (const offer of draft.Offers) {
    const Capacity = whole(offer.Capacity, 0, 10_000);
    if (Capacity === null) return { problem: 'wholeNumbers' };
    const LastYearCutOffGpa = gpa(offer.LastYearCutOffGpa);
    if (LastYearCutOffGpa === undefined) return { problem: 'cutOff' };
    Offers.push({ ProgramId: offer.ProgramId, Kind: offer.Kind, Capacity, LastYearCutOffGpa });
  }
  const keys = new Set(Offers.map((offer) => `${offer.Kind}:${String(offer.ProgramId)}`));
  if (keys.size !== Offers.length) return { problem: 'offerTwice' };
  return {
    ...(draft.RoundId === undefined ? {} : { RoundId: draft.RoundId }),
    FacultyId: draft.FacultyId,
    TermId: draft.TermId,
    Number: draft.Number,
    OpensAt,
    ClosesAt,
    MaxChoices,
    MinLevel,
    MinEarnedCredits,
    Offers,
  };
}
