import type {
  PartyEligibility,
  PartyEventKind,
  PartyOfficeEvent,
  PartyPage,
  PartyQuestion,
} from '@portal/contract';
import type { partyOffice, BodyOf } from '@portal/contract/calls';
import { isoOf, localInputOf, piastresOf, poundsOf } from '../../components/office/input-values';

type SaveEventBody = BodyOf<typeof partyOffice.saveEvent>;

/*
 * An event as the editor holds it: numbers and the fee as typed (pounds), dates as this device's
 * `datetime-local` values, a question's options one per line; `bodyOf` turns it into SaveEvent's body
 * (the fee in piastres) or says what to correct first.
 */

export interface QuestionDraft extends Omit<PartyQuestion, 'Options'> {
  /** One option per line. */
  options: string;
}

export interface EventDraft {
  EventId?: number;
  Version: number;
  Kind: PartyEventKind;
  Page: PartyPage;
  TitleEn: string;
  TitleAr: string;
  TextEn: string;
  TextAr: string;
  VenueEn: string;
  VenueAr: string;
  starts: string;
  opens: string;
  closes: string;
  Eligibility: PartyEligibility;
  FacultyId: number | null;
  MinLevel: string;
  MaxLevel: string;
  /** Course ids, separated by commas or spaces. */
  courses: string;
  Places: string;
  GuestQuota: string;
  /** In pounds; blank for a free event. */
  fee: string;
  Questions: QuestionDraft[];
}

export type DraftProblem = 'datesNeeded' | 'datesOrder' | 'wholeNumbers' | 'fee' | 'questionKeys';

export const newQuestion = (at: number): QuestionDraft => ({
  Key: `question-${String(at + 1)}`,
  LabelEn: '',
  LabelAr: '',
  Kind: 'choice',
  options: '',
  Required: true,
});

export const newDraft = (): EventDraft => ({
  Version: 0,
  Kind: 'graduation',
  Page: 'graduation',
  TitleEn: '',
  TitleAr: '',
  TextEn: '',
  TextAr: '',
  VenueEn: '',
  VenueAr: '',
  starts: '',
  opens: '',
  closes: '',
  Eligibility: 'expected-graduates',
  FacultyId: null,
  MinLevel: '',
  MaxLevel: '',
  courses: '',
  Places: '',
  GuestQuota: '2',
  fee: '',
  Questions: [],
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const draftOf = (event: PartyOfficeEvent): EventDraft => ({
  EventId: event.EventId,
  Version: event.Version,
  Kind: event.Kind,
  Page: event.Page,
  TitleEn: event.TitleEn,
  TitleAr: event.TitleAr,
  TextEn: event.TextEn,
  TextAr: event.TextAr,
  VenueEn: event.VenueEn,
  VenueAr: event.VenueAr,
  starts: localInputOf(event.StartsAt),
  opens: localInputOf(event.RegistrationOpensAt),
  closes: localInputOf(event.RegistrationClosesAt),
  Eligibility: event.Eligibility,
  FacultyId: event.FacultyId,
  MinLevel: text(event.MinLevel),
  MaxLevel: text(event.MaxLevel),
  courses: event.ProjectCourseIds.join(', '),
  Places: text(event.Places),
  GuestQuota: String(event.GuestQuota),
  fee: event.FeePiastres === null ? '' : poundsOf(event.FeePiastres),
  Questions: event.Questions.map(({ Options, ...question }) => ({
    ...question,
    options: Options.join('\n'),
  })),
});

/** A typed whole number within [min, max]: null when blank, undefined when it is not one. */
function whole(typed: string, min: number, max: number): number | null | undefined {
  if (typed.trim() === '') return null;
  if (!/^\d+$/.test(typed.trim())) return undefined;
  const value = Number(typed);
  return value >= min && value <= max ? value : undefined;
}

const QUESTION_KEY = /^[a-z][a-z0-9-]{0,39}$/;

/** SaveEvent's body for the draft, or the first thing to correct (the server checks the rest). */
export function bodyOf(draft: EventDraft): SaveEventBody | { problem: DraftProblem } {
  const [StartsAt, RegistrationOpensAt, RegistrationClosesAt] = [draft.starts, draft.opens, draft.closes].map(
    isoOf,
  );
  if (!StartsAt || !RegistrationOpensAt || !RegistrationClosesAt) return { problem: 'datesNeeded' };
  const [starts, opens, closes] = [
    Date.parse(StartsAt),
    Date.parse(RegistrationOpensAt),
    Date.parse(RegistrationClosesAt),
  ];
  if (!(opens < closes && closes <= starts)) return { problem: 'datesOrder' };
  const [MinLevel, MaxLevel, Places, GuestQuota] = [
    whole(draft.MinLevel, 1, 7),
    whole(draft.MaxLevel, 1, 7),
    whole(draft.Places, 1, 100_000),
    whole(draft.GuestQuota, 0, 10),
  ];
  const courses = draft.courses.split(/[\s,]+/).filter((one) => one !== '');
  if (
    MinLevel === undefined ||
    MaxLevel === undefined ||
    Places === undefined ||
    GuestQuota === undefined ||
    GuestQuota === null ||
    courses.some((one) => !/^\d+$/.test(one))
  )
    return { problem: 'wholeNumbers' };
  const FeePiastres = draft.fee.trim() === '' ? null : piastresOf(draft.fee);
  if (FeePiastres === 0 || (FeePiastres === null && draft.fee.trim() !== '')) return { problem: 'fee' };
  const keys = draft.Questions.map((question) => question.Key);
  if (keys.some((key) => !QUESTION_KEY.test(key)) || new Set(keys).size !== keys.length)
    return { problem: 'questionKeys' };
  const byFaculty = draft.Eligibility === 'faculty-level' || draft.Eligibility === 'project-students';
  return {
    ...(draft.EventId === undefined ? {} : { EventId: draft.EventId }),
    Version: draft.Version,
    Kind: draft.Kind,
    Page: draft.Page,
    TitleEn: draft.TitleEn,
    TitleAr: draft.TitleAr,
    TextEn: draft.TextEn,
    TextAr: draft.TextAr,
    StartsAt,
    VenueEn: draft.VenueEn,
    VenueAr: draft.VenueAr,
    RegistrationOpensAt,
    RegistrationClosesAt,
    Eligibility: draft.Eligibility,
    FacultyId: byFaculty ? draft.FacultyId : null,
    MinLevel: draft.Eligibility === 'faculty-level' ? MinLevel : null,
    MaxLevel: draft.Eligibility === 'faculty-level' ? MaxLevel : null,
    ProjectCourseIds: draft.Eligibility === 'project-students' ? courses.map(Number) : [],
    Places,
    GuestQuota,
    FeePiastres,
    Questions: draft.Questions.map(({ options, ...question }) => ({
      ...question,
      Options:
        question.Kind === 'choice'
          ? options
              .split('\n')
              .map((one) => one.trim())
              .filter((one) => one !== '')
          : [],
    })),
  };
}
