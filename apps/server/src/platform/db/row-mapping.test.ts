import { eq, sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { mapRowsOnce } from './row-mapping.js';

// Tables of this test only, so the platform's test needs no module's schema.
const probes = pgTable('row_mapping_probes', {
  id: integer().primaryKey(),
  label: text().notNull(),
  note: text(),
  opensOn: date().notNull(),
  seenAt: timestamp({ withTimezone: true }),
  active: boolean().notNull(),
  share: numeric(),
});
const marks = pgTable('row_mapping_marks', { probeId: integer().notNull(), mark: integer().notNull() });

const firstProbe = {
  id: 1,
  label: 'one',
  note: 'n',
  opensOn: '2026-09-01',
  seenAt: new Date('2026-11-29T10:00:00Z'),
  active: true,
  share: '1.50',
};

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await db.execute(sql`create table row_mapping_probes (id int primary key, label text not null, note text,
    opens_on date not null, seen_at timestamptz, active boolean not null, share numeric)`);
  await db.execute(sql`create table row_mapping_marks (probe_id int not null, mark int not null)`);
  await db
    .insert(probes)
    .values([
      firstProbe,
      { id: 2, label: 'two', note: null, opensOn: '2027-02-01', seenAt: null, active: false, share: null },
    ]);
  await db.insert(marks).values([{ probeId: 1, mark: 7 }]);
});
afterAll(() => database.dispose());

/** Every kind of field a flat selection has: columns of each type, a left join's nulls, SQL with and without a decoder. */
const flat = (db: Database, name: string) =>
  db
    .select({
      id: probes.id,
      label: probes.label,
      note: probes.note,
      opensOn: probes.opensOn,
      seenAt: probes.seenAt,
      active: probes.active,
      share: probes.share,
      mark: marks.mark,
      doubled: sql<number>`${probes.id} * 2`.mapWith(Number),
      raw: sql<string>`${probes.label} || '!'`,
      aliased: sql<number>`${probes.id} + 1`.mapWith(Number).as('aliased'),
    })
    .from(probes)
    .leftJoin(marks, eq(marks.probeId, probes.id))
    .where(eq(probes.active, sql.placeholder('active')))
    .orderBy(probes.id)
    .prepare(name);

describe('mapRowsOnce', () => {
  it("gives a flat selection's rows exactly as drizzle maps them", async () => {
    for (const active of [true, false]) {
      const byDrizzle = await flat(db, 'probe.by-drizzle').execute({ active });
      const statement = flat(db, 'probe.mapped');
      mapRowsOnce(statement);
      const mapped = await statement.execute({ active });
      expect(mapped).toEqual(byDrizzle);
      expect(mapped).toHaveLength(1);
    }
    const [first] = await (() => {
      const statement = flat(db, 'probe.types');
      mapRowsOnce(statement);
      return statement.execute({ active: true });
    })();
    expect(first).toEqual({ ...firstProbe, mark: 7, doubled: 2, raw: 'one!', aliased: 2 });
  });

  it('leaves a nested selection to drizzle, whose left-join rules make a missing object null', async () => {
    const statement = db
      .select({ probe: { id: probes.id }, mark: { mark: marks.mark } })
      .from(probes)
      .leftJoin(marks, eq(marks.probeId, probes.id))
      .orderBy(probes.id)
      .prepare('probe.nested');
    mapRowsOnce(statement);
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await statement.execute()).toEqual([
      { probe: { id: 1 }, mark: { mark: 7 } },
      { probe: { id: 2 }, mark: null },
    ]);
  });
});
