import type { FastifyInstance } from 'fastify';

/**
 * Answers to signed-in calls carry a person's records (grades, scores, transcript, schedule, messages):
 * `Cache-Control: no-store`, so no shared cache (a campus proxy, a CDN) and no browser HTTP cache keeps
 * them. The app keeps its own offline copy in its store, cleared at logout. Public calls (configuration,
 * catalogue) set their own policy or none. A route that already chose one (a file download) keeps it.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
