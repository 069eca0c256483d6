import type { FastifyInstance } from 'fastify';

/** A worker this instance runs beside its requests (an outbox sender, a periodic task). */
export interface BackgroundWorker {
  start(): void;
  /** Takes no new work and resolves once the work in hand is done; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Runs `worker` from the moment the app is ready. When the instance starts draining (platform/drain.ts)
 * it claims nothing more and finishes what it holds, so a restart never leaves a job half done on an
 * instance about to vanish; closing waits for that.
 */
export function runInBackground(app: FastifyInstance, worker: BackgroundWorker): void {
  app.addHook('onReady', async () => {
    worker.start();
  });
  app.drain.whenDraining(() => worker.stop());
  app.addHook('onClose', async () => {
    await worker.stop();
  });
}
