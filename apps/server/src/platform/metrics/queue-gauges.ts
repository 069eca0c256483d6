import { Gauge, type Registry } from 'prom-client';
import { sharedScrapeRead } from './scrape-read.js';

export interface QueueReading {
  /** Jobs waiting to be done (due now or later). */
  pending: number;
  /** Age of the oldest job due now and not done: a growing figure means the workers cannot keep up. */
  oldestDueSeconds: number;
  /** Jobs given up and kept for an operator. */
  failed: number;
}

/**
 * Three gauges of a durable queue (push deliveries, the mail outbox), read from the database when
 * Prometheus scrapes: `portal_<queue>_pending`, `_oldest_due_seconds`, `_failed`.
 */
export function registerQueueGauges(
  registry: Registry,
  queue: string,
  read: () => Promise<QueueReading>,
): void {
  const shared = sharedScrapeRead(registry, queue, read);
  const gauge = (suffix: keyof QueueReading, name: string, help: string) =>
    new Gauge({
      name: `portal_${queue}_${name}`,
      help,
      registers: [registry],
      async collect() {
        const reading = await shared();
        if (reading !== undefined) this.set(reading[suffix]);
      },
    });
  gauge('pending', 'pending', `${queue}: jobs waiting to be done.`);
  gauge('oldestDueSeconds', 'oldest_due_seconds', `${queue}: age of the oldest job due and not done.`);
  gauge('failed', 'failed', `${queue}: jobs given up, kept for an operator.`);
}
