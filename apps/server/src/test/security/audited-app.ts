import type { CallEntry } from '@portal/contract/calls';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z, type ZodType } from 'zod';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { RouteAccess } from '../../platform/http/access.js';
import { calmLoad } from '../app.js';
import { createTestDatabase, type TestDatabase } from '../database.js';
import { rememberRoutes } from './upload-body.js';

/** A route as registered, with what the security matrices need to know about it. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  refusedWhileImpersonating: boolean;
  /** Hidden from the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  /** The contract's zod schemas the route validates with, by place. */
  inputs: { query?: ZodType; body?: ZodType; path?: ZodType };
  /** The schema its 200 answer is serialised with. */
  answer: ZodType | undefined;
  /** Marked as answering credentials (`config.credential`): no-store on every answer. */
  credential: boolean;
  /** The call-table entry it was registered from (`registerCall`); none for a hand-registered route. */
  call: CallEntry | undefined;
}

export interface AuditedApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every route Fastify registered, one entry per method. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

function zodOrUndefined(schema: unknown): ZodType | undefined {
  return schema instanceof z.ZodType ? schema : undefined;
}

function responseSchemaOf(response: unknown): unknown {
  return typeof response === 'object' && response !== null && '200' in response ? response[200] : undefined;
}

/** "GET /api/x": how the matrices name a route. */
export const routeKey = (route: { method: string; url: string }): string => `${route.method} ${route.url}`;

/**
 * The real app on its own database (PGlite, or PostgreSQL with TEST_DATABASE_URL), recording every route
 * as it registers — including probe routes a test adds — so no route can escape the matrices. Rate limits
 * are raised: the matrices send thousands of calls from one address on purpose.
 */
export async function buildAuditedApp(
  environment: Record<string, string> = {},
  options: { probes?: (app: FastifyInstance) => void; logStream?: { write(line: string): void } } = {},
): Promise<AuditedApp> {
  // Its own data directory: uploads the matrices send are kept there, and removed with it on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-audited-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
    RATE_LIMIT_USER_PER_MINUTE: '1000000',
    REGISTRATION_CALLS_PER_MINUTE: '1000000',
    CALENDAR_FEED_PER_MINUTE: '10000',
    CALENDAR_FEED_ADDRESS_PER_MINUTE: '1000000',
    ...environment,
  });
  const database = await createTestDatabase();
  const routes: RegisteredRoute[] = [];
  const record = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        refusedWhileImpersonating: route.config?.refusedWhileImpersonating === true,
        credential: route.config?.credential === true,
        call: route.config?.call,
        answer: zodOrUndefined(responseSchemaOf(route.schema?.response)),
        hidden: route.schema?.hide === true,
        inputs: {
          query: zodOrUndefined(route.schema?.querystring),
          body: zodOrUndefined(route.schema?.body),
          path: zodOrUndefined(route.schema?.params),
        },
      });
    }
  };
  const app = await buildApp({
    config,
    database: database.handle,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    onRoute: record,
    // As in buildTestApp: a busy test machine must not queue the matrices' registration calls.
    loadSampler: calmLoad(),
  });
  // Filled as routes register (probes included): `send` reads it to send uploads as multipart.
  rememberRoutes(app, routes);
  options.probes?.(app);
  await app.ready();
  return {
    app,
    database,
    routes,
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The portal's API: routes under /api except the docs UI (HTML and its assets, documented by nature), and
 * without the HEAD twins Fastify adds to every GET (same handler, no body).
 */
export function apiRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'HEAD' &&
      !route.hidden,
  );
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      properties: z.record(z.string(), jsonSchema).optional(),
      required: z.array(z.string()).optional(),
      items: jsonSchema.optional(),
      anyOf: z.array(jsonSchema).optional(),
      oneOf: z.array(jsonSchema).optional(),
      allOf: z.array(jsonSchema).optional(),
      enum: z.array(z.unknown()).optional(),
      const: z.unknown().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.number().optional(),
      exclusiveMaximum: z.number().optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      minItems: z.number().optional(),
      maxItems: z.number().optional(),
      pattern: z.string().optional(),
      format: z.string().optional(),
      default: z.unknown().optional(),
      additionalProperties: z.union([z.boolean(), jsonSchema]).optional(),
    })
    .loose(),
);

/** The subset of JSON Schema the contract's zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

const parameter = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchema,
});

const operation = z.object({
  parameters: z.array(parameter).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchema })) }).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
});
export type Operation = z.infer<typeof operation>;

const openApi = z.object({ paths: z.record(z.string(), z.record(z.string(), operation)) });
export type OpenApiDocument = z.infer<typeof openApi>;

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  return openApi.parse(response.json());
}

/** Fastify writes `/x/:id`, OpenAPI `/x/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What a route accepts, read from its OpenAPI operation (generated from the contract's zod schemas). */
export interface RouteInputs {
  query: JsonSchema | undefined;
  path: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

function parametersIn(operation: Operation, place: string): JsonSchema | undefined {
  const found = (operation.parameters ?? []).filter((p) => p.in === place);
  if (found.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(found.map((p) => [p.name, p.schema])),
    required: found.filter((p) => p.required === true).map((p) => p.name),
  };
}

export function routeInputs(document: OpenApiDocument, route: { method: string; url: string }): RouteInputs {
  const found = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`${routeKey(route)} is not in the OpenAPI document`);
  return {
    query: parametersIn(found, 'query'),
    path: parametersIn(found, 'path'),
    body: found.requestBody?.content['application/json']?.schema ?? uploadFieldsOf(found),
  };
}

/** An upload's text fields: its multipart body without the files (the matrices send one tiny PDF). */
function uploadFieldsOf(operation: Operation): JsonSchema | undefined {
  const form = operation.requestBody?.content['multipart/form-data']?.schema;
  if (!form) return undefined;
  const fields = Object.entries(form.properties ?? {}).filter(([name]) => name !== 'files');
  return {
    ...form,
    properties: Object.fromEntries(fields),
    required: (form.required ?? []).filter((name) => name !== 'files'),
  };
}
