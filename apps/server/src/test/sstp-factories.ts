import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.js';
import {
  sstpApplications,
  sstpCategories,
  sstpCycles,
  sstpLanguages,
  sstpLevels,
  sstpOffers,
  sstpOrganizations,
  sstpPrograms,
  type SstpApplicationRow,
  type SstpCycleRow,
  type SstpOfferRow,
  type SstpProgramRow,
} from '../modules/sstp/schema.js';
import { buildFaculty, buildTerm } from './factories.js';

const DAY = 24 * 3_600_000;
let serial = 0;

export interface SstpWorld {
  facultyId: number;
  termId: number;
  /** The term's first and last day: a training period must lie between them. */
  summer: { from: string; to: string };
  cycle: SstpCycleRow;
  program: SstpProgramRow;
  /** The migration's levels: Introductory (from study level 2) and Advanced (from 3). */
  introductoryId: number;
  advancedId: number;
  /** English (the organisations train in it) and German (none does). */
  englishId: number;
  germanId: number;
  /** One offer per places asked, each a new organisation, all of the program at the Advanced level. */
  offers: SstpOfferRow[];
}

const only = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('An insert returned no row');
  return row;
};

/**
 * A faculty with a training program (3 credits, at least 4 weeks) and a cycle in a new term (open since
 * yesterday for a week, three choices) offering the program at the Advanced level at one organisation per
 * places asked.
 */
export async function buildSstpCycle(
  db: Database,
  options: { cycle?: Partial<typeof sstpCycles.$inferInsert>; places?: number[]; credits?: number } = {},
): Promise<SstpWorld> {
  serial += 1;
  const facultyId = (await buildFaculty(db)).id;
  const term = await buildTerm(db);
  const program = only(
    await db
      .insert(sstpPrograms)
      .values({
        code: `TRN-${String(facultyId)}-${String(serial)}`,
        nameEn: `Training ${String(serial)}`,
        nameAr: `تدريب ${String(serial)}`,
        facultyId,
        credits: options.credits ?? 3,
        weeksMin: 4,
      })
      .returning(),
  );
  const cycle = only(
    await db
      .insert(sstpCycles)
      .values({
        nameEn: `Summer training ${String(serial)}`,
        nameAr: `التدريب الصيفي ${String(serial)}`,
        opensAt: new Date(Date.now() - DAY),
        closesAt: new Date(Date.now() + 7 * DAY),
        maxChoices: 3,
        seed: 'sstp-test-seed',
        ...options.cycle,
        termId: term.id,
      })
      .returning(),
  );
  const levels = await db.select().from(sstpLevels);
  const languages = await db.select().from(sstpLanguages);
  const [category] = await db.select().from(sstpCategories).where(eq(sstpCategories.code, 'industry'));
  const idOf = <T extends { id: number }>(rows: T[], pick: (row: T) => boolean) => {
    const found = rows.find(pick);
    if (!found) throw new Error('The migration seeds SSTP’s catalogue');
    return found.id;
  };
  const englishId = idOf(languages, (row) => row.code === 'en');
  const advancedId = idOf(levels, (row) => row.minStudyLevel === 3);
  const offers: SstpOfferRow[] = [];
  for (const places of options.places ?? [1, 1, 1]) {
    const organization = only(
      await db
        .insert(sstpOrganizations)
        .values({
          nameEn: `Organisation ${String(serial)}-${String(offers.length + 1)}`,
          nameAr: `جهة ${String(serial)}-${String(offers.length + 1)}`,
          city: 'Cairo',
          categoryId: category?.id ?? 1,
          languageIds: [englishId],
        })
        .returning(),
    );
    offers.push(
      only(
        await db
          .insert(sstpOffers)
          .values({
            cycleId: cycle.id,
            organizationId: organization.id,
            programId: program.id,
            levelId: advancedId,
            places,
            periodFrom: term.startsOn,
            periodTo: term.endsOn,
            lastYearApplicants: 4,
          })
          .returning(),
      ),
    );
  }
  return {
    facultyId,
    termId: term.id,
    summer: { from: term.startsOn, to: term.endsOn },
    cycle,
    program,
    introductoryId: idOf(levels, (row) => row.minStudyLevel === 2),
    advancedId,
    englishId,
    germanId: idOf(languages, (row) => row.code === 'de'),
    offers,
  };
}

/** An application of the student's in the world's cycle, written directly (a submitted one unless asked). */
export async function buildSstpApplication(
  db: Database,
  world: SstpWorld,
  studentId: number,
  overrides: Partial<typeof sstpApplications.$inferInsert> = {},
): Promise<SstpApplicationRow> {
  return only(
    await db
      .insert(sstpApplications)
      .values({
        cycleId: world.cycle.id,
        studentId,
        programId: world.program.id,
        levelId: world.advancedId,
        languageId: world.englishId,
        periodFrom: world.summer.from,
        periodTo: world.summer.to,
        offerIds: world.offers.map((offer) => offer.id),
        state: 'submitted',
        ...overrides,
      })
      .returning(),
  );
}
