import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance going away without failing a request; SIGTERM starts it (startup/shutdown.ts). */
    drain: Drain;
  }
}

type Listener = () => unknown;

/**
 * An instance leaving a balancer's pool (issue 29). Draining: /readyz answers 503 so the balancer stops
 * choosing it, every answer closes its connection so the balancer's kept-alive sockets end cleanly after
 * their current request, and background workers finish the job in hand and claim no more — while
 * requests are still served. Then it stops listening (the balancer's next attempt is refused, which it
 * retries on another instance) and only then ends its live streams, so browsers reconnect elsewhere.
 */
export class Drain {
  private started = false;
  private readonly draining: Listener[] = [];
  private readonly unlistened: Listener[] = [];
  private workersDone: Promise<void> = Promise.resolve();

  constructor(private readonly log: FastifyBaseLogger) {}

  get active(): boolean {
    return this.started;
  }

  /** Runs when draining starts; what it returns (a worker's stop) is awaited before the app closes. */
  whenDraining(listener: Listener): void {
    this.draining.push(listener);
  }

  /** Runs once this instance accepts no new connection: long-lived answers end here. */
  whenUnlistened(listener: Listener): void {
    this.unlistened.push(listener);
  }

  begin(): void {
    if (this.started) return;
    this.started = true;
    this.workersDone = Promise.allSettled(this.draining.map(async (listener) => listener())).then(
      (outcomes) => {
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') {
            this.log.error({ err: outcome.reason }, 'draining: a background worker failed to stop');
          }
        }
      },
    );
  }

  /** Resolves once every worker that stopped at drain start has finished the work it held. */
  settled(): Promise<void> {
    return this.workersDone;
  }

  /**
   * Stops listening, then ends the long-lived answers; resolves when every connection has closed, that
   * is when the requests in flight have been answered (each answer closes its connection while draining).
   */
  async unlisten(server: Server): Promise<void> {
    this.begin();
    const closed = server.listening
      ? new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        })
      : Promise.resolve();
    for (const listener of this.unlistened) listener();
    await closed;
  }
}

/** Decorates `app.drain`; closing the app drains too, so `app.close()` alone also closes connections. */
export function registerDrain(app: FastifyInstance): void {
  const drain = new Drain(app.log);
  app.decorate('drain', drain);
  app.addHook('preClose', async () => {
    drain.begin();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (drain.active) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await drain.settled();
  });
}
