import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health, readiness, type Readiness } from '@portal/contract';
import type { DatabaseHandle } from './db/client.js';
import { appliedMigrationCount, expectedMigrationCount } from './db/migrate.js';

/**
 * /healthz: the process answers (liveness). /readyz: the database answers, every checked-in migration
 * is applied and the instance is not draining (readiness) — a load balancer sends traffic only to ready
 * instances.
 */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const expected = expectedMigrationCount();

  routes.get('/healthz', { schema: { tags: ['operations'], response: { 200: health } } }, () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  routes.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      const report: Readiness = {
        status: 'ready',
        database: database.kind,
        migrations: { applied: 0, expected },
      };
      try {
        report.migrations.applied = await appliedMigrationCount(database);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check: database not reachable');
        return reply.status(503).send({ ...report, status: 'not-ready', problem: 'database unreachable' });
      }
      if (app.drain.active) {
        // Shutting down (SIGTERM): still serving, but the balancer must send new work elsewhere.
        return reply.status(503).send({ ...report, status: 'not-ready', problem: 'draining' });
      }
      if (report.migrations.applied < expected) {
        return reply.status(503).send({ ...report, status: 'not-ready', problem: 'migrations pending' });
      }
      return report;
    },
  );
}
