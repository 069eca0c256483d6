import pg from 'pg';
import type { ConnectionWaitMeter } from '../load/connection-wait.js';

/** What drizzle and the raw runner pass: a statement's text (and name, row mode, type parsers), or plain text. */
type Statement = string | pg.QueryConfig;

interface Lane {
  client: pg.Client;
  /** Until connected: statements wait for it, so a failed connection answers them with its own error. */
  connecting: Promise<void> | undefined;
  /** Statements written to this connection and not answered yet. */
  inFlight: number;
  broken: boolean;
}

/**
 * A few connections that carry every statement run outside a transaction, each in pipeline mode: a
 * statement is written while those before it are still running, and the server answers them in order.
 * Measured on this project's machines (docs/BENCHMARKS.md), each statement's round trip on a connection
 * that waits for the answer costs the portal more than the statement itself, mostly in waking the idle
 * server process; on a busy pipelined connection the server finds the next statement already waiting.
 *
 * Each statement carries its own Sync, so one that fails fails alone. Nothing that keeps session state
 * comes here: transactions (and the locks and settings they take) check out a pool connection of their
 * own. A statement goes to the lane with the fewest unanswered statements, so a slow one holds up only
 * those sent behind it on its lane while the others take the new work. A lane whose connection fails
 * answers its statements with the error and is replaced on the next statement; while new connections are
 * refused, attempts are spaced out (100 ms doubling to 1 s) and the statements between them fail at once.
 */
/** Waits between attempts to connect while the server refuses: doubling from the first to the last. */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 1000;

export class PipelineLanes {
  private readonly lanes: Lane[] = [];
  /** While the server is away: no new connection is tried before this time, and statements get `refusal`. */
  private retryAt = 0;
  private retryMs = 0;
  private refusal: unknown;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly count: number,
    private readonly meter: ConnectionWaitMeter,
    /** Set up each new connection (statement-names.ts). */
    private readonly prepareConnection?: (client: pg.Client) => void,
  ) {}

  /** The promise form of `pg.Pool#query`, which is the only form drizzle and the portal use. */
  readonly query = async (statement: Statement, values?: unknown[]): Promise<pg.QueryResult> => {
    const lane = this.pick();
    lane.inFlight += 1;
    // A pipelined statement has no connection to wait for; it waits behind the ones sent before it, and
    // the waiting room reads that wait the same way (until its answer: the statements here run in ~1 ms).
    const answered = this.meter.begin();
    try {
      if (lane.connecting) await lane.connecting;
      return await lane.client.query(statement, values);
    } finally {
      answered();
      lane.inFlight -= 1;
    }
  };

  async close(): Promise<void> {
    const lanes = this.lanes.splice(0);
    await Promise.all(lanes.map((lane) => lane.client.end().catch(() => undefined)));
  }

  private pick(): Lane {
    let best: Lane | undefined;
    let live = 0;
    for (const lane of this.lanes) {
      if (lane.broken) continue;
      live += 1;
      if (!best || lane.inFlight < best.inFlight) best = lane;
    }
    // A new lane only while fewer than `count` are alive and every live one is busy.
    if (best && (best.inFlight === 0 || live >= this.count)) return best;
    return this.open();
  }

  private open(): Lane {
    // Every statement would otherwise try (and wait for) a connection of its own while PostgreSQL is away;
    // in the pause after a failed attempt they fail at once with its error, and the next attempt comes soon.
    if (this.retryAt > Date.now()) throw this.refusal;
    for (let index = this.lanes.length - 1; index >= 0; index -= 1) {
      if (this.lanes[index]?.broken) this.lanes.splice(index, 1);
    }
    const client = new pg.Client({ ...this.config, pipeline: true });
    this.prepareConnection?.(client);
    const retire = () => {
      lane.broken = true;
    };
    const lane: Lane = {
      client,
      inFlight: 0,
      broken: false,
      connecting: client.connect().then(
        () => {
          lane.connecting = undefined;
          this.retryMs = 0;
        },
        (error: unknown) => {
          retire();
          this.retryMs = Math.min(LAST_RETRY_MS, Math.max(FIRST_RETRY_MS, this.retryMs * 2));
          this.retryAt = Date.now() + this.retryMs;
          this.refusal = error;
          throw error;
        },
      ),
    };
    // The statements already sent on it are answered with the error by the driver; the lane stops taking more.
    client.on('error', retire);
    client.on('end', retire);
    this.lanes.push(lane);
    return lane;
  }
}
