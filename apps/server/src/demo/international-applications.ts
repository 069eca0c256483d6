import type { ApplicationState, ProgramEligibility } from '@portal/contract';
import type { Standing } from '../modules/student/schema.js';
import { allocateSeats, rankApplicants } from '../platform/allocation/allocation.js';
import { applicationMoveTarget, type ApplicationMove } from '../modules/international/application-states.js';
import type { Random } from './random.js';

/*
 * The demo's applications, planned before they are written: who applies to what, each one's moves with
 * their days, and for ranked programs the ranking and the allocation the published rule gives (the module's
 * own functions), so places, cut-offs and seats agree with what the office's page recomputes.
 */

export interface Applicant {
  studentId: number;
  facultyId: number;
  level: number;
  standing: Standing;
  gpa: number | null;
}

export interface PlannedMove {
  move: ApplicationMove;
  /** Days from the demo's today (negative: past), and the time of day (UTC). */
  day: number;
  hour: number;
  minute: number;
  note?: string;
}

export interface PlannedApplication {
  id: number;
  programId: number;
  studentId: number;
  termId: number;
  partnerIds: number[];
  state: ApplicationState;
  createdDay: number;
  moves: PlannedMove[];
  rankedGpa: number | null;
  rankPlace: number | null;
  allocatedPartnerId: number | null;
  offerExpiresDay: number | null;
  /** The note of the last move that needs one (a return, a partner's refusal). */
  officeNote: string | null;
}

export interface PlannedRound {
  programId: number;
  termId: number;
  rankDay: number;
  /** What the round was computed from: the digest the office's publishing checks is of these. */
  inputs: unknown;
  seed: string;
  final: boolean;
  result: Record<string, number | null>;
  /** Days from today it was published, or null for a preview not yet published. */
  publishedDay: number | null;
}

/** A program's term as the planner needs it. */
export interface PlannedProgram {
  id: number;
  term: { id: number };
  window: [number, number];
  program: { maxChoices: number };
  /** Seats by partner id. */
  seats: ReadonlyMap<number, number>;
}

/** When the office and the portal acted on a ranked program's term (days from today). */
export interface RoundDays {
  rank: number;
  /** The round's publication; null: ranked, not yet allocated (the round is a preview). */
  publish: number | null;
  /** Whether the published round was the last (nobody left waitlisted). */
  final: boolean;
  /** How long an offer stays open after publication. */
  offerDays: number;
  /** Days after publication of the later steps of those given a seat. */
  after?: { answer: number; nominate: number; partnerAnswer: number; depart: number; complete: number };
}

/** A move as a path names it: its time of day is drawn when it is planned, unless the path fixes the hour. */
export type PlannedStep = Omit<PlannedMove, 'hour' | 'minute'> & { hour?: number };

/** What happens to those given a seat, best-placed first (the last entry repeats). */
export type SeatedPath = ApplicationMove[];

export const RANKED_AT_HOUR = 7;
export const PUBLISHED_AT_HOUR = 8;

export const isEligible = (applicant: Applicant, rules: ProgramEligibility): boolean =>
  (rules.FacultyIds.length === 0 || rules.FacultyIds.includes(applicant.facultyId)) &&
  (rules.MinLevel === null || applicant.level >= rules.MinLevel) &&
  (rules.MaxLevel === null || applicant.level <= rules.MaxLevel) &&
  (rules.MinGpa === null || (applicant.gpa !== null && applicant.gpa >= rules.MinGpa)) &&
  (rules.Standings.length === 0 || rules.Standings.includes(applicant.standing));

/** Walks the moves from a draft, so a path the state table does not allow fails the generation. */
export function stateAfter(moves: readonly PlannedMove[]): ApplicationState {
  let state: ApplicationState = 'draft';
  for (const { move } of moves) {
    const next = applicationMoveTarget(move, state);
    if (next === null) throw new Error(`The demo path cannot ${move} from ${state}`);
    state = next;
  }
  return state;
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

/** A version-4 UUID drawn from the demo's seeded generator, so the same seed writes the same keys. */
export const seededUuid = (random: Random) => {
  const body = hex(random, 30);
  return `${body.slice(0, 8)}-${body.slice(8, 12)}-4${body.slice(12, 15)}-${'89ab'[random.int(0, 3)] ?? '8'}${body.slice(15, 18)}-${body.slice(18, 30)}`;
};

export const roundSeed = (random: Random) => hex(random, 32);

export class ApplicationPlanner {
  readonly applications: PlannedApplication[] = [];
  readonly rounds: PlannedRound[] = [];

  constructor(
    readonly random: Random,
    private nextId: number,
  ) {}

  shuffled<T>(items: readonly T[]): T[] {
    return this.random.shuffle([...items]);
  }

  /** An application with the given moves; the submission day is drawn inside the window. */
  add(
    applicant: Applicant,
    program: PlannedProgram,
    partnerIds: number[],
    later: (submitted: number) => PlannedStep[],
  ): PlannedApplication {
    const window = program.window;
    const lastDay = Math.min(window[1], -1);
    const createdDay = this.random.int(window[0] + 1, Math.max(window[0] + 1, lastDay - 1));
    const submitted = Math.min(createdDay + this.random.int(0, 2), lastDay);
    // Moves of one day follow each other within it, in the order they were made.
    const moves: PlannedMove[] = [];
    for (const move of later(submitted)) {
      const before = moves.at(-1);
      const drawn = before?.day === move.day ? Math.min(before.hour + 1, 23) : this.random.int(6, 18);
      const minute = move.hour === undefined ? this.random.int(0, 59) : 0;
      moves.push({ ...move, hour: move.hour ?? drawn, minute });
    }
    const planned: PlannedApplication = {
      id: this.nextId++,
      programId: program.id,
      studentId: applicant.studentId,
      termId: program.term.id,
      partnerIds,
      state: stateAfter(moves),
      createdDay,
      moves,
      rankedGpa: null,
      rankPlace: null,
      allocatedPartnerId: null,
      offerExpiresDay: null,
      officeNote: moves.findLast((move) => move.note !== undefined)?.note ?? null,
    };
    this.applications.push(planned);
    return planned;
  }

  /**
   * A ranked program's term: everyone submitted in the window, was ranked by the published rule and, if the
   * round was published, given a seat by deferred acceptance; the seated follow `seated` in order of place,
   * the rest wait (or, after a final round, are not selected).
   */
  ranked(
    applicants: readonly Applicant[],
    program: PlannedProgram,
    days: RoundDays,
    seated: readonly SeatedPath[],
  ): void {
    const seed = roundSeed(this.random);
    const seats = program.seats;
    const choices = applicants.map(() =>
      this.shuffled([...seats.keys()]).slice(0, program.program.maxChoices),
    );
    const firstId = this.nextId;
    const ranking = rankApplicants(
      applicants.map((applicant, index) => ({ id: firstId + index, gpa: applicant.gpa })),
      seed,
    );
    const place = new Map(ranking.map((entry) => [entry.id, entry.place]));
    const candidates = ranking.map((entry) => ({
      id: entry.id,
      place: entry.place,
      choices: choices[entry.id - firstId] ?? [],
    }));
    const allocation = allocateSeats(candidates, seats);
    const seatedInOrder = ranking.filter((entry) => allocation.assignment.get(entry.id) != null);
    const publish = days.publish;
    applicants.forEach((applicant, index) => {
      const id = firstId + index;
      const partnerId = publish === null ? null : (allocation.assignment.get(id) ?? null);
      const seatIndex = seatedInOrder.findIndex((entry) => entry.id === id);
      const path: ApplicationMove[] =
        publish === null
          ? []
          : partnerId === null
            ? [days.final ? 'not-select' : 'waitlist']
            : ['allocate', ...(seated[Math.min(seatIndex, seated.length - 1)] ?? [])];
      const planned = this.add(applicant, program, choices[index] ?? [], (submitted) => [
        { move: 'submit', day: submitted },
        // The portal ranks and publishes at fixed times (the morning in Cairo); its moves carry them.
        { move: 'rank', day: days.rank, hour: RANKED_AT_HOUR },
        ...path.map((move, step) => ({
          move,
          day: dayOfMove(move, publish ?? days.rank, days),
          ...(step === 0 ? { hour: PUBLISHED_AT_HOUR } : {}),
          ...noteOf(move),
        })),
      ]);
      planned.rankPlace = place.get(id) ?? null;
      planned.rankedGpa = applicant.gpa === null ? null : Math.round(applicant.gpa * 1000) / 1000;
      planned.allocatedPartnerId = partnerId;
      planned.offerExpiresDay = partnerId === null || publish === null ? null : publish + days.offerDays;
    });
    this.rounds.push({
      programId: program.id,
      termId: program.term.id,
      rankDay: days.rank,
      inputs: { candidates, seats: [...seats] },
      seed,
      final: days.final,
      result: Object.fromEntries([...allocation.assignment].map(([id, partner]) => [String(id), partner])),
      publishedDay: publish,
    });
  }
}

function dayOfMove(move: ApplicationMove, publish: number, days: RoundDays): number {
  const steps = days.after;
  const after: Partial<Record<ApplicationMove, number>> = steps
    ? {
        'accept-offer': steps.answer,
        'decline-offer': steps.answer + 1,
        nominate: steps.nominate,
        'partner-accepted': steps.partnerAnswer,
        'partner-refused': steps.partnerAnswer,
        departed: steps.depart,
        completed: steps.complete,
        withdraw: steps.nominate + 1,
      }
    : {};
  return Math.min(publish + (after[move] ?? 0), -1);
}

const NOTES: Partial<Record<ApplicationMove, string>> = {
  'partner-refused':
    'The partner has no place left in the courses of your learning agreement this term; please apply again next call.',
};
const noteOf = (move: ApplicationMove) => (NOTES[move] ? { note: NOTES[move] } : {});
