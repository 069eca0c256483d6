import type { CallEntry } from '@portal/contract/calls';
import type { FastifyInstance } from 'fastify';
import { multipartForm, type FormPart } from '../multipart-form.js';

interface KnownRoute {
  method: string;
  url: string;
  call: CallEntry | undefined;
}

/** The routes each audited app registered: `send` looks up whether a URL is an upload call's. */
const routesOf = new WeakMap<FastifyInstance, readonly KnownRoute[]>();

export function rememberRoutes(app: FastifyInstance, routes: readonly KnownRoute[]): void {
  routesOf.set(app, routes);
}

/** `/x/:id` → a pattern matching `/x/anything`. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/** Whether `method url` reaches a route registered from an `upload: true` entry of the call table. */
export function isUploadRoute(app: FastifyInstance, method: string, url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (routesOf.get(app) ?? []).some(
    (route) => route.call?.upload === true && route.method === method && patternOf(route.url).test(path),
  );
}

/** The smallest file every upload call accepts: PDF by its first bytes and its name. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * A valid multipart/form-data body: the call's fields as text parts (JSON for non-text values), then one
 * tiny PDF under `files`. What the matrices send to every upload route instead of JSON.
 */
export function multipartBody(fields: unknown): { payload: Buffer; contentType: string } {
  const entries =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? Object.entries(fields) : [];
  const parts: FormPart[] = entries.flatMap(([name, value]: [string, unknown]) =>
    value === undefined ? [] : [{ name, content: typeof value === 'string' ? value : JSON.stringify(value) }],
  );
  parts.push({ name: 'files', filename: 'document.pdf', contentType: 'application/pdf', content: TINY_PDF });
  return multipartForm(parts);
}
