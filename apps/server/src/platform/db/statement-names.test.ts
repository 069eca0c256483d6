import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { rawRows } from './raw-rows.js';

const serverUrl = process.env.TEST_DATABASE_URL;

interface Prepared extends Record<string, unknown> {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

const PREPARED =
  'select statement, generic_plans::int as generic_plans, custom_plans::int as custom_plans from pg_prepared_statements order by statement';

describe.skipIf(!serverUrl)('statements named per connection (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let unnamed: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl ?? '');
    // One pipelined connection and one pool connection: the catalogue read sees the session it asks about.
    handle = await openPostgres(database.url, 1, { pipelineConnections: 1 });
    unnamed = await openPostgres(database.url, 1, { pipelineConnections: 1, namedStatements: false });
  });

  afterAll(async () => {
    await Promise.all([handle.close(), unnamed.close()]);
    await database.drop();
  });

  it('parses a statement with parameters once and plans it once after five runs', async () => {
    for (let run = 0; run < 8; run += 1) {
      expect(await handle.query('select $1::int + 1 as seat', [run])).toEqual([{ seat: run + 1 }]);
    }
    const prepared = await handle.query<Prepared>(PREPARED);
    const statement = prepared.find((row) => row.statement === 'select $1::int + 1 as seat');
    expect(statement).toMatchObject({ custom_plans: 5, generic_plans: 3 });
    // Text without parameters and one-off long texts stay unnamed.
    await handle.query(`select 1 as one`);
    await handle.query(`select $1::text as long, '${'x'.repeat(9_000)}' as padding`, ['a']);
    const after = await handle.query<Prepared>(PREPARED);
    expect(after.map((row) => row.statement)).toEqual(['select $1::int + 1 as seat']);
  });

  it('answers through the pool when no connection is pipelined (the pool passes a callback)', async () => {
    const pooled = await openPostgres(database.url, 1, { pipelineConnections: 0 });
    try {
      for (let run = 0; run < 3; run += 1) {
        expect(await pooled.query('select $1::int * 2 as seats', [run])).toEqual([{ seats: run * 2 }]);
      }
    } finally {
      await pooled.close();
    }
  });

  it('names the statements of a transaction on its own connection, and answers them alike', async () => {
    const seats = await handle.db.transaction(async (tx) => {
      const answers = [];
      for (let run = 0; run < 3; run += 1) answers.push(await rawRows(tx, sql`select ${run}::int as seat`));
      const prepared = await rawRows(tx, sql.raw(PREPARED));
      return { answers, prepared };
    });
    expect(seats.answers).toEqual([[{ seat: 0 }], [{ seat: 1 }], [{ seat: 2 }]]);
    expect(seats.prepared).toEqual([
      { statement: 'select $1::int as seat', custom_plans: 3, generic_plans: 0 },
    ]);
  });

  it('sends every statement unnamed when switched off', async () => {
    await unnamed.query('select $1::int + 1 as seat', [1]);
    expect(await unnamed.query(PREPARED)).toEqual([]);
  });
});
