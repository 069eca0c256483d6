import type { FastifyRequest } from 'fastify';

/** Query parameters whose values must never reach a log line (spec calls put tokens and passwords there). */
const SECRET_PARAMETERS = new Set([
  'externalaccesstoken',
  'pass',
  'password',
  'token',
  'access_token',
  'code',
  // The live-update stream's single-use ticket (notify/stream-tickets.ts): spent at once, still not logged.
  'ticket',
]);

export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parameters = new URLSearchParams(url.slice(at + 1));
  for (const name of [...parameters.keys()]) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) parameters.set(name, '[redacted]');
  }
  return `${url.slice(0, at)}?${parameters.toString()}`;
}

/** What a request log line says about the request: never headers (Authorization, cookies), never secrets. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    remoteAddress: request.ip,
    platform: request.headers.mobplatform,
  };
}
