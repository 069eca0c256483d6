import type { DatabaseHandle } from '../platform/db/client.js';
import {
  tanseekChoiceSaves,
  tanseekChoices,
  tanseekOffers,
  tanseekPlacements,
  tanseekRounds,
} from '../modules/tanseek/schema.js';
import { CUMULATIVE_GPA } from './cumulative-gpa.js';
import { dayOf, instantOn } from './days.js';
import { createRandom, type Random } from './random.js';
import { planPastRound, type Participant } from './tanseek-past.js';

export interface DemoTanseekOptions {
  seed: number;
  today: Date;
  onProgress: (line: string) => void;
}

/** Faculties that place students in majors after the first year (the menu rule shows them the page). */
export const TANSEEK_FACULTIES = ['ENG', 'CS'] as const;

/**
 * Tanseek's demo: in each faculty of TANSEEK_FACULTIES, last year's round, published (who is now in their second
 * year was placed in their program; the lowest-ranked few were left without a major); and in Engineering this
 * term's round, open, in which most first-year students have saved a ranking and the seats are fewer than them.
 */
export async function loadDemoTanseek(handle: DatabaseHandle, options: DemoTanseekOptions): Promise<void> {
  options.onProgress('tanseek: placement rounds');
  const terms = await handle.query<{ id: number; code: string; is_current: boolean }>(
    `select id, code, is_current from terms order by starts_on`,
  );
  const currentIndex = terms.findIndex((term) => term.is_current);
  const current = terms[currentIndex];
  const past = terms.slice(0, Math.max(currentIndex, 0)).findLast((term) => !term.code.endsWith('SUMMER'));
  if (!current || !past) return;
  const today = dayOf(options.today);
  const random = createRandom(options.seed, 'tanseek');
  for (const code of TANSEEK_FACULTIES) {
    const faculty = await facultyOf(handle, code);
    if (!faculty) continue;
    const students = await participants(handle, faculty.id);
    const plan = planPastRound(
      students.filter((student) => student.level === 2),
      faculty.programIds,
      random,
    );
    const pastRound = await insertRound(handle, {
      facultyId: faculty.id,
      termId: past.id,
      number: 1,
      state: 'published',
      opensAt: instantOn(today - 300, 7),
      closesAt: instantOn(today - 286, 21),
      previewedAt: instantOn(today - 284, 10),
      publishedAt: instantOn(today - 283, 10),
      seed: seedOf(random),
    });
    const offerIds = await insertOffers(handle, pastRound, plan.capacities, new Map(), plan.cutOffs);
    await writeRankings(handle, pastRound, plan.rankings, offerIds, instantOn(today - 290, 12));
    if (plan.placements.length > 0)
      await handle.db.insert(tanseekPlacements).values(
        plan.placements.map((placement) => ({
          roundId: pastRound,
          studentId: placement.studentId,
          gpa: placement.gpa,
          place: placement.place,
          offerId: placement.programId === null ? null : (offerIds.get(placement.programId) ?? null),
        })),
      );
    if (code !== 'ENG') continue;
    const placed = new Set(plan.placements.filter((p) => p.programId !== null).map((p) => p.studentId));
    const eligible = students.filter((student) => !placed.has(student.studentId));
    const rankers = eligible.filter((student) => student.level === 1 || plan.leftOut.has(student.studentId));
    const openRound = await insertRound(handle, {
      facultyId: faculty.id,
      termId: current.id,
      number: 1,
      state: 'open',
      opensAt: instantOn(today - 3, 7),
      closesAt: instantOn(today + 11, 21),
      previewedAt: null,
      publishedAt: null,
      seed: seedOf(random),
    });
    // Competitive: seats for about three in five of the students who may rank, most wanted first.
    const seats = Math.max(faculty.programIds.length, Math.round(rankers.length * 0.6));
    const capacities = new Map(
      faculty.programIds.map((programId, index) => [
        programId,
        Math.max(
          1,
          Math.round((seats * (faculty.programIds.length - index)) / triangle(faculty.programIds.length)),
        ),
      ]),
    );
    const openOffers = await insertOffers(handle, openRound, capacities, plan.cutOffs, new Map());
    // Four in five have saved; the rest (and the walks' students) have not yet.
    const saving = rankers.filter(() => random.chance(0.8));
    const rankings = new Map(
      saving.map((student) => [student.studentId, random.shuffle([...faculty.programIds]).slice(0, 3)]),
    );
    await writeRankings(handle, openRound, rankings, openOffers, instantOn(today - 1, 15));
  }
}

const triangle = (n: number) => (n * (n + 1)) / 2;
const seedOf = (random: Random) =>
  Array.from({ length: 4 }, () => random.int(0, 0xffff_ffff).toString(16).padStart(8, '0')).join('');

async function facultyOf(handle: DatabaseHandle, code: string) {
  const rows = await handle.query<{ id: number; program_id: number }>(
    `select f.id, p.id as program_id from faculties f join programs p on p.faculty_id = f.id
      where f.code = $1 order by p.code`,
    [code],
  );
  const first = rows[0];
  return first ? { id: first.id, programIds: rows.map((row) => row.program_id) } : undefined;
}

/** The faculty's active students with their level, program and cumulative GPA. */
async function participants(handle: DatabaseHandle, facultyId: number): Promise<Participant[]> {
  const rows = await handle.query<{ id: number; level: number; program_id: number; gpa: number | null }>(
    `with ${CUMULATIVE_GPA}
     select s.id, s.level, s.program_id, round(g.gpa, 3)::float8 as gpa
       from students s left join gpa g on g.student_id = s.id
      where s.faculty_id = $1 and s.status = 'active' order by s.id`,
    [facultyId],
  );
  return rows.map((row) => ({
    studentId: row.id,
    level: row.level,
    programId: row.program_id,
    gpa: row.gpa,
  }));
}

async function insertRound(
  handle: DatabaseHandle,
  round: Omit<typeof tanseekRounds.$inferInsert, 'maxChoices' | 'minLevel' | 'minEarnedCredits'>,
): Promise<number> {
  const [row] = await handle.db
    .insert(tanseekRounds)
    .values({ ...round, maxChoices: 3, minLevel: 1, minEarnedCredits: 0 })
    .returning({ id: tanseekRounds.id });
  if (!row) throw new Error('The demo round insert returned no row');
  return row.id;
}

/** One major offer per program; answers offer ids by program. */
async function insertOffers(
  handle: DatabaseHandle,
  roundId: number,
  capacities: ReadonlyMap<number, number>,
  lastYear: ReadonlyMap<number, number | null>,
  cutOffs: ReadonlyMap<number, number | null>,
): Promise<Map<number, number>> {
  const rows = await handle.db
    .insert(tanseekOffers)
    .values(
      [...capacities].map(([programId, capacity]) => ({
        roundId,
        programId,
        kind: 'major' as const,
        capacity,
        lastYearCutOffGpa: lastYear.get(programId) ?? null,
        cutOffGpa: cutOffs.get(programId) ?? null,
      })),
    )
    .returning({ id: tanseekOffers.id, programId: tanseekOffers.programId });
  return new Map(rows.map((row) => [row.programId, row.id]));
}

/** Each student's ranking (by program) in force, and its one save in the log. */
async function writeRankings(
  handle: DatabaseHandle,
  roundId: number,
  rankings: ReadonlyMap<number, readonly number[]>,
  offerIds: ReadonlyMap<number, number>,
  savedAt: Date,
): Promise<void> {
  const rows = [...rankings].map(([studentId, programIds]) => ({
    roundId,
    studentId,
    offerIds: programIds.map((programId) => offerIds.get(programId) ?? 0),
    savedAt,
  }));
  if (rows.length === 0) return;
  await handle.db.insert(tanseekChoices).values(rows);
  await handle.db.insert(tanseekChoiceSaves).values(rows);
}
