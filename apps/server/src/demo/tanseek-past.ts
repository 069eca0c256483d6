import { allocateSeats, rankApplicants } from '../platform/allocation/allocation.js';
import type { Random } from './random.js';

export interface Participant {
  studentId: number;
  level: number;
  programId: number;
  gpa: number | null;
}

export interface PastRoundPlan {
  /** Seats per program, and the GPA of the last student placed there. */
  capacities: Map<number, number>;
  cutOffs: Map<number, number | null>;
  /** Each participant's ranking, by program. */
  rankings: Map<number, number[]>;
  placements: { studentId: number; gpa: number | null; place: number; programId: number | null }[];
  /** The participants no program had room for. */
  leftOut: Set<number>;
}

/**
 * Last year's round as it must have been for this year's second-year students to be in their programs: each
 * ranked their own program first; the lowest-ranked one in twelve of each program ranked only it and found no
 * room. Capacities are then exactly the others, so the shared allocation places everyone where they are now
 * (checked below: a plan that would move a student is a bug in this generator, not data).
 */
export function planPastRound(students: Participant[], programIds: number[], random: Random): PastRoundPlan {
  const seed = 'demo-past-round';
  const ranked = rankApplicants(
    students.map((student) => ({ id: student.studentId, gpa: student.gpa })),
    seed,
  );
  const byId = new Map(students.map((student) => [student.studentId, student]));
  const leftOut = new Set<number>();
  const capacities = new Map<number, number>();
  for (const programId of programIds) {
    const own = ranked.filter((entry) => byId.get(entry.id)?.programId === programId);
    const out = own.length >= 6 ? Math.max(1, Math.floor(own.length / 12)) : 0;
    for (const entry of own.slice(own.length - out)) leftOut.add(entry.id);
    capacities.set(programId, own.length - out);
  }
  const rankings = new Map(
    students.map((student) => {
      const others = random.shuffle(programIds.filter((id) => id !== student.programId));
      const extra = leftOut.has(student.studentId) ? 0 : random.int(0, Math.min(2, others.length));
      return [student.studentId, [student.programId, ...others.slice(0, extra)]];
    }),
  );
  const { assignment, cutOffs } = allocateSeats(
    ranked.map(({ id, place }) => ({ id, place, choices: rankings.get(id) ?? [] })),
    capacities,
  );
  const gpaAtPlace = new Map(ranked.map((entry) => [entry.place, entry.gpa]));
  const placements = ranked.map(({ id, gpa, place }) => {
    const programId = assignment.get(id) ?? null;
    const expected = leftOut.has(id) ? null : (byId.get(id)?.programId ?? null);
    if (programId !== expected) throw new Error(`The demo's past round would move student ${String(id)}`);
    return { studentId: id, gpa, place, programId };
  });
  return {
    capacities,
    cutOffs: new Map(
      [...cutOffs].map(([programId, place]) => [
        programId,
        place === null ? null : (gpaAtPlace.get(place) ?? null),
      ]),
    ),
    rankings,
    placements,
    leftOut,
  };
}
