import type { FastifyInstance } from 'fastify';
import { registerQueueGauges } from '../metrics/queue-gauges.js';

/** The outbox's depth for /metrics: queued, the oldest due, failed. */
export function registerMailMetrics(app: FastifyInstance): void {
  registerQueueGauges(app.metrics, 'mail_outbox', async () => {
    const [row] = await app.database.query<{ pending: number; oldest: number | null; failed: number }>(
      `select count(*) filter (where state = 'queued')::int as pending,
              extract(epoch from now() - min(next_attempt_at) filter (where state = 'queued' and next_attempt_at <= now()))::float8 as oldest,
              count(*) filter (where state = 'failed')::int as failed
         from mail_outbox where state in ('queued', 'failed')`,
    );
    return { pending: row?.pending ?? 0, oldestDueSeconds: row?.oldest ?? 0, failed: row?.failed ?? 0 };
  });
}
