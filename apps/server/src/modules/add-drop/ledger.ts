import type { ChangeRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { Transaction } from './queries.js';

/** Thrown inside a transaction to roll every change back and answer the refusals. */
export class RefusedChanges extends Error {
  constructor(readonly refusals: ChangeRefusal[]) {
    super('The changes were refused');
  }
}

/** PostgreSQL's deadlock and serialisation failures: the transaction did nothing and may simply run again. */
function retryable(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? error.code
      : error instanceof Error && error.cause && typeof error.cause === 'object' && 'code' in error.cause
        ? error.cause.code
        : undefined;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a seat-changing transaction, again when PostgreSQL chose it as a deadlock victim (at most three
 * tries): two carts touching the same sections lock them in section order, but the rules read other rows.
 */
export async function seatTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !retryable(error)) throw error;
    }
  }
}
