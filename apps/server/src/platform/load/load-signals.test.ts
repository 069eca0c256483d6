import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { ConnectionWaitMeter } from './connection-wait.js';
import { EventLoopDelayMeter } from './event-loop-delay.js';

describe('ConnectionWaitMeter', () => {
  it('reports the longest wait of the period, including waits still going on', () => {
    const meter = new ConnectionWaitMeter();
    const started = performance.now();
    const first = meter.begin();
    meter.begin();
    first();
    expect(meter.sample(started + 500)).toBeGreaterThanOrEqual(499);
    // The unfinished wait still counts in the next period; the finished one does not.
    expect(meter.sample(started + 800)).toBeGreaterThanOrEqual(799);
  });
});

describe('connection wait of the database handle', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('grows while every connection is busy (the pool of PostgreSQL, the one connection of PGlite)', async () => {
    const db = database.handle.db;
    database.handle.connectionWait.sample();
    expect(database.handle.connectionWait.sample()).toBeLessThan(50);
    // More transactions than connections (the test pool has 5): the last ones wait for a free one.
    const holds = Array.from({ length: 6 }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(200);
      }),
    );
    await Promise.all(holds);
    expect(database.handle.connectionWait.sample()).toBeGreaterThanOrEqual(150);
  });
});

describe('EventLoopDelayMeter', () => {
  it('reads how late the loop ran while something blocked it', async () => {
    const meter = new EventLoopDelayMeter();
    await sleep(50);
    meter.sample();
    const until = Date.now() + 200;
    while (Date.now() < until) {
      // Blocks the loop as a heavy synchronous task (or an embedded query) would.
    }
    await sleep(30);
    expect(meter.sample()).toBeGreaterThanOrEqual(150);
    meter.close();
  });
});
