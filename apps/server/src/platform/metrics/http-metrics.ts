import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds: the p99 target is 0.1 s (BENCHMARKS.md), the waiting room's bound a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Requests by route template (never the URL: a student code in a path would make a series per student),
 * method and status; their latency; and those in flight. One hook pair, a few label look-ups a request.
 */
export function recordHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to the answer sent, by route template and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [registry],
  });
  // Callback hooks: every request runs them, and an async hook costs a promise each (issue 22).
  app.addHook('onRequest', (_request, _reply, done) => {
    inFlight.inc();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    inFlight.dec();
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });
}
