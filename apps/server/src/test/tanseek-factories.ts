import type { Database } from '../platform/db/client.js';
import type { LetterGrade } from '../modules/registration/schema.js';
import {
  tanseekOffers,
  tanseekRounds,
  type TanseekOfferRow,
  type TanseekRoundRow,
} from '../modules/tanseek/schema.js';
import {
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
} from './factories.js';

const DAY = 24 * 3_600_000;

export interface TanseekWorld {
  facultyId: number;
  termId: number;
  round: TanseekRoundRow;
  /** One offer per capacity asked, each a new program of the faculty, in order. */
  offers: TanseekOfferRow[];
}

/**
 * A faculty with a placement round (open since yesterday for a week, three choices, no eligibility floor unless
 * overridden) offering one major per capacity.
 */
export async function buildTanseekRound(
  db: Database,
  options: { round?: Partial<typeof tanseekRounds.$inferInsert>; capacities?: number[] } = {},
): Promise<TanseekWorld> {
  const facultyId = options.round?.facultyId ?? (await buildFaculty(db)).id;
  const termId = options.round?.termId ?? (await buildTerm(db)).id;
  const [round] = await db
    .insert(tanseekRounds)
    .values({
      number: 1,
      opensAt: new Date(Date.now() - DAY),
      closesAt: new Date(Date.now() + 7 * DAY),
      maxChoices: 3,
      minLevel: 1,
      minEarnedCredits: 0,
      seed: 'tanseek-test-seed',
      ...options.round,
      facultyId,
      termId,
    })
    .returning();
  if (!round) throw new Error('The round insert returned no row');
  const offers: TanseekOfferRow[] = [];
  for (const capacity of options.capacities ?? [2, 2, 2]) {
    const program = await buildProgram(db, { facultyId });
    const [offer] = await db
      .insert(tanseekOffers)
      .values({ roundId: round.id, programId: program.id, kind: 'major', capacity, lastYearCutOffGpa: 3.1 })
      .returning();
    if (!offer) throw new Error('The offer insert returned no row');
    offers.push(offer);
  }
  return { facultyId, termId, round, offers };
}

/**
 * A student of the world's faculty with one graded three-credit course in `gradedTermId` (so a cumulative GPA of
 * the grade's points and three earned credits when it passes; no record without a grade).
 */
export async function buildPlacementStudent(
  db: Database,
  world: Pick<TanseekWorld, 'facultyId'>,
  options: { grade?: LetterGrade | null; level?: number; gradedTermId: number },
) {
  const student = await buildStudent(db, { facultyId: world.facultyId, level: options.level ?? 1 });
  if (options.grade) {
    const section = await buildSection(db, { termId: options.gradedTermId });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: section.id,
      status: 'completed',
      grade: options.grade,
    });
  }
  return student;
}
