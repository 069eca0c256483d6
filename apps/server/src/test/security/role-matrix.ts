import type { HTTPMethods } from 'fastify';
import { ACCESS_MATRIX, type Expectation, type Verdict } from './access-matrix.js';
import { apiRoutes, routeKey, type AuditedApp } from './audited-app.js';
import { CALLERS, type Cast } from './callers.js';
import { concreteUrl, errorEnvelopeOf, send } from './calls.js';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Calls every /api route as every caller and compares the answer with ACCESS_MATRIX: a denied caller gets
 * 401 (no token) or 403 with the error envelope; an allowed one gets past the policy (anything but
 * 401/403); nobody ever gets a 5xx. Returns one line per disagreement, empty when the table holds.
 */
export async function roleMatrixProblems(
  subject: AuditedApp,
  cast: Cast,
  matrix: Readonly<Record<string, Expectation>> = ACCESS_MATRIX,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of apiRoutes(subject.routes)) {
    const key = routeKey(route);
    const expected = matrix[key];
    if (!expected) {
      problems.push(
        `${key} is not in test/security/access-matrix.ts: add '${key}': <row> after deciding who may call it`,
      );
      continue;
    }
    for (const caller of CALLERS) {
      const response = await send(subject.app, {
        method: route.method,
        url: concreteUrl(route.url),
        authorization: await cast.authorization(caller),
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      const got: Verdict = response.statusCode === 401 || response.statusCode === 403 ? 'deny' : 'allow';
      if (response.statusCode >= 500)
        problems.push(`${key} as ${caller}: HTTP ${String(response.statusCode)}`);
      if (got !== expected[caller]) {
        problems.push(
          `${key} as ${caller}: expected ${expected[caller]}, got HTTP ${String(response.statusCode)}`,
        );
      }
      if (got === 'deny') {
        const envelope = errorEnvelopeOf(response);
        const status = caller === 'anonymous' ? 401 : 403;
        if (typeof envelope === 'string') problems.push(`${key} as ${caller}: ${envelope}`);
        else if (response.statusCode !== status) {
          problems.push(
            `${key} as ${caller}: denied with ${String(response.statusCode)} instead of ${String(status)}`,
          );
        }
      }
    }
  }
  const registered = new Set(apiRoutes(subject.routes).map(routeKey));
  for (const key of Object.keys(matrix)) {
    if (!registered.has(key))
      problems.push(`${key} is in access-matrix.ts but no longer registered: remove it`);
  }
  return problems;
}

/**
 * Every /api path called with each method it does not register: 404 or 405 with the error envelope,
 * never a 5xx and never the handler of another method.
 */
export async function methodSwitchingProblems(subject: AuditedApp, cast: Cast): Promise<string[]> {
  const problems: string[] = [];
  const byPath = new Map<string, Set<string>>();
  for (const route of apiRoutes(subject.routes)) {
    byPath.set(route.url, (byPath.get(route.url) ?? new Set()).add(route.method));
  }
  const authorization = await cast.authorization('student');
  for (const [url, registered] of byPath) {
    for (const method of METHODS.filter((m) => !registered.has(m))) {
      const response = await send(subject.app, { method, url: concreteUrl(url), authorization, body: {} });
      const envelope = errorEnvelopeOf(response);
      if (response.statusCode !== 404 && response.statusCode !== 405) {
        problems.push(`${method} ${url}: HTTP ${String(response.statusCode)} instead of 404/405`);
      } else if (typeof envelope === 'string') {
        problems.push(`${method} ${url}: ${envelope}`);
      }
    }
  }
  return problems;
}
