import { eq } from 'drizzle-orm';
import { terms } from '../modules/academic/schema.js';
import {
  sstpCategories,
  sstpCycles,
  sstpLanguages,
  sstpLevels,
  sstpOffers,
  sstpOrganizations,
  sstpPrograms,
} from '../modules/sstp/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { dayOf, instantOn, isoDay } from './days.js';
import { createRandom } from './random.js';
import { SSTP_CREDITS, SSTP_ORGANIZATIONS, SSTP_PROGRAMS } from './sstp-data.js';
import { termOf, termRow } from './terms.js';

export interface DemoSstpOptions {
  seed: number;
  today: Date;
  onProgress: (line: string) => void;
}

/**
 * SSTP's demo: a training program per faculty, the partner organisations (sstp-data.ts), and an open cycle for
 * the coming summer term (added to the calendar when the demo's terms end before it) in which every
 * organisation offers places at both levels of the programs it trains in. No student has applied yet: the
 * students of level 3 and up (the menu rule's) find it empty and open.
 */
export async function loadDemoSstp(handle: DatabaseHandle, options: DemoSstpOptions): Promise<void> {
  options.onProgress('sstp: summer training catalogue and cycle');
  const db = handle.db;
  const random = createRandom(options.seed, 'sstp');
  const faculties = await handle.query<{ id: number; code: string }>('select id, code from faculties');
  const facultyId = new Map(faculties.map((row) => [row.code, row.id]));
  const programIds = new Map<string, number>();
  for (const program of SSTP_PROGRAMS) {
    const owner = facultyId.get(program.facultyCode);
    if (owner === undefined) continue;
    const [row] = await db
      .insert(sstpPrograms)
      .values({ ...program, facultyId: owner, credits: SSTP_CREDITS })
      .returning({ id: sstpPrograms.id });
    if (row) programIds.set(program.facultyCode, row.id);
  }
  const categories = new Map((await db.select().from(sstpCategories)).map((row) => [row.code, row.id]));
  const languages = new Map((await db.select().from(sstpLanguages)).map((row) => [row.code, row.id]));
  const levels = await db.select().from(sstpLevels);
  const summer = await comingSummer(handle, options.today);
  const today = dayOf(options.today);
  const [cycle] = await db
    .insert(sstpCycles)
    .values({
      termId: summer.id,
      nameEn: `Summer Training ${summer.year}`,
      nameAr: `التدريب الصيفي ${String(summer.year)}`,
      state: 'open',
      opensAt: instantOn(today - 5, 7),
      closesAt: instantOn(today + 25, 21),
      maxChoices: 5,
      seed: Array.from({ length: 4 }, () => random.int(0, 0xffff_ffff).toString(16).padStart(8, '0')).join(
        '',
      ),
    })
    .returning({ id: sstpCycles.id });
  if (!cycle) return;
  for (const organization of SSTP_ORGANIZATIONS) {
    const [row] = await db
      .insert(sstpOrganizations)
      .values({
        nameEn: organization.nameEn,
        nameAr: organization.nameAr,
        city: organization.city,
        categoryId: categories.get(organization.category) ?? 1,
        languageIds: organization.languages.flatMap((code) => languages.get(code) ?? []),
      })
      .returning({ id: sstpOrganizations.id });
    if (!row) continue;
    for (const faculty of organization.faculties) {
      const programId = programIds.get(faculty);
      const weeksMin = SSTP_PROGRAMS.find((program) => program.facultyCode === faculty)?.weeksMin ?? 4;
      if (programId === undefined) continue;
      for (const level of levels) {
        // The program's length or up to two weeks more, starting in one of the summer's first weeks that leave room.
        const spare = Math.max(Math.floor((summer.endDay - summer.startDay + 1) / 7) - weeksMin, 0);
        const startWeek = random.int(0, Math.min(spare, 2));
        const from = summer.startDay + startWeek * 7;
        const to = from + (weeksMin + random.int(0, Math.min(spare - startWeek, 2))) * 7 - 1;
        await db.insert(sstpOffers).values({
          cycleId: cycle.id,
          organizationId: row.id,
          programId,
          levelId: level.id,
          places: random.int(2, 8),
          periodFrom: isoDay(from),
          periodTo: isoDay(to),
          lastYearApplicants: random.chance(0.2) ? null : random.int(3, 30),
        });
      }
    }
  }
}

/** The coming summer term: the current one when it is summer, else the next, added to the calendar if missing. */
async function comingSummer(handle: DatabaseHandle, today: Date) {
  const [current] = await handle.db.select().from(terms).where(eq(terms.isCurrent, true));
  const month = today.getUTCMonth() + 1;
  const year = month >= 9 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  if (current?.code.endsWith('SUMMER')) return { ...termOf('summer', year), id: current.id, year };
  const summer = termOf('summer', year);
  const code = `${String(year)}-SUMMER`;
  const [found] = await handle.db.select().from(terms).where(eq(terms.code, code));
  if (found) return { ...summer, id: found.id, year };
  // The demo loads terms with their ids; the next one follows them.
  const [last] = await handle.query<{ id: number }>('select coalesce(max(id), 0) + 1 as id from terms');
  const id = last?.id ?? 1;
  await handle.db.insert(terms).values(termRow({ ...summer, id, isCurrent: false }));
  await handle.query(`select setval(pg_get_serial_sequence('terms', 'id'), ${String(id)} + 1, false)`);
  return { ...summer, id, year };
}
