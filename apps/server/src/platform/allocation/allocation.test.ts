import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateSeats, rankApplicants, tieBreakKey, type Allocation, type Candidate } from './allocation.js';

const UNKNOWN_OPTION = 99;

/** A small program: few options and seats, GPAs from a short list so that ties are common. */
const market = fc
  .record({
    seats: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 18 }),
    seed: fc.string({ maxLength: 16 }),
  })
  .chain(({ seats, ids, seed }) => {
    const optionIds = seats.map((_, index) => index + 1);
    const applicant = (id: number) =>
      fc.record({
        id: fc.constant(id),
        gpa: fc.constantFrom(null, 2.1, 2.75, 3.2, 3.2, 3.9),
        choices: fc.shuffledSubarray([...optionIds, UNKNOWN_OPTION]),
      });
    return fc.record({
      seats: fc.constant(new Map(seats.map((room, index) => [index + 1, room]))),
      applicants: fc.tuple(...ids.map(applicant)),
      seed: fc.constant(seed),
    });
  });
type Market = typeof market extends fc.Arbitrary<infer M> ? M : never;

function candidatesOf({ applicants, seed }: Pick<Market, 'applicants' | 'seed'>): Candidate[] {
  const choicesOf = new Map(applicants.map((a) => [a.id, a.choices]));
  return rankApplicants(applicants, seed).map(({ id, place }) => ({
    id,
    place,
    choices: choicesOf.get(id) ?? [],
  }));
}

/** The same allocation as plain sorted entries, to compare two runs. */
const plain = ({ assignment, cutOffs, filled }: Allocation) => ({
  assignment: [...assignment].sort((a, b) => a[0] - b[0]),
  cutOffs: [...cutOffs].sort((a, b) => a[0] - b[0]),
  filled: [...filled].sort((a, b) => a[0] - b[0]),
});

/** The oracle: with one ranking for every option, the stable allocation is "best-ranked chooses first". */
function bestChoosesFirst(candidates: Candidate[], seats: Map<number, number>): Map<number, number | null> {
  const left = new Map(seats);
  const result = new Map<number, number | null>();
  for (const candidate of [...candidates].sort((a, b) => a.place - b.place)) {
    const optionId = candidate.choices.find((choice) => (left.get(choice) ?? 0) > 0) ?? null;
    if (optionId !== null) left.set(optionId, (left.get(optionId) ?? 0) - 1);
    result.set(candidate.id, optionId);
  }
  return result;
}

describe('rankApplicants', () => {
  it('puts the higher GPA first, ties in the seed’s order, no GPA last', () => {
    const seed = 'round-seed';
    const ranked = rankApplicants(
      [
        { id: 11, gpa: 3.2 },
        { id: 12, gpa: null },
        { id: 13, gpa: 3.8 },
        { id: 14, gpa: 3.2 },
      ],
      seed,
    );
    const tied = [11, 14].sort((a, b) => (tieBreakKey(seed, a) < tieBreakKey(seed, b) ? -1 : 1));
    expect(ranked.map((row) => [row.id, row.place])).toEqual([
      [13, 1],
      [tied[0], 2],
      [tied[1], 3],
      [12, 4],
    ]);
  });

  it('draws the same tie-break on every machine (HMAC-SHA256 of the id under the seed)', () => {
    expect(tieBreakKey('seed', 42)).toBe('3ee9e59382d5d6320fdbee0603ba9f970741c15d0b07c9fa28a0e5379708cacf');
  });

  it('is GPA-descending with places 1..n, and ties follow the seed', () => {
    fc.assert(
      fc.property(market, ({ applicants, seed }) => {
        const ranked = rankApplicants(applicants, seed);
        expect(ranked.map((row) => row.place)).toEqual(applicants.map((_, index) => index + 1));
        expect(ranked.map((row) => row.id).sort()).toEqual(applicants.map((a) => a.id).sort());
        for (let i = 1; i < ranked.length; i += 1) {
          const [before, after] = [ranked[i - 1], ranked[i]];
          const [gpaBefore, gpaAfter] = [before?.gpa ?? -1, after?.gpa ?? -1];
          expect(gpaBefore).toBeGreaterThanOrEqual(gpaAfter);
          if (before && after && gpaBefore === gpaAfter)
            expect(tieBreakKey(seed, before.id) < tieBreakKey(seed, after.id)).toBe(true);
        }
      }),
    );
  });

  it('gives the same ranking whatever the input order, and another seed reorders ties only', () => {
    fc.assert(
      fc.property(
        market.chain((m) =>
          fc.tuple(
            fc.constant(m),
            fc.shuffledSubarray(m.applicants, { minLength: m.applicants.length }),
            fc.string({ maxLength: 16 }),
          ),
        ),
        ([{ applicants, seed }, shuffled, otherSeed]) => {
          const ranked = rankApplicants(applicants, seed);
          expect(rankApplicants(shuffled, seed)).toEqual(ranked);
          const reranked = rankApplicants(applicants, otherSeed);
          expect(reranked.map((row) => row.gpa)).toEqual(ranked.map((row) => row.gpa));
        },
      ),
    );
  });
});

describe('allocateSeats', () => {
  it('gives a seat to the better-ranked student when two want the last one', () => {
    const { assignment, cutOffs, filled } = allocateSeats(
      [
        // The worse-ranked student proposes first and is displaced: acceptance is deferred.
        { id: 3, place: 3, choices: [20] },
        { id: 2, place: 2, choices: [10, 20] },
        { id: 1, place: 1, choices: [10] },
      ],
      new Map([
        [10, 1],
        [20, 1],
      ]),
    );
    expect([...assignment]).toEqual([
      [3, null],
      [2, 20],
      [1, 10],
    ]);
    expect([...cutOffs]).toEqual([
      [10, 1],
      [20, 2],
    ]);
    expect([...filled]).toEqual([
      [10, 1],
      [20, 1],
    ]);
  });

  it('leaves a student without a seat when none of their choices has room, and an option unchosen empty', () => {
    const { assignment, cutOffs, filled } = allocateSeats(
      [
        { id: 1, place: 1, choices: [10] },
        { id: 2, place: 2, choices: [10, 30] },
      ],
      new Map([
        [10, 1],
        [20, 4],
        [30, 0],
      ]),
    );
    expect(assignment.get(2)).toBeNull();
    expect(cutOffs.get(20)).toBeNull();
    expect(filled.get(20)).toBe(0);
    expect(filled.get(30)).toBe(0);
  });

  it('never exceeds an option’s seats, and seats each student at most once at one of their choices', () => {
    fc.assert(
      fc.property(market, (m) => {
        const candidates = candidatesOf(m);
        const { assignment, filled, cutOffs } = allocateSeats(candidates, m.seats);
        expect(assignment.size).toBe(candidates.length);
        for (const candidate of candidates) {
          const optionId = assignment.get(candidate.id) ?? null;
          if (optionId !== null) expect(candidate.choices).toContain(optionId);
        }
        for (const [optionId, room] of m.seats) {
          const holders = candidates.filter((c) => assignment.get(c.id) === optionId);
          expect(holders.length).toBeLessThanOrEqual(room);
          expect(filled.get(optionId)).toBe(holders.length);
          expect(cutOffs.get(optionId)).toBe(
            holders.length === 0 ? null : Math.max(...holders.map((c) => c.place)),
          );
        }
      }),
    );
  });

  it('leaves no student preferring an option with an empty seat or a seat held by someone ranked lower', () => {
    fc.assert(
      fc.property(market, (m) => {
        const candidates = candidatesOf(m);
        const { assignment } = allocateSeats(candidates, m.seats);
        for (const student of candidates) {
          const seat = assignment.get(student.id) ?? null;
          const preferred =
            seat === null ? student.choices : student.choices.slice(0, student.choices.indexOf(seat));
          for (const optionId of preferred) {
            const holders = candidates.filter((c) => assignment.get(c.id) === optionId);
            expect(holders.length).toBe(m.seats.get(optionId) ?? 0);
            for (const holder of holders) expect(holder.place).toBeLessThan(student.place);
          }
        }
      }),
    );
  });

  it('is the allocation where the best-ranked chooses first, whatever the order students come in', () => {
    fc.assert(
      fc.property(
        market.chain((m) => {
          const candidates = candidatesOf(m);
          return fc.tuple(
            fc.constant(m),
            fc.constant(candidates),
            fc.shuffledSubarray(candidates, { minLength: candidates.length }),
          );
        }),
        ([m, candidates, shuffled]) => {
          const allocation = allocateSeats(candidates, m.seats);
          expect([...allocation.assignment].sort((a, b) => a[0] - b[0])).toEqual(
            [...bestChoosesFirst(candidates, m.seats)].sort((a, b) => a[0] - b[0]),
          );
          expect(plain(allocateSeats(shuffled, m.seats))).toEqual(plain(allocation));
          expect(plain(allocateSeats(candidatesOf(m), new Map(m.seats)))).toEqual(plain(allocation));
        },
      ),
    );
  });
});
