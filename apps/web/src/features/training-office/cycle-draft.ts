import { SSTP_EDITABLE_STATES, type SaveTrainingCycleBody, type TrainingOfficeCycle } from '@portal/contract';
import { isoOf, localInputOf } from '../../components/office/input-values';

/*
 * A cycle as the editor holds it: numbers as typed (so a field may be blank while being edited), the
 * application dates as this device's `datetime-local` values and the training periods as `yyyy-mm-dd`;
 * `bodyOf` turns it into SaveCycle's body or names the first thing to correct.
 */

export interface OfferDraft {
  OrganizationId: number;
  ProgramId: number;
  LevelId: number;
  Places: string;
  PeriodFrom: string;
  PeriodTo: string;
}

export interface CycleDraft {
  CycleId?: number;
  TermId: number;
  NameEn: string;
  NameAr: string;
  opens: string;
  closes: string;
  MaxChoices: string;
  Offers: OfferDraft[];
}

/** What the editor offers each new row: the first of each list. */
export interface CycleCatalogue {
  Terms: readonly { TermId: number }[];
  Organizations: readonly { OrganizationId: number }[];
  Programs: readonly { ProgramId: number }[];
  Levels: readonly { LevelId: number }[];
}

/** What `bodyOf` refuses to send, each a string of the editor's `problems`. */
export type DraftProblem =
  'names' | 'datesNeeded' | 'datesBackwards' | 'wholeNumbers' | 'noOffer' | 'offerPeriod' | 'offerTwice';

/** The office may change a cycle only in the states the server allows (the contract's list). */
export const isEditable = (cycle: Pick<TrainingOfficeCycle, 'State'>) =>
  SSTP_EDITABLE_STATES.includes(cycle.State);

export const newOffer = (catalogue: CycleCatalogue): OfferDraft => ({
  OrganizationId: catalogue.Organizations[0]?.OrganizationId ?? 0,
  ProgramId: catalogue.Programs[0]?.ProgramId ?? 0,
  LevelId: catalogue.Levels[0]?.LevelId ?? 0,
  Places: '',
  PeriodFrom: '',
  PeriodTo: '',
});

/** A new cycle in the newest term, no dates yet, three choices. */
export const newDraft = (catalogue: CycleCatalogue): CycleDraft => ({
  TermId: catalogue.Terms[0]?.TermId ?? 0,
  NameEn: '',
  NameAr: '',
  opens: '',
  closes: '',
  MaxChoices: '3',
  Offers: [newOffer(catalogue)],
});

/** An existing cycle, to edit. */
export const draftOf = (cycle: TrainingOfficeCycle): CycleDraft => ({
  CycleId: cycle.CycleId,
  TermId: cycle.TermId,
  NameEn: cycle.NameEn,
  NameAr: cycle.NameAr,
  opens: localInputOf(cycle.OpensAt),
  closes: localInputOf(cycle.ClosesAt),
  MaxChoices: String(cycle.MaxChoices),
  Offers: cycle.Offers.map((offer) => ({
    OrganizationId: offer.OrganizationId,
    ProgramId: offer.ProgramId,
    LevelId: offer.LevelId,
    Places: String(offer.Places),
    PeriodFrom: offer.PeriodFrom,
    PeriodTo: offer.PeriodTo,
  })),
});

/** A typed whole number within [min, max], or null. */
function whole(typed: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(typed.trim())) return null;
  const value = Number(typed);
  return value >= min && value <= max ? value : null;
}

const isDay = (typed: string) => /^\d{4}-\d{2}-\d{2}$/.test(typed);

/** SaveCycle's body for the draft, or the first thing to correct (the server checks the rest). */
export function bodyOf(draft: CycleDraft): SaveTrainingCycleBody | { problem: DraftProblem } {
  const [NameEn, NameAr] = [draft.NameEn.trim(), draft.NameAr.trim()];
  if (NameEn === '' || NameAr === '') return { problem: 'names' };
  const [OpensAt, ClosesAt] = [isoOf(draft.opens), isoOf(draft.closes)];
  if (OpensAt === null || ClosesAt === null) return { problem: 'datesNeeded' };
  if (Date.parse(OpensAt) >= Date.parse(ClosesAt)) return { problem: 'datesBackwards' };
  const MaxChoices = whole(draft.MaxChoices, 1, 20);
  if (MaxChoices === null) return { problem: 'wholeNumbers' };
  if (draft.Offers.length === 0) return { problem: 'noOffer' };
  const Offers: SaveTrainingCycleBody['Offers'] = [];
  for (const offer of draft.Offers) {
    const Places = whole(offer.Places, 0, 1_000);
    if (Places === null) return { problem: 'wholeNumbers' };
    if (!isDay(offer.PeriodFrom) || !isDay(offer.PeriodTo) || offer.PeriodTo < offer.PeriodFrom)
      return { problem: 'offerPeriod' };
    const { OrganizationId, ProgramId, LevelId, PeriodFrom, PeriodTo } = offer;
    Offers.push({ OrganizationId, ProgramId, LevelId, Places, PeriodFrom, PeriodTo });
  }
  const keys = new Set(
    Offers.map((one) => `${String(one.OrganizationId)}:${String(one.ProgramId)}:${String(one.LevelId)}`),
  );
  if (keys.size !== Offers.length) return { problem: 'offerTwice' };
  return {
    ...(draft.CycleId === undefined ? {} : { CycleId: draft.CycleId }),
    TermId: draft.TermId,
    NameEn,
    NameAr,
    OpensAt,
    ClosesAt,
    MaxChoices,
    Offers,
  };
}
