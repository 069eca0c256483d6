import { createHmac } from 'node:crypto';

/*
 * The selection rule shared by the international office's rounds (options = partner universities) and Tanseek
 * (options = majors and minors), as pure functions so a round can be recomputed and compared: applicants are
 * ranked by GPA (highest first, no GPA last), ties broken by a seeded random order; seats are then given by
 * student-proposing deferred acceptance, every option preferring the better-ranked student. With one ranking
 * for every option this is serial dictatorship by GPA; deferred acceptance is kept because it gives the same
 * answer in O(proposals × log seats) whatever order students come in, and names each option's cut-off.
 */

export interface Applicant {
  /** The application or student being ranked; also the tie-break's input. */
  id: number;
  gpa: number | null;
}

export interface RankedApplicant extends Applicant {
  /** 1 = first. */
  place: number;
}

/**
 * The tie-break key of an applicant (an application, a student) under a round's seed: HMAC-SHA256 is the same on every machine and
 * Node version, and no one can choose an id that sorts first without knowing the seed.
 */
export function tieBreakKey(seed: string, id: number): string {
  return createHmac('sha256', seed).update(String(id)).digest('hex');
}

/** Applicants in ranking order with their places; the input order does not matter. */
export function rankApplicants(applicants: readonly Applicant[], seed: string): RankedApplicant[] {
  const keyed = applicants.map((applicant) => ({
    applicant,
    key: tieBreakKey(seed, applicant.id),
  }));
  keyed.sort((a, b) => {
    const gpaA = a.applicant.gpa ?? Number.NEGATIVE_INFINITY;
    const gpaB = b.applicant.gpa ?? Number.NEGATIVE_INFINITY;
    if (gpaA !== gpaB) return gpaB - gpaA;
    if (a.key !== b.key) return a.key < b.key ? -1 : 1;
    return a.applicant.id - b.applicant.id;
  });
  return keyed.map(({ applicant }, index) => ({
    id: applicant.id,
    gpa: applicant.gpa,
    place: index + 1,
  }));
}

export interface Candidate {
  id: number;
  place: number;
  /** Option ids, first choice first. */
  choices: readonly number[];
}

export interface Allocation {
  /** Every candidate's seat: an option id, or null when none of their choices had room for them. */
  assignment: Map<number, number | null>;
  /** Per option of `seats`: the place of the last student given a seat there, or null when nobody was. */
  cutOffs: Map<number, number | null>;
  /** Per option of `seats`: how many seats were given. */
  filled: Map<number, number>;
}

/**
 * Student-proposing deferred acceptance with capacities: each free student proposes to their next choice;
 * an option holds its best `seats` proposers so far and releases its worst when a better one comes. The
 * result is the one stable allocation, whatever order students propose in. An option missing from `seats`
 * has none. O(proposals × log seats).
 */
export function allocateSeats(
  candidates: readonly Candidate[],
  seats: ReadonlyMap<number, number>,
): Allocation {
  const proposers: Proposer[] = candidates.map((candidate) => ({ candidate, rank: 0, next: 0 }));
  [...proposers]
    .sort((a, b) => a.candidate.place - b.candidate.place || a.candidate.id - b.candidate.id)
    .forEach((proposer, rank) => {
      proposer.rank = rank;
    });
  const held = new Map<number, WorstFirst>();
  for (const [optionId, room] of seats) if (room > 0) held.set(optionId, new WorstFirst());
  const free = [...proposers];

  for (let proposer = free.pop(); proposer !== undefined; proposer = free.pop()) {
    const optionId = proposer.candidate.choices[proposer.next];
    if (optionId === undefined) continue;
    proposer.next += 1;
    const heap = held.get(optionId);
    const room = seats.get(optionId) ?? 0;
    if (!heap) free.push(proposer);
    else if (heap.size < room) heap.push(proposer);
    else free.push(heap.worst().rank > proposer.rank ? heap.replaceWorst(proposer) : proposer);
  }

  const assignment = new Map<number, number | null>();
  for (const candidate of candidates) assignment.set(candidate.id, null);
  const cutOffs = new Map<number, number | null>();
  const filled = new Map<number, number>();
  for (const optionId of seats.keys()) {
    const heap = held.get(optionId);
    for (const proposer of heap?.members() ?? []) assignment.set(proposer.candidate.id, optionId);
    filled.set(optionId, heap?.size ?? 0);
    cutOffs.set(optionId, heap && heap.size > 0 ? heap.worst().candidate.place : null);
  }
  return { assignment, cutOffs, filled };
}

interface Proposer {
  candidate: Candidate;
  /** 0 = best: the order of place, then applicant id. */
  rank: number;
  /** The index of the choice the student proposes to next. */
  next: number;
}

/** The students an option holds, worst-ranked on top: a binary max-heap by rank. */
class WorstFirst {
  private readonly items: Proposer[] = [];

  get size(): number {
    return this.items.length;
  }

  members(): readonly Proposer[] {
    return this.items;
  }

  worst(): Proposer {
    return this.item(0);
  }

  push(proposer: Proposer): void {
    this.items.push(proposer);
    let at = this.items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.item(at).rank < this.item(parent).rank) break;
      this.swap(at, parent);
      at = parent;
    }
  }

  /** Seats `proposer` in the worst one's place and answers the one released. */
  replaceWorst(proposer: Proposer): Proposer {
    const released = this.item(0);
    this.items[0] = proposer;
    let at = 0;
    for (;;) {
      let largest = at;
      for (const child of [2 * at + 1, 2 * at + 2])
        if (child < this.items.length && this.item(child).rank > this.item(largest).rank) largest = child;
      if (largest === at) return released;
      this.swap(at, largest);
      at = largest;
    }
  }

  private item(index: number): Proposer {
    const proposer = this.items[index];
    if (!proposer) throw new Error(`No student at ${String(index)} of an option's heap`);
    return proposer;
  }

  private swap(i: number, j: number): void {
    const first = this.item(i);
    this.items[i] = this.item(j);
    this.items[j] = first;
  }
}
