import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../platform/db/client.js';

export interface ShutdownTimes {
  /** How long the instance keeps serving while /readyz says it is draining (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long closing may then wait for requests in flight (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

/** SIGTERM's whole path (platform/drain.ts): drain for `drainMs` while the balancer notices, then close. */
export async function shutDown(
  app: FastifyInstance,
  database: DatabaseHandle,
  times: ShutdownTimes,
): Promise<'closed' | 'timed-out'> {
  app.drain.begin();
  app.log.info({ drainMs: times.drainMs }, 'draining: not ready, still serving');
  await sleep(times.drainMs);
  app.log.info('shutting down: finishing in-flight requests');
  return closeGracefully(app, database, times.timeoutMs);
}

/**
 * Stops accepting connections, ends the live streams with a reconnect hint, lets in-flight requests
 * finish (each answer closes its connection), then closes the app and the database. Resolves
 * 'timed-out' if a request hangs longer than `timeoutMs`, so a stuck client cannot hold a deploy hostage.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  timeoutMs: number,
): Promise<'closed' | 'timed-out'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => {
      resolve('timed-out');
    }, timeoutMs);
  });
  const closing = app.drain
    .unlisten(app.server)
    .then(() => app.close())
    .then(async () => {
      await database.close();
      return 'closed' as const;
    });
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SIGTERM (orchestrators) drains then closes; SIGINT (Ctrl-C at a terminal, no balancer to wait for)
 * closes at once, as gracefully. A second signal is ignored.
 */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle, times: ShutdownTimes): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutdown requested');
    shutDown(app, database, signal === 'SIGINT' ? { ...times, drainMs: 0 } : times)
      .then((outcome) => {
        if (outcome === 'timed-out') app.log.error('shutdown took too long: exiting anyway');
        process.exit(outcome === 'closed' ? 0 : 1);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
