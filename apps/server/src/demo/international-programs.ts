import type {
  ProgramEligibility,
  ProgramMode,
  ProgramPage,
  ProgramPlan,
  ProgramSelection,
} from '@portal/contract';
import {
  intlModeDocuments,
  intlPartners,
  intlPrograms,
  intlProgramSeats,
  type NewIntlProgramRow,
} from '../modules/international/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { dayOf, instantOn, isoDay } from './days.js';
import { MODE_CHECKLISTS, PARTNERS } from './international-partners.js';
import {
  CURIOUS_TEXTS,
  DUPHAT_TEXTS,
  EXCHANGE_CLOSED_TEXTS,
  EXCHANGE_OPEN_TEXTS,
  GMU_TEXTS,
  OPET_TEXTS,
  pastExchangeTexts,
  type ProgramTexts,
} from './international-texts.js';

/** A program's data but its texts; windows and due dates are days from the demo's today. */
export interface DemoProgram {
  code: string;
  pageName: ProgramPage;
  mode: ProgramMode;
  selection: ProgramSelection;
  texts: ProgramTexts | ((termEn: string, termAr: string) => ProgramTexts);
  window: [number, number];
  maxChoices: number;
  feePiastres: number;
  eligibility: (faculty: (code: string) => number) => ProgramEligibility;
  /** Plans as [code, English, Arabic, [percent, days from today][]]. */
  plans: [string, string, string, [number, number][]][];
  /** Seats per partner code, in the program's term. */
  seats: Record<string, number>;
  /** The previous regular term's exchange: its window and seats are of that term, its days from its start. */
  pastTerm?: true;
}

const GOOD: ProgramEligibility['Standings'] = ['good', 'honors'];
const anyone = (rules: Partial<ProgramEligibility>): ProgramEligibility => ({
  FacultyIds: [],
  ProgramIds: [],
  MinLevel: null,
  MaxLevel: null,
  MinGpa: null,
  Standings: [],
  NoDisciplinaryHold: true,
  ...rules,
});
const FULL: DemoProgram['plans'][number] = ['full', 'Full payment', 'سداد كامل', [[100, 14]]];
const HALVES: DemoProgram['plans'][number] = [
  'two-installments',
  'Two installments (50% / 50%)',
  'قسطان (50% / 50%)',
  [
    [50, 14],
    [50, 60],
  ],
];
const EXCHANGE_ELIGIBILITY = anyone({ MinLevel: 2, MinGpa: 2.5, Standings: GOOD });

export const DEMO_PROGRAMS: readonly DemoProgram[] = [
  {
    code: 'EXCH-PAST',
    pageName: 'international',
    mode: 'semester-exchange',
    selection: 'ranked',
    texts: pastExchangeTexts,
    window: [-120, -60],
    maxChoices: 3,
    feePiastres: 0,
    eligibility: () => EXCHANGE_ELIGIBILITY,
    plans: [],
    seats: { TUM: 1, POLIMI: 1, UGENT: 1, TOHOKU: 1, UCM: 1, UOTTAWA: 1 },
    pastTerm: true,
  },
  {
    code: 'EXCH-CALL1',
    pageName: 'international',
    mode: 'semester-exchange',
    selection: 'ranked',
    texts: EXCHANGE_CLOSED_TEXTS,
    window: [-60, -21],
    maxChoices: 3,
    feePiastres: 0,
    eligibility: () => EXCHANGE_ELIGIBILITY,
    plans: [],
    seats: { TUM: 2, POLIMI: 1, UGENT: 1, TOHOKU: 1, UCM: 1, UOTTAWA: 1 },
  },
  {
    code: 'EXCH-CALL2',
    pageName: 'international',
    mode: 'semester-exchange',
    selection: 'ranked',
    texts: EXCHANGE_OPEN_TEXTS,
    window: [-14, 21],
    maxChoices: 3,
    feePiastres: 0,
    eligibility: () => EXCHANGE_ELIGIBILITY,
    plans: [],
    seats: { TUM: 3, POLIMI: 2, UGENT: 2, TOHOKU: 2, UM: 3, UOTTAWA: 2 },
  },
  {
    code: 'OPET',
    pageName: 'opet',
    mode: 'short-program',
    selection: 'ranked',
    texts: OPET_TEXTS,
    window: [10, 40],
    maxChoices: 2,
    feePiastres: 12_000_00,
    eligibility: () => anyone({ MinLevel: 2, MaxLevel: 4, MinGpa: 2 }),
    plans: [FULL],
    seats: { KIT: 15, POLIMI: 15 },
  },
  {
    code: 'DUPHAT',
    pageName: 'duphat',
    mode: 'short-program',
    selection: 'open',
    texts: DUPHAT_TEXTS,
    window: [-7, 28],
    maxChoices: 1,
    feePiastres: 38_000_00,
    eligibility: (faculty) => anyone({ FacultyIds: [faculty('PHR')], MinLevel: 3 }),
    plans: [FULL, HALVES],
    seats: { 'UPC-PHARMA': 25 },
  },
  {
    code: 'CURIOUS',
    pageName: 'curious',
    mode: 'conference',
    selection: 'open',
    texts: CURIOUS_TEXTS,
    window: [-10, 20],
    maxChoices: 1,
    feePiastres: 3_500_00,
    eligibility: () => anyone({}),
    plans: [FULL, HALVES],
    seats: { UM: 60 },
  },
  {
    code: 'GMU-CLINICAL',
    pageName: 'gmu-clinical',
    mode: 'clinical-training',
    selection: 'ranked',
    texts: GMU_TEXTS,
    window: [-50, -12],
    maxChoices: 1,
    feePiastres: 95_000_00,
    eligibility: (faculty) =>
      anyone({ FacultyIds: [faculty('PHR'), faculty('DEN')], MinLevel: 4, MinGpa: 2.7, Standings: GOOD }),
    plans: [FULL, HALVES],
    seats: { GMU: 4 },
  },
];

/** A term seats are offered in: its names, and the days it starts and ends as days from today. */
export interface ProgramTerm {
  id: number;
  nameEn: string;
  nameAr: string;
  startDay: number;
  endDay: number;
}

export interface LoadedProgram {
  id: number;
  program: DemoProgram;
  term: ProgramTerm;
  /** The window as days from today. */
  window: [number, number];
  eligibility: ProgramEligibility;
  /** Seats by partner id. */
  seats: Map<number, number>;
}

const OPENS_AT_HOUR_UTC = 7;
const CLOSES_AT_HOUR_UTC = 21;

/**
 * Writes the partners, the programs with their seats and each mode's checklist. The demo's calendar ends
 * with the current term, so programs offer their seats in it (the past exchange in the term before); the
 * windows sit around `today` so that the second call, DUPHAT and the conference are open when the demo
 * starts, OPET opens soon, and the first call and GMU have closed.
 */
export async function loadDemoPrograms(
  handle: DatabaseHandle,
  today: Date,
  terms: { current: ProgramTerm; past: ProgramTerm | null },
): Promise<Map<string, LoadedProgram>> {
  const db = handle.db;
  const day = dayOf(today);
  const partners = await db
    .insert(intlPartners)
    .values(
      PARTNERS.map(([code, nameEn, nameAr, countryEn, countryAr, city]) => ({
        code,
        nameEn,
        nameAr,
        countryEn,
        countryAr,
        city,
      })),
    )
    .returning({ id: intlPartners.id, code: intlPartners.code });
  const partnerIds = new Map(partners.map((row) => [row.code, row.id]));
  const faculties = await handle.query<{ id: number; code: string }>(`select id, code from faculties`);
  const faculty = (code: string) => {
    const found = faculties.find((row) => row.code === code);
    if (!found) throw new Error(`The demo catalogue has no faculty ${code}`);
    return found.id;
  };
  const partner = (code: string) => {
    const found = partnerIds.get(code);
    if (found === undefined) throw new Error(`The demo has no partner ${code}`);
    return found;
  };

  const loaded = new Map<string, LoadedProgram>();
  for (const program of DEMO_PROGRAMS) {
    const term = program.pastTerm ? terms.past : terms.current;
    if (!term) continue;
    const shift = program.pastTerm ? term.startDay : 0;
    const window: [number, number] = [program.window[0] + shift, program.window[1] + shift];
    const texts =
      typeof program.texts === 'function' ? program.texts(term.nameEn, term.nameAr) : program.texts;
    const eligibility = program.eligibility(faculty);
    const plans: ProgramPlan[] = program.plans.map(([Code, NameEn, NameAr, parts]) => ({
      Code,
      NameEn,
      NameAr,
      Installments: parts.map(([Percent, days]) => ({ Percent, DueDate: isoDay(day + days) })),
    }));
    const row: NewIntlProgramRow = {
      code: program.code,
      pageName: program.pageName,
      mode: program.mode,
      selection: program.selection,
      ...texts,
      opensAt: instantOn(day + window[0], OPENS_AT_HOUR_UTC),
      closesAt: instantOn(day + window[1], CLOSES_AT_HOUR_UTC),
      maxChoices: program.maxChoices,
      feePiastres: program.feePiastres,
      eligibility,
      plans,
    };
    const [inserted] = await db.insert(intlPrograms).values(row).returning({ id: intlPrograms.id });
    if (!inserted) throw new Error(`The demo program ${program.code} was not written`);
    const seats = new Map(Object.entries(program.seats).map(([code, count]) => [partner(code), count]));
    await db.insert(intlProgramSeats).values(
      [...seats].map(([partnerId, count]) => ({
        programId: inserted.id,
        partnerId,
        termId: term.id,
        seats: count,
      })),
    );
    loaded.set(program.code, { id: inserted.id, program, term, window, eligibility, seats });
  }
  await db
    .insert(intlModeDocuments)
    .values(
      Object.entries(MODE_CHECKLISTS).map(([mode, documents]) => ({ mode: mode as ProgramMode, documents })),
    );
  return loaded;
}
