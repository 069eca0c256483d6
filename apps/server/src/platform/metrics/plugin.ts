import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { parseNetworks } from '../../config/metrics-settings.js';
import { recordHttpMetrics } from './http-metrics.js';
import { processMetrics } from './process-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Prometheus registry: a module adds its gauges here (platform/metrics/README.md). */
    metrics: Registry;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format, for a bearer token (METRICS_TOKEN) or an allow-listed network
 * (METRICS_ALLOW, matched on the client address as trusted proxies report it); anyone else gets 403.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  recordHttpMetrics(app, registry);
  const { database } = app;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL): in use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const status = database.poolStatus?.();
      if (status === undefined) return;
      this.set({ state: 'in_use' }, status.total - status.idle);
      this.set({ state: 'idle' }, status.idle);
      this.set({ state: 'waiting' }, status.waiting);
    },
  });
  registry.registerMetric(database.timings.statementDuration);
  registry.registerMetric(database.timings.poolWait);
  app.decorate('metrics', registry);

  const token = app.config.METRICS_TOKEN === undefined ? undefined : digest(app.config.METRICS_TOKEN);
  const networks =
    app.config.METRICS_ALLOW === undefined ? undefined : parseNetworks(app.config.METRICS_ALLOW);
  const allowed = (request: FastifyRequest) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token !== undefined && bearer !== undefined && timingSafeEqual(digest(bearer), token)) return true;
    const family = request.ip.includes(':') ? 'ipv6' : 'ipv4';
    return networks?.check(request.ip, family) ?? false;
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('metrics: a token or an allowed network is needed\n');
    }
    const both = Registry.merge([processMetrics(), registry]);
    return reply.type(registry.contentType).send(await both.metrics());
  });
}
