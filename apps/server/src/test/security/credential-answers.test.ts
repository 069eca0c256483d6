import { z, type ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildAuditedApp, routeKey, type AuditedApp } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { concreteUrl, send } from './calls.js';
import { authorizationFor } from './fuzz.js';

/** Properties that hold a credential wherever they appear in an answer (OAuth names, the stream ticket). */
const CREDENTIAL_NAMES = /^(access_token|id_token|refresh_token|Ticket|Token)$/;

/** A JSON schema of text, possibly nullable (`anyOf: [string, null]`); an object never is. */
function isText(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if ('type' in schema && schema.type === 'string') return true;
  return (
    'anyOf' in schema &&
    Array.isArray(schema.anyOf) &&
    schema.anyOf.some(isText) &&
    schema.anyOf.every((option: unknown) => isText(option) || JSON.stringify(option) === '{"type":"null"}')
  );
}

/** Whether an answer's schema has a text property with a credential's name, at any depth. */
function namesCredential(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(namesCredential);
  if (typeof schema !== 'object' || schema === null) return false;
  if ('properties' in schema && typeof schema.properties === 'object' && schema.properties !== null) {
    const properties = Object.entries(schema.properties);
    if (properties.some(([name, property]) => CREDENTIAL_NAMES.test(name) && isText(property))) return true;
  }
  return Object.values(schema).some(namesCredential);
}

function answerSchemaNamesCredential(answer: ZodType | undefined): boolean {
  return (
    answer !== undefined && namesCredential(z.toJSONSchema(answer, { unrepresentable: 'any', io: 'output' }))
  );
}

describe('answers that carry credentials (RFC 6749 §5.1)', () => {
  let subject: AuditedApp;
  let cast: Cast;
  beforeAll(async () => {
    subject = await buildAuditedApp();
    cast = await buildCast(subject.app, subject.database.handle.db);
  });
  afterAll(() => subject.close());

  it('every route whose answer names a credential is marked as answering credentials', () => {
    const carrying = apiRoutes(subject.routes).filter((route) => answerSchemaNamesCredential(route.answer));
    expect(carrying.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /api/account/AdminLogin', 'GET /api/account/NewLogin']),
    );
    expect(carrying.filter((route) => !route.credential).map(routeKey)).toEqual([]);
  });

  it('every marked route answers no-store, whether it grants or refuses', async () => {
    const marked = apiRoutes(subject.routes).filter((route) => route.credential);
    expect(marked.length).toBeGreaterThanOrEqual(5);
    for (const route of marked) {
      const response = await send(subject.app, {
        method: route.method,
        url: concreteUrl(route.url),
        authorization: await authorizationFor(cast, route),
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect({ route: routeKey(route), cacheControl: response.headers['cache-control'] }).toEqual({
        route: routeKey(route),
        cacheControl: 'no-store',
      });
    }
  });
});
