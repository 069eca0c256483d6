import fc from 'fast-check';
import type { ZodType } from 'zod';
import {
  apiRoutes,
  openApiDocument,
  routeInputs,
  routeKey,
  type AuditedApp,
  type JsonSchema,
  type RegisteredRoute,
} from './audited-app.js';
import type { Cast } from './callers.js';
import { concreteUrl, errorEnvelopeOf, send } from './calls.js';
import { databaseChecksum } from './database-state.js';
import { exampleOf } from './examples.js';
import { firstUnstorablePath } from '../../platform/http/well-formed-input.js';

/** Strings that break naive code: empty, huge, control and bidi characters, lone surrogates, SQL and HTML. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDFFF',
    '\u202E\u2066evil',
    '\uFEFF',
    'ﷺ'.repeat(50),
    'e\u0301'.repeat(100),
    '👩‍👩‍👧‍👦'.repeat(20),
    "' or 1=1 --",
    '"; drop table students; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '-1',
    '0',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '0x10',
    'true',
    'null',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** JSON values of every type at their limits. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, () => 1)),
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
const nastyKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS, '', ' ', '\u0000', 'a'.repeat(10_000)),
  fc.string(),
);

/** A body as raw JSON text; keys like `__proto__` survive only this way, JSON.stringify drops them. */
interface Raw {
  raw: string;
}

export function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && 'raw' in value && typeof value.raw === 'string';
}

type Mutation =
  | { kind: 'replace-all'; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'pollute'; key: string }
  | { kind: 'malformed'; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'replace-all' as const, value })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'drop' as const, pick })) },
  {
    weight: 6,
    arbitrary: fc.record({ pick: fc.nat(), value: nastyValue }).map((m) => ({ kind: 'set' as const, ...m })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ key: nastyKey, value: nastyValue }).map((m) => ({ kind: 'extra' as const, ...m })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...POLLUTION_KEYS).map((key) => ({ kind: 'pollute' as const, key })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', '{"a":"\\u00"}', '1e99999')
      .map((text) => ({ kind: 'malformed' as const, text })),
  },
);

function applyTo(base: Record<string, unknown>, names: string[], change: Mutation): unknown {
  const value: Record<string, unknown> = { ...base };
  const name = names.length > 0 ? names[('pick' in change ? change.pick : 0) % names.length] : undefined;
  switch (change.kind) {
    case 'replace-all':
      return change.value;
    case 'drop':
      if (name !== undefined) value[name] = undefined;
      return value;
    case 'set':
      if (name !== undefined) value[name] = change.value;
      return value;
    case 'extra':
      value[change.key] = change.value;
      return value;
    case 'pollute':
      return {
        raw: `{${Object.entries(value)
          .map(
            ([key, item]) => `${JSON.stringify(key)}:${item === undefined ? 'null' : JSON.stringify(item)}`,
          )
          .concat(`${JSON.stringify(change.key)}:{"polluted":true,"prototype":{"polluted":true}}`)
          .join(',')}}`,
      } satisfies Raw;
    case 'malformed':
      return { raw: change.text } satisfies Raw;
  }
}

/** Query strings and paths are text: raw-JSON mutations become an extra (or polluting) key there. */
function asTextChange(change: Mutation): Mutation {
  if (change.kind === 'pollute') return { kind: 'extra', key: change.key, value: 1 };
  if (change.kind === 'malformed') return { kind: 'extra', key: change.text, value: 1 };
  return change;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('raw' in value)
    ? { ...value }
    : {};
}

/** How a query string carries a value: text, repeated keys for arrays, JSON for the rest. */
function queryValue(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    return value.slice(0, 50).map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface FuzzCase {
  query: Record<string, string | string[]> | undefined;
  body: unknown;
  path: Record<string, string>;
}

function objectOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const example = schema ? exampleOf(schema) : {};
  return asRecord(example);
}

/** Invalid and boundary requests for one route, starting from a valid one and breaking 1–3 things. */
export function fuzzCases(
  route: RegisteredRoute,
  schemas: ReturnType<typeof routeInputs>,
): fc.Arbitrary<FuzzCase> {
  const places = (['query', 'body', 'path'] as const).filter((place) => route.inputs[place] !== undefined);
  const base = {
    query: objectOf(schemas.query),
    body: objectOf(schemas.body),
    path: objectOf(schemas.path),
  };
  return fc
    .array(fc.record({ place: fc.constantFrom(...places), change: mutation }), { minLength: 1, maxLength: 3 })
    .map((changes) => {
      let query: unknown = base.query;
      let body: unknown = base.body;
      let path: unknown = base.path;
      for (const { place, change } of changes) {
        const names = Object.keys(schemas[place]?.properties ?? {});
        if (place === 'body') body = applyTo(asRecord(body), names, change);
        else if (place === 'query') query = applyTo(asRecord(query), names, asTextChange(change));
        else path = applyTo(asRecord(path), names, asTextChange(change));
      }
      const queryEntries: [string, string | string[]][] =
        typeof query === 'object' && query !== null && !Array.isArray(query)
          ? Object.entries(query).flatMap(([key, value]) => {
              const text = queryValue(value);
              return text === undefined ? [] : [[key, text]];
            })
          : [['q', queryValue(query) ?? '']];
      const pathValues = Object.fromEntries(
        Object.entries(asRecord(path)).map(([name, value]) => [name, String(queryValue(value) ?? '')]),
      );
      return {
        query: route.inputs.query ? Object.fromEntries(queryEntries) : undefined,
        body: route.inputs.body ? body : undefined,
        path: pathValues,
      };
    });
}

/**
 * Text the database cannot store (NUL, a lone surrogate) passes a zod string schema, so such a case is sent
 * even when the schemas accept it: the server must refuse it before any statement (422), never with a 500.
 */
function carriesUnstorableText(fuzzCase: FuzzCase): boolean {
  let body: unknown = fuzzCase.body;
  if (isRaw(body)) {
    try {
      body = JSON.parse(body.raw);
    } catch {
      return false;
    }
  }
  return (
    firstUnstorablePath(body) !== undefined || urlCarriesNul(fuzzCase.query) || urlCarriesNul(fuzzCase.path)
  );
}

/**
 * What reaches the server in a URL: a NUL (%00) in a key or value that is sent. A lone surrogate has no
 * percent-encoding (the client replaces it), and a key without values is not sent at all.
 */
function urlCarriesNul(input: Record<string, string | string[]> | undefined): boolean {
  return Object.entries(input ?? {}).some(([key, value]) => {
    const values = Array.isArray(value) ? value : [value];
    return values.length > 0 && [key, ...values].some((text) => text.includes('\u0000'));
  });
}

/** Whether the route's own zod schemas would accept the case: only refused cases are sent (and see above). */
export function acceptedBySchemas(route: RegisteredRoute, fuzzCase: FuzzCase): boolean {
  const accepts = (schema: ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;
  let body: unknown = fuzzCase.body;
  if (isRaw(body)) {
    const raw = body.raw;
    try {
      body = JSON.parse(raw);
    } catch {
      return false;
    }
    if (pollutes(body)) return false;
  }
  return (
    accepts(route.inputs.body, body) &&
    accepts(route.inputs.query, asServerParsesIt(fuzzCase.query ?? {})) &&
    accepts(route.inputs.path, fuzzCase.path)
  );
}

/**
 * Whether Fastify's JSON parser refuses the value outright: a `__proto__` key, or a `constructor` object
 * with a `prototype` key, at any depth (zod alone would strip them and accept the rest).
 */
function pollutes(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(pollutes);
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructor: unknown = Object.getOwnPropertyDescriptor(value, 'constructor')?.value;
  if (typeof constructor === 'object' && constructor !== null && Object.hasOwn(constructor, 'prototype'))
    return true;
  return Object.values(value).some(pollutes);
}

/** A query as the server reads it back: one value is a string, repeated keys an array, none absent. */
function asServerParsesIt(query: Record<string, string | string[]>): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 1 && values[0] !== undefined) parsed[key] = values[0];
    else if (values.length > 1) parsed[key] = values;
  }
  return parsed;
}

export interface FuzzReport {
  routes: number;
  cases: number;
  serverErrors: number;
  stateChanges: number;
  /** The first problems found, one line each (5xx, accepted invalid input, wrong envelope, pollution). */
  problems: string[];
  durationMs: number;
}

export function authorizationFor(cast: Cast, route: RegisteredRoute): Promise<string | undefined> {
  const access = route.access;
  if (!access || access.kind === 'public') return Promise.resolve(undefined);
  if (access.kind === 'staff') return cast.authorization(access.roles[0] ?? 'registrar');
  return cast.authorization('student');
}

/** What a refused case must answer: a 4xx error envelope; a 422 names fields of the place it broke. */
function caseProblem(status: number, envelope: ReturnType<typeof errorEnvelopeOf>): string | undefined {
  if (status >= 500) return `HTTP ${String(status)}`;
  if (status < 400) return `accepted (HTTP ${String(status)})`;
  if (typeof envelope === 'string') return envelope;
  if (envelope.Message.trim() === '') return 'a refusal without a message';
  const unnamed = (envelope.Errors ?? []).filter((error) => !/^(body|query|path)\b/.test(error.Field));
  if (unnamed.length > 0) return `problems not named by field: ${JSON.stringify(unnamed)}`;
  return undefined;
}

/**
 * Sends `totalCases` invalid or boundary requests, spread over every /api route that takes input, each as
 * a caller the route admits (so the schema, not the policy, is what refuses them). Every answer must be a
 * 4xx error envelope; the database must be byte-for-byte the same after each route's cases.
 */
export async function fuzzRoutes(
  subject: AuditedApp,
  cast: Cast,
  totalCases: number,
  seed: number,
): Promise<FuzzReport> {
  const started = performance.now();
  const document = await openApiDocument(subject.app);
  const targets = apiRoutes(subject.routes).filter((route) => Object.values(route.inputs).some(Boolean));
  const perRoute = Math.max(1, Math.ceil(totalCases / Math.max(1, targets.length)));
  const report: FuzzReport = {
    routes: targets.length,
    cases: 0,
    serverErrors: 0,
    stateChanges: 0,
    problems: [],
    durationMs: 0,
  };
  const note = (line: string) => {
    if (report.problems.length < 20) report.problems.push(line);
  };
  for (const route of targets) {
    const authorization = await authorizationFor(cast, route);
    const before = await databaseChecksum(subject.database.handle);
    const run = fc.assert(
      fc.asyncProperty(fuzzCases(route, routeInputs(document, route)), async (fuzzCase) => {
        fc.pre(!acceptedBySchemas(route, fuzzCase) || carriesUnstorableText(fuzzCase));
        const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
          encodeURIComponent(fuzzCase.path[name] ?? ''),
        );
        const response = await send(subject.app, {
          method: route.method,
          url: concreteUrl(url),
          authorization,
          ...(fuzzCase.query ? { query: fuzzCase.query } : {}),
          ...(fuzzCase.body === undefined
            ? {}
            : { body: isRaw(fuzzCase.body) ? fuzzCase.body.raw : fuzzCase.body }),
        });
        report.cases += 1;
        if (response.statusCode >= 500) report.serverErrors += 1;
        const problem = caseProblem(response.statusCode, errorEnvelopeOf(response));
        if (problem) note(`${routeKey(route)} ${JSON.stringify(fuzzCase).slice(0, 300)}: ${problem}`);
        if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'))
          note(`${routeKey(route)} polluted Object.prototype`);
      }),
      { numRuns: perRoute, seed, maxSkipsPerRun: 1000, endOnFailure: true },
    );
    // e.g. a schema so loose that no generated case breaks it: said once, not thrown, so other routes run.
    await run.catch((error: unknown) => {
      note(
        `${routeKey(route)}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
      );
    });
    const after = await databaseChecksum(subject.database.handle);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0) {
      report.stateChanges += 1;
      note(`${routeKey(route)} changed ${changed.join(', ')} while refusing`);
    }
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
