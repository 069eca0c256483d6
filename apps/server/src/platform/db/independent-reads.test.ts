import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import type { Database } from './client.js';
import { independentReads } from './independent-reads.js';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  await database.dispose();
});

/** Two reads that log when they start and end and answer their duration; the first takes longer. */
function loggedReads(on: Database, log: string[]) {
  const read = (name: string, milliseconds: number) => async () => {
    log.push(`${name} starts`);
    await on.execute(sql`select pg_sleep(${milliseconds / 1000})`);
    log.push(`${name} ends`);
    return milliseconds;
  };
  return [read('first', 150), read('second', 10)] as const;
}

describe('independentReads', () => {
  it('runs the reads side by side on the pool, answers in the order asked', async () => {
    const log: string[] = [];
    const [first, second] = await independentReads(db, [...loggedReads(db, log)]);
    expect([first, second]).toEqual([150, 10]);
    expect(log.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });

  it('runs them one after another inside a transaction, each on the connection in turn', async () => {
    const log: string[] = [];
    const answers = await db.transaction((tx) => independentReads(tx, [...loggedReads(tx, log)]));
    expect(answers).toEqual([150, 10]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
