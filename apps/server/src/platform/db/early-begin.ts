import type pg from 'pg';

type Query = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/** What drizzle reads of BEGIN's answer: nothing, but it must be a result. */
const BEGUN: pg.QueryResult = { command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] };

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  return (config as { text?: unknown } | null)?.text as string | undefined;
}

/**
 * A transaction's BEGIN leaves with its first statement instead of a round trip of its own. On a
 * pipelined connection (`pipeline: true`) BEGIN is written at once and answered to drizzle at once, so the
 * transaction's first statement (the lock of a registration change) is written right behind it and the
 * server finds both waiting: one round trip, not two. On a busy server each round trip inside a
 * transaction is an event-loop turn while the connection stays held (docs/BENCHMARKS.md, lever 21).
 *
 * BEGIN cannot fail on a connection that is not already in a transaction (drizzle never nests one on a
 * pool connection), but should its answer be an error, the first statement's answer is that error: the
 * transaction never reports success without a BEGIN that succeeded.
 */
export function beginWithFirstStatement(client: pg.Client): void {
  const query = client.query.bind(client) as unknown as Query;
  let begun: Promise<unknown> | undefined;
  const early: Query = (config, values) => {
    if (textOf(config)?.trim().toLowerCase() === 'begin' && begun === undefined) {
      begun = query(config, values);
      // Its outcome is read with the next statement; until then it must not count as unhandled.
      begun.catch(() => undefined);
      return Promise.resolve(BEGUN);
    }
    if (begun === undefined) return query(config, values);
    const pending = begun;
    begun = undefined;
    const sent = query(config, values);
    return Promise.all([pending, sent]).then(([, answer]) => answer);
  };
  client.query = early;
}
