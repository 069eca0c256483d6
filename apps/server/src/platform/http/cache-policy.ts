import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer can carry a credential (a token, a stream ticket): `Cache-Control: no-store` on every answer
     * of the route, public or not, as RFC 6749 §5.1 asks of token responses. A test over the route inventory
     * fails for a route whose response schema names a credential without this mark.
     */
    credential?: boolean;
  }
}

/**
 * Answers to signed-in calls carry a person's records (grades, scores, transcript, schedule, messages):
 * `Cache-Control: no-store`, so no shared cache (a campus proxy, a CDN) and no browser HTTP cache keeps
 * them. The app keeps its own offline copy in its store, cleared at logout. Public calls (configuration,
 * catalogue) set their own policy or none. A route that already chose one (a file download) keeps it,
 * unless it answers credentials.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const { access, credential } = request.routeOptions.config;
    if (credential === true) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
      return;
    }
    if (!access || access.kind === 'public') return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
