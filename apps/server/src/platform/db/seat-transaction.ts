import type { Database, Transaction } from './client.js';

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

const ATTEMPTS = 5;

/** A short random pause growing with the attempt, so the transactions that collided do not meet again. */
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

/**
 * Runs a seat-changing transaction, again when PostgreSQL chose it as a deadlock victim (at most five
 * tries, apart by a random pause): changes lock sections in section order, but a freed seat offered to a
 * lecture-with-lab request locks the other section of the pair, and the rules read other rows.
 */
export async function seatTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
      await pause(attempt);
    }
  }
}
