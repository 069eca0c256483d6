import type { FastifyInstance } from 'fastify';
import { registerQueueGauges } from '../../../platform/metrics/queue-gauges.js';

/** The push queue's depth for /metrics: pending deliveries, the oldest due, failed. */
export function registerPushQueueMetrics(app: FastifyInstance): void {
  registerQueueGauges(app.metrics, 'push_deliveries', async () => {
    const [row] = await app.database.query<{ pending: number; oldest: number | null; failed: number }>(
      `select count(*) filter (where failed_at is null)::int as pending,
              extract(epoch from now() - min(run_after) filter (where failed_at is null and run_after <= now()))::float8 as oldest,
              count(*) filter (where failed_at is not null)::int as failed
         from push_deliveries`,
    );
    return { pending: row?.pending ?? 0, oldestDueSeconds: row?.oldest ?? 0, failed: row?.failed ?? 0 };
  });
}
