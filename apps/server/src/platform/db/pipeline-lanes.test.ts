import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { openPostgres, type DatabaseHandle } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** drizzle's raw result inside a transaction is typed by driver; this one is node-postgres's. */
function pidOf(result: unknown): number {
  const { rows } = result as { rows: { pid: number }[] };
  return rows[0]?.pid ?? 0;
}

/** The server process that ran a statement: which connection carried it. */
async function backendOf(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.query<{ pid: number }>('select pg_backend_pid() as pid');
  if (!row) throw new Error('no row');
  return row.pid;
}

describe.skipIf(!serverUrl)('statements outside a transaction on pipelined connections (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl ?? '');
    handle = await openPostgres(database.url, 4, { pipelineConnections: 2 });
    await handle.query('create table seats (id int primary key, holder text)');
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('carries a burst of statements on at most two connections, each answered with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        handle.query<{ n: number; pid: number }>('select $1::int as n, pg_backend_pid() as pid', [index]),
      ),
    );
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 200 }, (_, index) => index));
    expect(new Set(answers.map(([row]) => row?.pid)).size).toBeLessThanOrEqual(2);
  });

  it('fails a bad statement alone: those sent with it on the same connection are answered', async () => {
    const sent = [
      handle.query('select 1 as one'),
      handle.query('select 1 / 0 as broken'),
      handle.query('select 2 as two'),
      handle.db.execute(sql`select 3 as three`),
    ];
    const [one, broken, two, three] = await Promise.allSettled(sent);
    expect(one).toMatchObject({ status: 'fulfilled', value: [{ one: 1 }] });
    expect(broken).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(two).toMatchObject({ status: 'fulfilled', value: [{ two: 2 }] });
    expect(three).toMatchObject({ status: 'fulfilled', value: { rows: [{ three: 3 }] } });
  });

  it('runs a transaction on a connection of its own, which the pipelined statements never see mid-way', async () => {
    const lanes = new Set(await Promise.all(Array.from({ length: 20 }, () => backendOf(handle))));
    let inside: number[] = [];
    let seenMidway: unknown[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into seats values (1, 'S1')`);
      // Statements outside the transaction, sent while it is open: they must not run inside it.
      seenMidway = await Promise.all([
        handle.query('select * from seats'),
        handle.query('select * from seats'),
      ]);
      const pids = await Promise.all([
        tx.execute(sql`select pg_backend_pid() as pid`),
        tx.execute(sql`select pg_backend_pid() as pid`),
      ]);
      inside = pids.map(pidOf);
    });
    expect(seenMidway).toEqual([[], []]);
    expect(new Set(inside).size).toBe(1);
    expect(lanes.has(inside[0] ?? 0)).toBe(false);
    expect(await handle.query('select holder from seats')).toEqual([{ holder: 'S1' }]);
  });

  it('replaces a connection the server dropped: its statements get the error, the next ones an answer', async () => {
    const victims = new Set(await Promise.all(Array.from({ length: 20 }, () => backendOf(handle))));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Its rejection is awaited only after the kill: claimed now, or it would be an unhandled rejection.
      const slow = expect(handle.query('select pg_sleep(0.5)')).rejects.toThrow(/terminating connection/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // With a timeout, pg_terminate_backend returns once the processes have ended.
      await admin.query(
        'select pg_terminate_backend(pid, 5000) from pg_stat_activity where pid = any($1::int[])',
        [[...victims]],
      );
      await slow;
    } finally {
      await admin.end();
    }
    // A statement written before the driver read the server's goodbye on an idle lane fails like one on
    // an idle pool connection would; the lane is retired by that failure at the latest.
    await vi.waitFor(() => backendOf(handle), { timeout: 2000, interval: 20 });
    const after = await Promise.all(Array.from({ length: 20 }, () => backendOf(handle)));
    expect(after.some((pid) => victims.has(pid))).toBe(false);
    expect(await handle.query('select count(*)::int as seats from seats')).toEqual([{ seats: 1 }]);
  });

  it('replaces one dropped connection while the other carries on: a burst again uses two', async () => {
    const lanes = [...new Set(await Promise.all(Array.from({ length: 50 }, () => backendOf(handle))))];
    expect(lanes).toHaveLength(2);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1::int, 5000)', [lanes[0]]);
    } finally {
      await admin.end();
    }
    // Until the driver reads the goodbye, a statement may still be written to the dropped connection.
    await vi.waitFor(
      async () => {
        await Promise.all(Array.from({ length: 10 }, () => backendOf(handle)));
      },
      { timeout: 2000, interval: 20 },
    );
    const after = new Set(await Promise.all(Array.from({ length: 50 }, () => backendOf(handle))));
    expect(after.has(lanes[0] ?? 0)).toBe(false);
    expect(after.size).toBe(2);
  });

  it('refuses to open against an unreachable server, naming the connection error', async () => {
    const wrong = new URL(database.url);
    wrong.port = '1';
    await expect(openPostgres(wrong.toString(), 1, { pipelineConnections: 2 })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
