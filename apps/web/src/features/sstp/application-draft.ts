import type { InsertSstpDataBody, SstpApplication, SstpCycle, SstpProgram } from '@portal/contract';

/*
 * The application as the form holds it: nothing chosen yet may be undefined and dates are the date inputs'
 * `yyyy-mm-dd` values; `bodyOf` turns it into InsertSSTPData's body or names the first thing to correct, so
 * the student hears it before anything is sent (the server checks the same rules again).
 */

export interface ApplicationDraft {
  ProgramId?: number;
  LevelId?: number;
  LanguageId?: number;
  PeriodFrom: string;
  PeriodTo: string;
  /** Offer ids, first choice first. */
  OfferIds: number[];
}

/** What `bodyOf` refuses to send, each a string of the form's `problems`. */
export type DraftProblem =
  | 'choose'
  | 'periodNeeded'
  | 'periodBackwards'
  | 'periodOutside'
  | 'periodShort'
  | 'noOrganization'
  | 'tooMany';

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The saved application to edit, or an empty one. */
export const draftOf = (application: SstpApplication | null): ApplicationDraft =>
  application === null
    ? { PeriodFrom: '', PeriodTo: '', OfferIds: [] }
    : {
        ProgramId: application.ProgramId,
        LevelId: application.LevelId,
        LanguageId: application.LanguageId,
        PeriodFrom: application.PeriodFrom,
        PeriodTo: application.PeriodTo,
        OfferIds: [...application.OfferIds],
      };

/** Days from the first to the last day of a period, both counted: 1 June to 14 June is 14 days. */
export function periodDays(from: string, to: string): number {
  return Math.round((dayOf(to) - dayOf(from)) / DAY_MS) + 1;
}

export type DraftAnswer = InsertSstpDataBody | { problem: DraftProblem; weeks?: number; count?: number };

/** InsertSSTPData's body for the draft, or the first thing to correct. */
export function bodyOf(
  draft: ApplicationDraft,
  cycle: SstpCycle,
  program: SstpProgram | undefined,
): DraftAnswer {
  const { ProgramId, LevelId, LanguageId, PeriodFrom, PeriodTo } = draft;
  if (ProgramId === undefined || LevelId === undefined || LanguageId === undefined || !program)
    return { problem: 'choose' };
  if (Number.isNaN(dayOf(PeriodFrom)) || Number.isNaN(dayOf(PeriodTo))) return { problem: 'periodNeeded' };
  if (dayOf(PeriodTo) < dayOf(PeriodFrom)) return { problem: 'periodBackwards' };
  if (dayOf(PeriodFrom) < dayOf(cycle.SummerFrom) || dayOf(PeriodTo) > dayOf(cycle.SummerTo))
    return { problem: 'periodOutside' };
  if (periodDays(PeriodFrom, PeriodTo) < program.WeeksMin * 7)
    return { problem: 'periodShort', weeks: program.WeeksMin };
  if (draft.OfferIds.length === 0) return { problem: 'noOrganization' };
  if (draft.OfferIds.length > cycle.MaxChoices) return { problem: 'tooMany', count: cycle.MaxChoices };
  return {
    CycleId: cycle.CycleId,
    ProgramId,
    LevelId,
    LanguageId,
    PeriodFrom,
    PeriodTo,
    OfferIds: draft.OfferIds,
  };
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Whether the form differs from the saved application (a new one differs once anything is chosen). */
export function isChanged(draft: ApplicationDraft, saved: SstpApplication | null): boolean {
  const start = draftOf(saved);
  return (
    draft.ProgramId !== start.ProgramId ||
    draft.LevelId !== start.LevelId ||
    draft.LanguageId !== start.LanguageId ||
    draft.PeriodFrom !== start.PeriodFrom ||
    draft.PeriodTo !== start.PeriodTo ||
    !same(draft.OfferIds, start.OfferIds)
  );
}
