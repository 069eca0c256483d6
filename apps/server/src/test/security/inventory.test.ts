import { calls, type CallEntry } from '@portal/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../modules/staff/schema.js';
import {
  apiRoutes,
  buildAuditedApp,
  openApiDocument,
  openApiPath,
  routeKey,
  routeInputs,
  type AuditedApp,
  type OpenApiDocument,
  type RegisteredRoute,
} from './audited-app.js';

/**
 * Routes deliberately outside the OpenAPI document, each with its reason. Anything else hidden fails.
 * - /idp: the embedded OpenID provider (oidc-provider's endpoints and its HTML sign-in pages); its own
 *   discovery document at /idp/.well-known/openid-configuration describes it.
 * - /api/docs: the documentation UI itself (HTML, scripts and the document).
 * - outside /api: the built web app's static files (@fastify/static hides them).
 */
function excludedWithReason(route: RegisteredRoute): boolean {
  if (route.url === '/idp' || route.url.startsWith('/idp/')) return true;
  if (route.url.startsWith('/api/docs')) return true;
  return !route.url.startsWith('/api/') && route.hidden;
}

/** Fastify's automatic HEAD twin of every GET: same handler and policy, never documented. */
const isHeadTwin = (route: RegisteredRoute) => route.method === 'HEAD';

describe('route inventory', () => {
  let subject: AuditedApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    document = await openApiDocument(subject.app);
  });
  afterAll(() => subject.close());

  it('documents exactly the routes Fastify registered, both ways', () => {
    const registered = new Set(
      subject.routes
        .filter((route) => !isHeadTwin(route) && !excludedWithReason(route))
        .map((route) => `${route.method} ${openApiPath(route.url)}`),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(
      [...registered].filter((key) => !documented.has(key)),
      'registered but undocumented',
    ).toEqual([]);
    expect(
      [...documented].filter((key) => !registered.has(key)),
      'documented but not registered',
    ).toEqual([]);
    expect(registered.size).toBeGreaterThan(10);
  });

  it('registers every /api route from the call table, and every entry of the table once, both ways', () => {
    const table: Record<string, Record<string, CallEntry>> = calls;
    const entries = Object.values(table).flatMap((area) => Object.values(area));
    const registered = apiRoutes(subject.routes);
    expect(
      registered.filter((route) => route.call === undefined).map(routeKey),
      'registered by hand, not from the table',
    ).toEqual([]);
    expect(
      registered
        .filter(
          (route) => route.call && (route.call.method !== route.method || route.call.path !== route.url),
        )
        .map(routeKey),
      'registered at another method or path than its entry',
    ).toEqual([]);
    const registeredKeys = new Set(registered.map(routeKey));
    expect(
      entries
        .map((entry) => routeKey({ method: entry.method, url: entry.path }))
        .filter((key) => !registeredKeys.has(key)),
      'in the table but not registered',
    ).toEqual([]);
    expect(registered).toHaveLength(entries.length);
  });

  it('documents each call with the tag and summary of its entry', () => {
    const differing = apiRoutes(subject.routes).flatMap((route) => {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const call = route.call;
      if (!call) return [];
      const same = operation?.tags?.[0] === call.tag && operation.summary === call.summary;
      return same ? [] : [routeKey(route)];
    });
    expect(differing).toEqual([]);
  });

  it('hides no /api route from the document except the docs UI', () => {
    const hidden = subject.routes.filter(
      (route) => route.hidden && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(hidden.map(routeKey)).toEqual([]);
  });

  it('gives every /api route an access decision of a known kind, with known staff roles', () => {
    const problems = apiRoutes(subject.routes).flatMap((route) => {
      const access = route.access;
      if (!access) return [`${routeKey(route)} declares no access`];
      if (access.kind === 'staff') {
        const unknown = access.roles.filter((role) => !STAFF_ROLES.includes(role));
        if (access.roles.length === 0) return [`${routeKey(route)} is staff-only but names no role`];
        if (unknown.length > 0) return [`${routeKey(route)} names unknown roles ${unknown.join(', ')}`];
        return [];
      }
      return ['public', 'student', 'signed-in'].includes(access.kind)
        ? []
        : [`${routeKey(route)} has an unknown access kind`];
    });
    expect(problems).toEqual([]);
    // The platform also refuses an undeclared route at registration; the matrices rely on both.
    expect(apiRoutes(subject.routes).every((route) => route.access !== undefined)).toBe(true);
  });

  it('documents the bearer token on every route that needs one', () => {
    const missing = apiRoutes(subject.routes)
      .filter((route) => route.access?.kind !== 'public')
      .filter((route) => {
        const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        return (operation?.security ?? []).length === 0;
      });
    expect(missing.map(routeKey)).toEqual([]);
  });

  it('caps the page size of every paged call at 100 or less', () => {
    const uncapped: string[] = [];
    for (const route of apiRoutes(subject.routes)) {
      const inputs = routeInputs(document, route);
      for (const schema of [inputs.query, inputs.body]) {
        for (const [name, field] of Object.entries(schema?.properties ?? {})) {
          if (!/^(page_?size|limit|take|per_?page)$/i.test(name)) continue;
          const maximum =
            field.maximum ?? field.anyOf?.find((option) => option.maximum !== undefined)?.maximum;
          if (maximum === undefined || maximum > 100)
            uncapped.push(`${routeKey(route)} ${name} ≤ ${String(maximum)}`);
        }
      }
    }
    expect(uncapped).toEqual([]);
  });
});
