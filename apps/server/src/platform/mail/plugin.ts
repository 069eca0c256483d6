import type { FastifyInstance } from 'fastify';
import { PeriodicTask } from '../periodic-task.js';
import { registerMailMetrics } from './metrics.js';
import { keepQueuedMail } from './queries.js';
import { drainMailOutbox } from './sender.js';
import { smtpTransport } from './smtp-transport.js';
import { runInBackground } from '../background-work.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox's sender on this instance (platform/mail/README.md). */
    mailOutbox: {
      /** A mail was queued and committed: send now rather than at the next interval. */
      wake(): void;
      /** One pass now, whether or not this instance runs the sender: tests and the CLI wait on it. */
      drain(): Promise<number>;
    };
  }
}

/** Sends the outbox through SMTP_HOST, or keeps it (state `kept`) when no mail server is configured. */
export function registerMailOutbox(app: FastifyInstance): void {
  const { config } = app;
  const db = app.database.db;
  const transport = config.SMTP_HOST === undefined ? undefined : smtpTransport(config, config.SMTP_HOST);
  const pass = () =>
    transport === undefined
      ? keepQueuedMail(db)
      : drainMailOutbox(db, transport, app.log, config.MAIL_MAX_ATTEMPTS);
  const sender = new PeriodicTask({
    intervalMs: config.MAIL_SEND_SECONDS * 1000,
    pass,
    onError: (error) => {
      app.log.error({ err: error }, 'mail: the outbox could not be read');
    },
  });
  registerMailMetrics(app);
  app.decorate('mailOutbox', {
    wake: () => {
      sender.wake();
    },
    drain: pass,
  });
  if (config.MAIL_SENDER) runInBackground(app, sender);
  app.addHook('onClose', async () => {
    await sender.stop();
    transport?.close();
  });
}
