import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Runs reads that do not depend on each other: side by side when `db` is the pool (each on a connection of
 * its own), one after another when it is a transaction. A transaction is one connection, which runs one
 * query at a time: handing it several at once only queues them in the driver, which pg deprecates (and
 * 9.0 removes), and the rules of a seat-taking transaction read their facts this way.
 */
// `| []` makes TypeScript infer a tuple from an array literal, as Promise.all's own signature does.
export async function independentReads<Results extends readonly unknown[] | []>(
  db: Database,
  reads: { readonly [Index in keyof Results]: () => Promise<Results[Index]> },
): Promise<Results> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as Results;
}
