import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { seatTransaction } from './seat-transaction.js';

/** A database whose transactions fail with `failures` in turn, then run the work. */
function databaseFailing(failures: Error[]) {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return work({});
    },
  } as unknown as Database;
  return { db, calls: () => calls };
}

const deadlock = Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });
const serialisation = Object.assign(new Error('could not serialize access'), { code: '40001' });

describe('a seat-changing transaction', () => {
  it('runs again when PostgreSQL chose it as a deadlock or serialisation victim', async () => {
    const { db, calls } = databaseFailing([deadlock, serialisation]);
    await expect(seatTransaction(db, async () => 'saved')).resolves.toBe('saved');
    expect(calls()).toBe(3);
  });

  it('gives up after five tries, with the last failure', async () => {
    const { db, calls } = databaseFailing(Array.from({ length: 6 }, () => deadlock));
    await expect(seatTransaction(db, async () => 'saved')).rejects.toBe(deadlock);
    expect(calls()).toBe(5);
  });

  it('never runs again after any other failure (a refusal, a broken constraint)', async () => {
    const refusal = new Error('You already have a seat.');
    const { db, calls } = databaseFailing([refusal]);
    await expect(seatTransaction(db, async () => 'saved')).rejects.toBe(refusal);
    expect(calls()).toBe(1);
  });
});
