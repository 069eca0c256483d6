import type { Database } from '../platform/db/client.js';
import { termWindows } from '../modules/academic/schema.js';
import { busLines, busStops, type BusStopRow } from '../modules/billing/fees/bus-schema.js';
import { militaryCourses } from '../modules/billing/fees/military-schema.js';

let serial = 0;

/** A bus line with two stops (07:00 and 07:20), 1,500 EGP a term and 40 seats unless told otherwise. */
export async function buildBusLine(db: Database, overrides: Partial<typeof busLines.$inferInsert> = {}) {
  serial += 1;
  const [line] = await db
    .insert(busLines)
    .values({
      code: `T${String(serial)}`,
      nameEn: `Test line ${String(serial)}`,
      nameAr: `خط اختبار ${String(serial)}`,
      feePiastres: 1_500_00,
      seats: 40,
      ...overrides,
    })
    .returning();
  if (!line) throw new Error('no bus line');
  const stops = await db
    .insert(busStops)
    .values([
      { lineId: line.id, position: 1, nameEn: 'First stop', nameAr: 'المحطة الأولى', pickupTime: '07:00' },
      { lineId: line.id, position: 2, nameEn: 'Second stop', nameAr: 'المحطة الثانية', pickupTime: '07:20' },
    ])
    .returning();
  const [first, second] = stops;
  if (!first || !second) throw new Error('no bus stops');
  // A tuple, so tests read stops[0] and stops[1] without checks.
  return { line, stops: [first, second] as [BusStopRow, BusStopRow] };
}

/** The term's bus window, open from yesterday to a week from now unless told otherwise. */
export async function openBusWindow(
  db: Database,
  termId: number,
  closesAt = new Date(Date.now() + 7 * 86_400_000),
) {
  await db.insert(termWindows).values({
    termId,
    kind: 'bus_subscription',
    opensAt: new Date(Date.now() - 86_400_000),
    closesAt,
  });
}

export async function buildMilitaryCourse(db: Database, termId: number, feePiastres = 900_00) {
  await db.insert(militaryCourses).values({ termId, feePiastres, dueOn: '2100-10-15' });
}
