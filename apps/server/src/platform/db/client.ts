import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ConnectionWaitMeter } from '../load/connection-wait.js';
import { PipelineLanes } from './pipeline-lanes.js';
import { nameStatements } from './statement-names.js';
import { DatabaseTimings, timePgliteStatements, timePostgresStatements } from './statement-timing.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`: what code that must run in the caller's transaction takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw query, whichever driver ran it. */
export type SqlRunner = <Row extends Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Raw SQL for the few places drizzle's builder does not fit (bulk loads, catalog checks). */
  query: SqlRunner;
  /** How long queries wait for a connection: one of the waiting room's load signals. */
  connectionWait: ConnectionWaitMeter;
  /** Statement times and pool waits, for /metrics. */
  timings: DatabaseTimings;
  /** Applies the migrations in `folder` while holding the migration advisory lock. */
  migrate(folder: string): Promise<void>;
  /** The pool's connections now (PostgreSQL; PGlite has one and none of this): for /metrics. */
  poolStatus?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Any constant works, as long as every instance uses the same one: 'PORTALMG' in ASCII. */
const MIGRATION_LOCK_KEY = '5787213827538963783';

/** Embedded PostgreSQL (PGlite) under `dataDir`, or in memory when `dataDir` is 'memory://'. */
export async function openPglite(
  dataDir: string,
  options: {
    /** A data directory dumped by `dumpDataDir` to start from (tests: a migrated template), instead of initdb. */
    loadDataDir?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, options);
  const connectionWait = new ConnectionWaitMeter();
  // PGlite is one connection: every top-level query and transaction queues on its transaction mutex.
  // The time spent there is the embedded database's equivalent of waiting for a pool connection.
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> => {
    const acquired = connectionWait.begin();
    return exclusive(() => {
      acquired();
      return work();
    });
  };
  const timings = new DatabaseTimings();
  timePgliteStatements(client, timings);
  const db = drizzlePglite({ client, ...drizzleOptions });
  const query: SqlRunner = async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;
  return {
    kind: 'pglite',
    db,
    query,
    connectionWait,
    timings,
    async migrate(folder) {
      // One PGlite data directory can only be opened by one process, so the lock is a formality here,
      // kept so both drivers run the same steps.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePglite(db, { migrationsFolder: folder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    close: () => client.close(),
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/** A pool that reports how long each checkout waited (drizzle's queries and transactions all check out). */
class MeteredPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly meter: ConnectionWaitMeter,
    private readonly timings: DatabaseTimings,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const waiting = this.meter.begin();
    const asked = performance.now();
    const acquired = () => {
      waiting();
      this.timings.connectionGiven(asked);
    };
    if (callback) {
      super.connect((error, client, done) => {
        acquired();
        callback(error, client, done);
      });
      return undefined;
    }
    return super.connect().finally(acquired);
  }
}

export interface PostgresOptions {
  /** Connections that carry every statement outside a transaction, pipelined (pipeline-lanes.ts); 0: none. */
  pipelineConnections?: number;
  /** Statements with parameters run as named statements, parsed and planned once (statement-names.ts). */
  namedStatements?: boolean;
  /** How long a new connection may take before the statement waiting for it fails (PostgreSQL away). */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout on every connection; 0 (tools, migrations of big data): none. */
  statementTimeoutMs?: number;
}

/** `poolSize` connections for transactions (and, without pipelined connections, for every statement). */
export async function openPostgres(
  url: string,
  poolSize: number,
  {
    pipelineConnections = 2,
    namedStatements = true,
    connectTimeoutMs = 5000,
    statementTimeoutMs = 0,
  }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const connectionWait = new ConnectionWaitMeter();
  // The timeouts travel with each connection (the start-up packet and the socket), so a statement pays
  // nothing for them. Keep-alive lets the kernel notice a server that vanished without closing the socket.
  const connection: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  };
  const timings = new DatabaseTimings();
  const pool = new MeteredPool({ ...connection, max: poolSize }, connectionWait, timings);
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Nor may one checked out for a transaction: node-postgres answers its statement with the error and also
  // emits it, and a checked-out client has no listener of the pool's (PostgreSQL restarted mid-transaction).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const prepareConnection = (client: pg.Client) => {
    if (namedStatements) nameStatements(client);
    timePostgresStatements(client, timings);
  };
  pool.on('connect', prepareConnection);
  const lanes =
    pipelineConnections > 0
      ? new PipelineLanes(connection, pipelineConnections, connectionWait, prepareConnection)
      : undefined;
  // drizzle sends a statement outside a transaction through `pool.query` and checks a connection out with
  // `pool.connect()` for a transaction; only the former moves to the lanes. It only uses the promise form.
  if (lanes) pool.query = lanes.query as unknown as typeof pool.query;
  const close = async () => {
    await lanes?.close();
    await pool.end();
  };
  try {
    await pool.query('select 1');
  } catch (error) {
    await close().catch(() => undefined);
    throw new DatabaseUnreachableError(describeConnectionError(error));
  }
  const query: SqlRunner = async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    (await pool.query<Row>(text, params)).rows;
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, ...drizzleOptions }),
    query,
    connectionWait,
    timings,
    poolStatus: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(folder) {
      // Advisory locks belong to a session, so lock, migrate and unlock on one connection.
      const client = await pool.connect();
      try {
        // Waiting for another instance's migration, or rewriting a big table, may outlast a request's bound.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, ...drizzleOptions }), { migrationsFolder: folder });
        } finally {
          await client.query('reset statement_timeout');
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close,
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  postgres?: PostgresOptions;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, options.postgres)
    : openPglite(options.dataDir);
}

function describeConnectionError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map((inner) => describeConnectionError(inner)).join('; ');
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code} ` : '';
    return `${code}${error.message || error.name}`.trim();
  }
  return String(error);
}
