import type { Cast } from './callers.js';
import {
  apiRoutes,
  openApiDocument,
  routeInputs,
  routeKey,
  type AuditedApp,
  type RegisteredRoute,
} from './audited-app.js';
import { concreteUrl, errorEnvelopeOf, send } from './calls.js';
import { databaseChecksum } from './database-state.js';
import { exampleOf } from './examples.js';
import { authorizationFor } from './fuzz.js';

/**
 * Text PostgreSQL cannot store: NUL, a lone high and a lone low surrogate, each inside ordinary text. A URL
 * carries only NUL (%00): a lone surrogate has no percent-encoding, it reaches the server in JSON (`\ud800`).
 */
const UNSTORABLE_IN_JSON = ['a\u0000b', '\uD800', 'x\uDFFF'];
const UNSTORABLE_IN_URL = ['a\u0000b'];

type Place = 'query' | 'body' | 'path';

/** Paths (as property names from the top) of every string in an example value, nested ones too. */
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.length > 0 ? stringPaths(value[0], [...path, '0']) : [];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

function withValueAt(base: unknown, path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(base))
    return base.map((item: unknown, index) =>
      String(index) === head ? withValueAt(item, rest, value) : item,
    );
  const record: Record<string, unknown> = typeof base === 'object' && base !== null ? { ...base } : {};
  return { ...record, [head]: withValueAt(record[head], rest, value) };
}

export interface UnstorableReport {
  routes: number;
  fields: number;
  cases: number;
  serverErrors: number;
  stateChanges: number;
  problems: string[];
}

/**
 * Every string field of every /api route that takes input (query, body, path), one field at a time, carries
 * each unstorable string inside an otherwise valid request, sent as a caller the route admits: the answer must
 * be a 422 naming that field, and the database must not change.
 */
export async function sendUnstorableText(subject: AuditedApp, cast: Cast): Promise<UnstorableReport> {
  const document = await openApiDocument(subject.app);
  const targets = apiRoutes(subject.routes).filter((route) => Object.values(route.inputs).some(Boolean));
  const report: UnstorableReport = {
    routes: targets.length,
    fields: 0,
    cases: 0,
    serverErrors: 0,
    stateChanges: 0,
    problems: [],
  };
  for (const route of targets) {
    const schemas = routeInputs(document, route);
    const examples = {
      query: schemas.query ? exampleOf(schemas.query) : {},
      body: schemas.body ? exampleOf(schemas.body) : undefined,
      path: schemas.path ? exampleOf(schemas.path) : {},
    };
    const authorization = await authorizationFor(cast, route);
    const before = await databaseChecksum(subject.database.handle);
    for (const place of ['query', 'body', 'path'] as const) {
      if (!route.inputs[place]) continue;
      // Query strings and paths are text: every field there can carry the characters.
      const fields =
        place === 'body'
          ? stringPaths(examples.body)
          : Object.keys(examples[place] ?? {}).map((key) => [key]);
      for (const field of fields) {
        report.fields += 1;
        for (const text of place === 'body' ? UNSTORABLE_IN_JSON : UNSTORABLE_IN_URL) {
          report.cases += 1;
          const problem = await sendOne(subject, route, authorization, examples, place, field, text);
          if (problem === 'HTTP 5xx') report.serverErrors += 1;
          if (problem && report.problems.length < 20)
            report.problems.push(
              `${routeKey(route)} ${place}.${field.join('.')} ${JSON.stringify(text)}: ${problem}`,
            );
        }
      }
    }
    const after = await databaseChecksum(subject.database.handle);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0) {
      report.stateChanges += 1;
      report.problems.push(`${routeKey(route)} changed ${changed.join(', ')} while refusing`);
    }
  }
  return report;
}

async function sendOne(
  subject: AuditedApp,
  route: RegisteredRoute,
  authorization: string | undefined,
  examples: Record<Place, unknown>,
  place: Place,
  field: string[],
  text: string,
): Promise<string | undefined> {
  const input = (of: Place) => (of === place ? withValueAt(examples[of], field, text) : examples[of]);
  const text$ = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const asText = (value: unknown) =>
    Object.fromEntries(Object.entries(value ?? {}).map(([key, inner]) => [key, text$(inner)]));
  const path = asText(input('path'));
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? '1'),
  );
  const response = await send(subject.app, {
    method: route.method,
    url: concreteUrl(url),
    authorization,
    ...(route.inputs.query ? { query: asText(input('query')) } : {}),
    // A body that is one string goes as JSON text, not as the raw payload `send` takes a string for.
    ...(route.inputs.body
      ? { body: typeof input('body') === 'string' ? JSON.stringify(input('body')) : input('body') }
      : {}),
  });
  if (response.statusCode >= 500) return 'HTTP 5xx';
  if (response.statusCode !== 422)
    return `HTTP ${String(response.statusCode)}, not 422: ${response.body.slice(0, 160)}`;
  const envelope = errorEnvelopeOf(response);
  if (typeof envelope === 'string') return envelope;
  const expected = `${place}${field.length > 0 ? `.${field.join('.')}` : ''}`;
  const named = (envelope.Errors ?? []).some((error) => error.Field === expected);
  return named ? undefined : `does not name ${expected}: ${JSON.stringify(envelope.Errors)}`;
}
