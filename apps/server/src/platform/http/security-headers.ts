import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { publicUrl, type Config } from '../../config.js';
import { webAppRoot } from '../web-app.js';

/** Mounted by the embedded identity provider; its pages send their own, stricter policy. */
const IDENTITY_PROVIDER_PREFIX = '/idp';

/**
 * `'sha256-…'` sources of the inline scripts (no `src`) in a page. The web app's index.html sets the text
 * direction before the first paint in one; hashing it at start lets the policy allow exactly that script
 * instead of `'unsafe-inline'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const inline = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
  return [...html.matchAll(inline)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

function webAppInlineScripts(config: Config): string[] {
  const indexHtml = resolve(webAppRoot(config.WEB_DIST), 'index.html');
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}

/** The Content-Security-Policy of the portal's own pages (web app and API docs). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  // The app exchanges the provider's code for tokens with fetch: an external issuer must be reachable.
  const issuer = config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...webAppInlineScripts(config)],
    'script-src-attr': ["'none'"],
    // Ionic sets inline styles on elements and in shadow roots at run time; hashes cannot cover those.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Ionicons are data: SVGs that the icon component fetches.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', ...issuer],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The headers helmet sets with `options`, taken once: helmet's middleware only writes constant headers, and
 * building it (parsing the policy) on every request was a measurable share of a cheap call (issue 22).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Helmet's headers on every answer: the policy above, nosniff, no framing, no referrer, and HSTS only when
 * the portal is reached over https (an http deployment that sent it would lock browsers out). The embedded
 * identity provider's pages send their own, stricter policy, so they get the rest without it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = new URL(publicUrl(config)).protocol === 'https:';
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
  const portalPages = Object.entries(helmetHeaders(options));
  const providerPages = Object.entries(helmetHeaders({ ...options, contentSecurityPolicy: false }));
  // On the raw response, as helmet does, so answers written past Fastify (the provider, the live stream)
  // carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url ?? request.url;
    const headers = url.startsWith(IDENTITY_PROVIDER_PREFIX) ? providerPages : portalPages;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
