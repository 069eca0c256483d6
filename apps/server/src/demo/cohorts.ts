import type { NewStudent } from '../modules/student/schema.js';
import type { CatalogueProgram } from './catalogue.js';
import { emailWord, type PersonName } from './names.js';
import type { Random } from './random.js';
import type { DemoTerm } from './terms.js';

/** A student before the university ID is known: IDs follow admission order, so they come last. */
export interface Draft {
  row: Omit<NewStudent, 'code' | 'email'>;
  name: PersonName;
  admittedIndex: number;
}

/** Years since admission; fewer students in later years (attrition), and a cohort that has just finished. */
export function drawCohort(random: Random, program: CatalogueProgram): number {
  const weights = [24, 21, 19, 17, 15, 13].slice(0, program.years);
  weights.push(6);
  return random.weightedIndex(weights);
}

export function academicYear(term: DemoTerm | undefined): number {
  if (!term) return 0;
  return term.season === 'fall' ? term.year : term.year - 1;
}

/** The term a cohort was admitted in: the Fall `cohort` years back, or for a few freshmen this Spring. */
export function admissionIndex(
  terms: readonly DemoTerm[],
  cohort: number,
  random: Random,
  freshman: boolean,
): number {
  const currentIndex = terms.length - 1;
  const current = terms[currentIndex];
  if (!current) throw new Error('No terms to admit students into');
  if (cohort === 0 && current.season === 'spring' && (freshman || random.chance(0.15))) return currentIndex;
  const index = terms.findIndex(
    (term) => term.season === 'fall' && term.year === academicYear(current) - cohort,
  );
  return index === -1 ? 0 : index;
}

/** University IDs run in admission order ('2023-10457'); the email repeats the serial, so it is unique. */
export function assignCodes(drafts: Draft[], terms: readonly DemoTerm[], domain: string): NewStudent[] {
  const order = drafts
    .map((_, index) => index)
    .sort((a, b) => {
      const byTerm = (drafts[a]?.admittedIndex ?? 0) - (drafts[b]?.admittedIndex ?? 0);
      return byTerm === 0 ? a - b : byTerm;
    });
  const serials = new Array<number>(drafts.length);
  order.forEach((draftIndex, rank) => (serials[draftIndex] = 10_001 + rank));
  return drafts.map((draft, index) => {
    const serial = serials[index] ?? 0;
    const year = terms[draft.admittedIndex]?.year ?? 0;
    const local = `${emailWord(draft.name.first[0])}.${emailWord(draft.name.family[0])}.${serial}`;
    return { ...draft.row, code: `${year}-${serial}`, email: `${local}@${domain}`.toLowerCase() };
  });
}
