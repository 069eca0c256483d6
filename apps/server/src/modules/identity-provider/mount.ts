import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PUBLIC } from '../../platform/http/access.js';

/**
 * Hands every request under `path` to oidc-provider (a Koa application) untouched. Two details matter:
 * the body stream must stay unread, because the provider parses its own bodies (token endpoint, logout
 * form); and `originalUrl` must hold the full URL before `url` loses the prefix, because the provider
 * derives its mount path — and so every URL it prints — from the difference between the two.
 */
export function mountProvider(provider: Provider, path: string): FastifyPluginAsync {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined);
    });
    const callback = provider.callback();
    const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.hijack();
      const raw = request.raw;
      const url = raw.url ?? path;
      const rest = url.slice(path.length);
      Object.assign(raw, { originalUrl: url });
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      await callback(raw, reply.raw);
    };
    // Not part of the portal's API: kept out of the OpenAPI document (discovery describes them instead).
    const options = { config: { access: PUBLIC }, schema: { hide: true } };
    scope.all(path, options, handler);
    scope.all(`${path}/*`, options, handler);
  };
}
