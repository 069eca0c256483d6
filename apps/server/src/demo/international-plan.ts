import type { ApplicationMove } from '../modules/international/application-states.js';
import {
  isEligible,
  type Applicant,
  type ApplicationPlanner,
  type PlannedStep,
  type SeatedPath,
} from './international-applications.js';
import type { LoadedProgram } from './international-programs.js';

/** A path of moves from the day an application was submitted. */
type Path = (submitted: number) => PlannedStep[];

/** `move` some days after submission, never later than yesterday (the demo's today is still under way). */
const after = (submitted: number, days: number, move: ApplicationMove, note?: string): PlannedStep => ({
  move,
  day: Math.min(submitted + days, -1),
  ...(note ? { note } : {}),
});
const DRAFT: Path = () => [];
const SUBMITTED: Path = (submitted) => [{ move: 'submit', day: submitted }];
const TOOK_PLACE: Path = (submitted) => [...SUBMITTED(submitted), after(submitted, 0, 'take-place')];
const RETURNED: Path = (submitted) => [
  ...SUBMITTED(submitted),
  after(
    submitted,
    3,
    'return',
    'The transcript is not stamped by the faculty: please upload the stamped copy.',
  ),
];
const then =
  (path: Path, days: number, move: ApplicationMove): Path =>
  (submitted) => [...path(submitted), after(submitted, days, move)];

const COMPLETED: SeatedPath = ['accept-offer', 'nominate', 'partner-accepted', 'departed', 'completed'];

/**
 * Who applies where and how far each application got: the first call's round published with offers still
 * open, GMU ranked but not yet allocated, the second call, DUPHAT and the conference taking applications,
 * and the previous term's exchange over. Students are spread over the programs (one student may apply to
 * several when few are eligible), each program's applicants all eligible for it.
 */
export function planApplications(
  planner: ApplicationPlanner,
  programs: ReadonlyMap<string, LoadedProgram>,
  applicants: readonly Applicant[],
): void {
  const used = new Set<number>();
  const take = (program: LoadedProgram, count: number) => {
    const pool = applicants.filter((applicant) => isEligible(applicant, program.eligibility));
    const chosen = [
      ...pool.filter((applicant) => !used.has(applicant.studentId)),
      ...pool.filter((applicant) => used.has(applicant.studentId)),
    ].slice(0, count);
    for (const applicant of chosen) used.add(applicant.studentId);
    return chosen;
  };
  /** A program with one host: every application names it, and a place taken is a place there. */
  const hosted = (program: LoadedProgram | undefined, paths: readonly Path[]) => {
    if (!program) return;
    const host = [...program.seats.keys()];
    take(program, paths.length).forEach((applicant, index) => {
      const planned = planner.add(applicant, program, host, paths[index] ?? DRAFT);
      if (planned.moves.some((move) => move.move === 'take-place'))
        planned.allocatedPartnerId = host[0] ?? null;
    });
  };

  const firstCall = programs.get('EXCH-CALL1');
  if (firstCall) {
    const days = { rank: -19, publish: -9, final: false, offerDays: 14 };
    const steps = { answer: 1, nominate: 4, partnerAnswer: 7, depart: 0, complete: 0 };
    planner.ranked(take(firstCall, 10), firstCall, { ...days, after: steps }, [
      [],
      ['accept-offer'],
      ['accept-offer', 'nominate'],
      ['accept-offer', 'nominate', 'partner-accepted'],
      ['decline-offer'],
      [],
    ]);
  }
  hosted(programs.get('DUPHAT'), [TOOK_PLACE, TOOK_PLACE, DRAFT]);
  hosted(programs.get('CURIOUS'), [TOOK_PLACE, TOOK_PLACE, then(TOOK_PLACE, 3, 'withdraw'), DRAFT]);
  const gmu = programs.get('GMU-CLINICAL');
  if (gmu) planner.ranked(take(gmu, 4), gmu, { rank: -10, publish: null, final: false, offerDays: 14 }, []);
  const secondCall = programs.get('EXCH-CALL2');
  if (secondCall) {
    const partners = [...secondCall.seats.keys()];
    const paths = [DRAFT, DRAFT, SUBMITTED, SUBMITTED, SUBMITTED, RETURNED, then(SUBMITTED, 2, 'withdraw')];
    take(secondCall, paths.length).forEach((applicant, index) => {
      const choices = planner.shuffled(partners).slice(0, 3 - (index % 2));
      planner.add(applicant, secondCall, choices, paths[index] ?? DRAFT);
    });
  }
  const past = programs.get('EXCH-PAST');
  if (past) {
    const publish = past.term.startDay - 50;
    const days = { rank: past.term.startDay - 58, publish, final: true, offerDays: 14 };
    // Home before the grades of our own term were out: completed ten days after it ended.
    const complete = past.term.endDay + 10 - publish;
    const steps = { answer: 3, nominate: 8, partnerAnswer: 30, depart: 48, complete };
    planner.ranked(take(past, 9), past, { ...days, after: steps }, [
      COMPLETED,
      COMPLETED,
      ['accept-offer', 'nominate', 'partner-accepted', 'departed'],
      ['accept-offer', 'nominate', 'partner-refused'],
      ['decline-offer'],
      ['accept-offer', 'withdraw'],
      COMPLETED,
    ]);
  }
}
