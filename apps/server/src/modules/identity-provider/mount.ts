import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PUBLIC } from '../../platform/http/access.js';

/**
 * Hands every request under `path` to oidc-provider (a Koa application) untouched. Two details matter:
 * the body stream must stay unread, because the provider parses its own bodies (token endpoint, logout
 * form); and `originalUrl` must hold the full URL before `url` loses the prefix, because the provider
 * derives its mount path — and so every URL it prints — from the difference between the two.
 */
/**
 * Discovery and the key set are fetched by every client and often through shared caches: they say how long
 * a copy may be used instead of leaving it to each cache's heuristics. `no-cache`: a cache must ask again each
 * time, so a rotated key or a changed endpoint is seen at once.
 */
const PUBLISHED_DOCUMENTS = new Map([
  ['/.well-known/openid-configuration', 'no-cache'],
  ['/jwks', 'no-cache'],
]);

/**
 * oidc-provider is a Koa application with `proxy = true`: it builds its endpoint URLs, redirects and cookies'
 * Secure flag from X-Forwarded-Host/-Proto/-For. Fastify has already decided, by TRUST_PROXY, whether this
 * request came through a proxy it may believe; the provider gets that decision instead of the raw headers, so
 * a client cannot name another host in the discovery document (and a poisoned shared cache cannot send
 * students to someone else's sign-in page).
 */
function believeOnlyTrustedProxies(request: FastifyRequest): void {
  const { headers } = request.raw;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-for'] = request.ip;
}

/**
 * oidc-provider answers every CORS preflight with the caller's Origin, since it cannot know the client before
 * the real request. The real request is allowed only from the client's own origins (provider.ts,
 * clientBasedCORS), so the preflight is answered the same way: from another origin, without any
 * Access-Control-* header, which the browser reads as a refusal.
 */
function refusedPreflight(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
  return Boolean(preflight) && (origin === undefined || !corsOrigins.includes(origin));
}

export function mountProvider(
  provider: Provider,
  path: string,
  corsOrigins: readonly string[],
): FastifyPluginAsync {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined);
    });
    const callback = provider.callback();
    const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (refusedPreflight(request, corsOrigins)) {
        await reply.code(204).send();
        return;
      }
      reply.hijack();
      const raw = request.raw;
      const url = raw.url ?? path;
      const rest = url.slice(path.length);
      Object.assign(raw, { originalUrl: url });
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      believeOnlyTrustedProxies(request);
      const cachePolicy = PUBLISHED_DOCUMENTS.get(raw.url.split('?')[0] ?? '');
      if (cachePolicy) reply.raw.setHeader('cache-control', cachePolicy);
      await callback(raw, reply.raw);
    };
    // Not part of the portal's API: kept out of the OpenAPI document (discovery describes them instead).
    const options = { config: { access: PUBLIC }, schema: { hide: true } };
    scope.all(path, options, handler);
    scope.all(`${path}/*`, options, handler);
  };
}
