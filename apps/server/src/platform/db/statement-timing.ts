import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { Histogram } from 'prom-client';

/** What a statement does, from its first word: a label with four values, never the text or its values. */
export type StatementKind = 'read' | 'write' | 'transaction' | 'other';

/** Seconds: most statements answer in about a millisecond; the pool gives up waiting after 5 s. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const WAIT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const WRITES_IN_WITH = /\b(?:insert|update|delete|merge)\b/i;

/** Whether `word` (lower case) starts at `at` in `text`, in any case, without copying the text. */
function wordAt(text: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    if ((text.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  }
  return true;
}

export function statementKind(text: string): StatementKind {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= 0x20) at++;
  if (wordAt(text, at, 'select') || wordAt(text, at, 'values')) return 'read';
  if (wordAt(text, at, 'insert') || wordAt(text, at, 'update') || wordAt(text, at, 'delete')) return 'write';
  // A data-modifying WITH (the seat ledger's, rawRows') writes; the text is only read for these.
  if (wordAt(text, at, 'with')) return WRITES_IN_WITH.test(text) ? 'write' : 'read';
  for (const word of ['begin', 'commit', 'rollback', 'savepoint', 'release', 'set transaction']) {
    if (wordAt(text, at, word)) return 'transaction';
  }
  return 'other';
}

/**
 * The database's own figures for /metrics: every statement's time from being asked to being answered, as
 * the portal sees it (a wait behind earlier statements on a pipelined connection or PGlite's one
 * connection included), and on PostgreSQL how long a transaction waited for a pool connection. Kept with
 * the database handle, which outlives and may serve more than one app; each app's registry adds them.
 */
export class DatabaseTimings {
  readonly statementDuration = new Histogram({
    name: 'portal_db_statement_duration_seconds',
    help: 'Database statements from asked to answered, by kind (read, write, transaction, other).',
    labelNames: ['kind'] as const,
    buckets: STATEMENT_BUCKETS,
    registers: [],
  });
  readonly poolWait = new Histogram({
    name: 'portal_db_pool_wait_seconds',
    help: 'Time a transaction waited for a PostgreSQL pool connection (none on the embedded database).',
    buckets: WAIT_BUCKETS,
    registers: [],
  });
  // Bound once: each statement then costs one observe, no label object.
  private readonly byKind = {
    read: this.statementDuration.labels('read'),
    write: this.statementDuration.labels('write'),
    transaction: this.statementDuration.labels('transaction'),
    other: this.statementDuration.labels('other'),
  };

  /** `started` is `performance.now()` when the statement was asked. */
  statementAnswered(kind: StatementKind, started: number): void {
    this.byKind[kind].observe((performance.now() - started) / 1000);
  }

  connectionGiven(asked: number): void {
    this.poolWait.observe((performance.now() - asked) / 1000);
  }

  /** The promise a driver answers with, timed from `started`: the caller still gets the driver's own promise. */
  time<T>(kind: StatementKind, started: number, answer: Promise<T>): Promise<T> {
    const answered = () => {
      this.statementAnswered(kind, started);
    };
    answer.then(answered, answered);
    return answer;
  }
}

type Callback = (error: Error | null, result: unknown) => void;
type ClientQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : (config as { text?: string } | null)?.text;

/**
 * Times every statement of one PostgreSQL connection (a pool's or a pipelined lane's): both forms the
 * driver offers, a promise (drizzle, the lanes) or a callback (the pool's own `query`). A cursor or stream
 * (`submit`) is passed on untimed: it answers in parts.
 */
export function timePostgresStatements(client: pg.Client, timings: DatabaseTimings): void {
  const { query } = client as unknown as { query: ClientQuery };
  const timed: ClientQuery = function (this: pg.Client, config, values, callback) {
    const text = textOf(config);
    if (text === undefined) return query.call(this, config, values, callback);
    const kind = statementKind(text);
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const started = performance.now();
      const answered: Callback = (error, result) => {
        timings.statementAnswered(kind, started);
        (done as Callback)(error, result);
      };
      return typeof values === 'function'
        ? query.call(this, config, answered)
        : query.call(this, config, values, answered);
    }
    return timings.time(kind, performance.now(), query.call(this, config, values) as Promise<unknown>);
  };
  client.query = timed as unknown as typeof client.query;
}

type PgliteQuery = PGlite['query'];

/**
 * Times every statement the portal sends to PGlite: `query` and `exec` outside a transaction and on each
 * transaction's handle. PGlite's own BEGIN and COMMIT run inside it, out of reach: not counted.
 */
export function timePgliteStatements(client: PGlite, timings: DatabaseTimings): void {
  const timeOn = (target: Pick<PGlite, 'query' | 'exec'>) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((text: string, params?: unknown[], options?: object) =>
      timings.time(statementKind(text), performance.now(), query(text, params, options))) as PgliteQuery;
    target.exec = (text: string, options?: object) =>
      timings.time(statementKind(text), performance.now(), exec(text, options));
  };
  timeOn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      timeOn(tx);
      return work(tx);
    });
}
