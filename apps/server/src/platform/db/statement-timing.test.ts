import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, createTestDatabase, type TestDatabase } from '../../test/database.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { statementKind, type DatabaseTimings } from './statement-timing.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Statements counted so far of one kind, and of those how many took longer than `slowerThan` seconds. */
async function counted(timings: DatabaseTimings, kind: string, slowerThan = Infinity) {
  const { values } = await timings.statementDuration.get();
  const ofKind = values.filter((value) => value.labels.kind === kind);
  const total = ofKind.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0;
  const within =
    ofKind.find(
      (value) => value.metricName?.endsWith('_bucket') && (value.labels as { le?: number }).le === slowerThan,
    )?.value ?? total;
  return { total, slow: total - within };
}

describe('statementKind', () => {
  it('names a statement by its first word, in any case, and reads a WITH for what it does', () => {
    expect(statementKind('select 1')).toBe('read');
    expect(statementKind('\n  SELECT * from students')).toBe('read');
    expect(statementKind('insert into x values (1)')).toBe('write');
    expect(statementKind('Update x set a = 1')).toBe('write');
    expect(statementKind('delete from x')).toBe('write');
    expect(statementKind('with taken as (select 1) select * from taken')).toBe('read');
    expect(statementKind('with freed as (update seats set held = held - 1 returning id) select 1')).toBe(
      'write',
    );
    expect(statementKind('with t as (select updated_at from x) select 1')).toBe('read');
    expect(statementKind('begin')).toBe('transaction');
    expect(statementKind('COMMIT')).toBe('transaction');
    expect(statementKind('savepoint sp1')).toBe('transaction');
    expect(statementKind('create table x (a int)')).toBe('other');
    expect(statementKind('')).toBe('other');
  });
});

describe('statement times on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = database.handle;
  });
  afterAll(async () => database.dispose());

  it('counts each statement once under its kind, with the time it took', async () => {
    const reads = await counted(handle.timings, 'read', 0.25);
    const writes = await counted(handle.timings, 'write');
    for (let i = 0; i < 5; i++) await handle.query('select $1::int as n', [i]);
    await handle.query('select pg_sleep(0.3)');
    await handle.query('create table if not exists timing_probe (n int)');
    await handle.query('insert into timing_probe values ($1)', [1]);
    await handle.db.transaction(async (tx) => {
      await tx.execute('update timing_probe set n = 2');
    });

    const readsAfter = await counted(handle.timings, 'read', 0.25);
    expect(readsAfter.total - reads.total).toBe(6);
    // Only the sleeping statement took longer than 250 ms.
    expect(readsAfter.slow - reads.slow).toBe(1);
    expect((await counted(handle.timings, 'write')).total - writes.total).toBe(2);
  });

  it('counts a statement that fails, and changes nothing for its caller', async () => {
    const before = await counted(handle.timings, 'read');
    await expect(handle.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    expect((await counted(handle.timings, 'read')).total - before.total).toBe(1);
  });
});

// Needs a PostgreSQL server: the pool and its connections exist only there.
describe.skipIf(!serverUrl)('on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let target: { url: string; drop(): Promise<void> };
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    target = await createEmptyPostgresDatabase(serverUrl ?? '');
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await target.drop();
  });

  it('times BEGIN and COMMIT as transaction statements, and how long a transaction waited for a connection', async () => {
    const handle = await openPostgres(target.url, 1);
    handles.push(handle);
    const transactions = await counted(handle.timings, 'transaction');
    const waits = await handle.timings.poolWait.get();
    const waited = () => waits.values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0;
    const before = waited();

    // One connection: the second transaction waits until the first, sleeping 150 ms, gives it back.
    const first = handle.db.transaction(async (tx) => {
      await tx.execute('select pg_sleep(0.15)');
    });
    const second = handle.db.transaction(async (tx) => {
      await tx.execute('select 1');
    });
    await Promise.all([first, second]);

    expect((await counted(handle.timings, 'transaction')).total - transactions.total).toBe(4);
    const after = await handle.timings.poolWait.get();
    expect((after.values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0) - before).toBe(2);
    const slowWaits =
      (after.values.find((value) => value.metricName?.endsWith('_count'))?.value ?? 0) -
      (after.values.find((value) => value.labels.le === 0.1)?.value ?? 0);
    expect(slowWaits).toBe(1);
  });

  it('times the statements of the pool itself when no pipelined connection carries them', async () => {
    const handle = await openPostgres(target.url, 2, { pipelineConnections: 0, namedStatements: false });
    handles.push(handle);
    const before = await counted(handle.timings, 'read');
    await handle.query('select $1::int', [1]);
    await handle.query('select 2');
    expect((await counted(handle.timings, 'read')).total - before.total).toBe(2);
  });
});
