import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../platform/db/client.js';

/**
 * Stops accepting connections, lets in-flight requests finish (Fastify's close waits for them and
 * answers 503 to anything that arrives meanwhile), then closes the database. Resolves 'timed-out' if a
 * request hangs longer than `timeoutMs`, so a stuck client cannot hold a deploy hostage.
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
  const closing = app.close().then(async () => {
    await database.close();
    return 'closed' as const;
  });
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM (orchestrators) and SIGINT (Ctrl-C) both shut down gracefully; a second signal is ignored. */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    closeGracefully(app, database, timeoutMs)
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
