import type { LightMyRequestResponse } from 'fastify';
import { apiRoutes, routeInputs, routeKey, type AuditedApp, type OpenApiDocument } from './audited-app.js';
import { concreteUrl, send } from './calls.js';
import { rowsOfStudent } from './database-state.js';
import { exampleOf } from './examples.js';
import { IDENTIFIER_FIELDS, type IdentifierFields, type IdentifierKind } from './identifier-fields.js';
import { authorizationOf, fingerprints, type StudentRecords } from './student-records.js';

type Place = 'query' | 'body' | 'path';

/** Answer keys that carry a record's id, and the kind of record they name. */
const ID_KEYS: Readonly<Record<string, IdentifierKind>> = {
  StudentId: 'studentId',
  RegistrationId: 'registrationId',
  ImpersonationId: 'impersonationId',
  MessageId: 'messageId',
  AnnouncementId: 'announcementId',
  Id: 'auditEntryId',
  PaymentInvoiceRequestId: 'invoiceId',
  OrderId: 'orderId',
  DocumentId: 'documentId',
  GuestId: 'partyGuestId',
};

/** Every `{ key: id }` in an answer that names one of `owner`'s records by id. */
function idsOf(value: unknown, owner: StudentRecords, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) idsOf(item, owner, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const kind = ID_KEYS[key];
      if (kind !== undefined && item === owner[kind]) found.push(`${key}: ${String(item)}`);
      idsOf(item, owner, found);
    }
  }
  return found;
}

/** What of `owner`'s data an answer contains: their texts, or their records' ids. */
export function leakedData(response: LightMyRequestResponse, owner: StudentRecords): string[] {
  const texts = fingerprints(owner).filter((text) => response.body.includes(text));
  let ids: string[] = [];
  try {
    ids = idsOf(response.json(), owner);
  } catch {
    ids = [];
  }
  return [...texts, ...ids];
}

function fieldsOf(document: OpenApiDocument, route: { method: string; url: string }) {
  const inputs = routeInputs(document, route);
  const fields: Record<Place, Record<string, unknown>> = { query: {}, body: {}, path: {} };
  for (const place of ['query', 'body', 'path'] as const) {
    const schema = inputs[place];
    if (!schema) continue;
    const example = exampleOf(schema);
    fields[place] = typeof example === 'object' && example !== null ? { ...example } : {};
    for (const name of Object.keys(schema.properties ?? {})) fields[place][name] ??= undefined;
  }
  return fields;
}

/**
 * Object-level authorization (OWASP API1): every route student A may call, called as A with each
 * identifier of IDENTIFIER_FIELDS set to B's. Returns one line per problem: a route with inputs missing
 * from the map, a stale map entry, B's data in an answer, a change to B's rows, or a 5xx.
 */
export async function objectLevelProblems(
  subject: AuditedApp,
  document: OpenApiDocument,
  a: StudentRecords,
  b: StudentRecords,
  identifierFields: Readonly<Record<string, IdentifierFields>> = IDENTIFIER_FIELDS,
): Promise<string[]> {
  const problems: string[] = [];
  const handle = subject.database.handle;
  const reachable = apiRoutes(subject.routes).filter((route) => route.access?.kind !== 'staff');
  for (const route of reachable) {
    const key = routeKey(route);
    const fields = fieldsOf(document, route);
    const names = (['query', 'body', 'path'] as const).flatMap((place) =>
      Object.keys(fields[place]).map((name) => `${place}.${name}`),
    );
    const identifiers = identifierFields[key];
    if (names.length > 0 && identifiers === undefined) {
      problems.push(
        `${key} takes ${names.join(', ')} but test/security/identifier-fields.ts has no entry: add ` +
          `'${key}': { '<place.field>': '<kind>' } for each field naming a student's record, or {} if none does`,
      );
      continue;
    }
    for (const [field, kind] of Object.entries(identifiers ?? {})) {
      const [place, name] = field.split('.') as [Place, string];
      if (!names.includes(field)) {
        problems.push(`${key}: identifier-fields.ts names ${field}, which the route does not take`);
        continue;
      }
      fields[place][name] = place === 'body' ? b[kind] : String(b[kind]);
    }
    const query = Object.fromEntries(
      Object.entries(fields.query)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    const pathValues = Object.values(fields.path).map(String);
    let url = route.url;
    for (const value of pathValues) url = url.replace(/:[A-Za-z0-9_]+/, encodeURIComponent(value));
    const before = await rowsOfStudent(handle, b.studentId);
    const response = await send(subject.app, {
      method: route.method,
      url: concreteUrl(url),
      authorization: await authorizationOf(subject.app, a),
      query,
      ...(route.method === 'GET' ? {} : { body: fields.body }),
    });
    const after = await rowsOfStudent(handle, b.studentId);
    if (response.statusCode >= 500) problems.push(`${key}: HTTP ${String(response.statusCode)}`);
    // A call stopped before the handler (sign-in, policy, a start-up gate) would prove nothing. Public
    // routes pass no policy or gate, so a 401 there is the handler's own answer.
    if (route.access?.kind !== 'public' && [400, 401, 403].includes(response.statusCode)) {
      problems.push(`${key}: A's call never reached the route (HTTP ${String(response.statusCode)})`);
    }
    const leaks = leakedData(response, b);
    if (leaks.length > 0) problems.push(`${key} shows B's data to A: ${leaks.join(', ')}`);
    if (JSON.stringify(before) !== JSON.stringify(after))
      problems.push(`${key} changed B's rows when A called it`);
  }
  return problems;
}
