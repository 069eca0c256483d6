import * as contract from '@portal/contract';
import type { CallEntry, SchemaName } from '@portal/contract/calls';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentOf } from '../auth/authenticate.js';
import type { RouteAccess } from './access.js';
import { requestLanguage } from '../i18n/language.js';
import { refusal } from './envelope.js';
import { PortalHttpError } from './http-error.js';
import type { RegistrationCall } from './registration-call.js';
import { OTHER_STUDENT_MESSAGE } from './student-code-owner.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call-table entry the route was registered from: the route inventory test holds the two together. */
    call?: CallEntry;
    /** A payment provider's server-to-server callback, authenticated by its signature: no per-address limit. */
    signedByProvider?: boolean;
  }
}

type Contract = typeof contract;
// `infer … extends`: with `Call[Place] extends SchemaName`, checking the alias compared every schema name
// with every other (a quarter of the server's type-checking time).
type Input<
  Call extends CallEntry,
  Place extends 'query' | 'body' | 'params',
> = Call[Place] extends infer Name extends SchemaName ? z.output<Contract[Name]> : unknown;

/** The request types of a call, from the schemas its table entry names. */
export interface CallGeneric<Call extends CallEntry> {
  Querystring: Input<Call, 'query'>;
  Body: Input<Call, 'body'>;
  Params: Input<Call, 'params'>;
}

export type CallHandler<Call extends CallEntry> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  CallGeneric<Call>,
  FastifyContextConfig,
  FastifySchema,
  ZodTypeProvider
>;

/**
 * "Is this your student code": the legacy client sends the student's code with some calls; it is never
 * trusted, the token decides. A code naming another student is answered without a word about them:
 * a refusal in the envelope (403), or HTTP 404 where the answer is a file. A call whose body may be left out
 * (the requirement sheet's) names a field of the body it takes when one is sent.
 */
export type OwnerField<Call extends CallEntry> =
  | { body: keyof NonNullable<Input<Call, 'body'>> & string; otherStudent?: 'refusal' | 'not-found' }
  | { query: keyof NonNullable<Input<Call, 'query'>> & string; otherStudent?: 'refusal' | 'not-found' };

export interface CallRouteOptions<Call extends CallEntry> {
  access: RouteAccess;
  refusedWhileImpersonating?: true;
  /** The answer carries a token or a ticket: never stored by any cache (cache-policy.ts). */
  credential?: true;
  registration?: RegistrationCall;
  onRequest?: onRequestHookHandler | onRequestAsyncHookHandler;
  owner?: OwnerField<Call>;
  signedByProvider?: true;
  /** Bytes the body may have, where a call takes a file larger than the app's 1 MB default (a bank statement). */
  bodyLimit?: number;
}

const bearer = [{ bearer: [] }];

const pdf = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ description: 'application/pdf', type: 'string', format: 'binary' });

const binary = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ description: 'a stored document, with its own media type', type: 'string', format: 'binary' });

/**
 * How an `upload` call's body is documented (api-docs.ts adds it to the operation): multipart/form-data
 * with the call's text fields (`uploadFields`, as the sender writes them) and one or more documents under
 * `files`. No schema validates the whole body: the upload platform reads it as it streams
 * (platform/storage/receive-upload.ts) and the handler reads the fields with their schema.
 */
export function uploadRequestBody(entry: CallEntry) {
  const fields = entry.uploadFields
    ? z.toJSONSchema(contract[entry.uploadFields], { io: 'input', unrepresentable: 'any' })
    : {};
  const properties = 'properties' in fields && typeof fields.properties === 'object' ? fields.properties : {};
  const required: unknown[] = 'required' in fields && Array.isArray(fields.required) ? fields.required : [];
  return {
    type: 'object',
    properties: { ...properties, files: { type: 'array', items: { type: 'string', format: 'binary' } } },
    required: [...required, 'files'],
  };
}

/** The documented 200 answer: the envelope around the entry's response, or the file it sends. */
function answerSchema(entry: CallEntry): unknown {
  if (entry.response !== undefined) {
    const returned: z.ZodType = contract[entry.response];
    return contract.envelope(entry.refusable ? returned.nullable() : returned);
  }
  if (entry.answer === 'pdf') return pdf;
  if (entry.answer === 'calendar') return { content: { 'text/calendar': { schema: z.string() } } };
  if (entry.answer === 'csv') return { content: { 'text/csv': { schema: z.string() } } };
  if (entry.answer === 'file') return { content: { 'application/octet-stream': { schema: binary } } };
  return z.string().describe('text/event-stream');
}

function fieldOf(input: unknown, name: string): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const fields: [string, unknown][] = Object.entries(input);
  const value = fields.find(([field]) => field === name)?.[1];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Registers one call of the contract's call table: method, URL, schemas (the response in the envelope),
 * OpenAPI tag, summary and bearer security come from the entry, access and registration marks from the
 * module, and the ownership guard runs before the handler when the call declares one.
 */
export function registerCall<Call extends CallEntry>(
  app: FastifyInstance,
  entry: Call,
  options: CallRouteOptions<Call>,
  handler: CallHandler<Call>,
): void {
  const {
    access,
    refusedWhileImpersonating,
    credential,
    registration,
    onRequest,
    owner,
    signedByProvider,
    bodyLimit,
  } = options;
  if (entry.upload && entry.body) {
    throw new Error(`${entry.path}: an upload's body is multipart, read by platform/storage, not zod`);
  }
  if (entry.uploadFields && !entry.upload) {
    throw new Error(
      `${entry.path}: uploadFields names a multipart body's fields; this call is not an upload`,
    );
  }
  const config: FastifyContextConfig = {
    call: entry,
    access,
    ...(refusedWhileImpersonating ? { refusedWhileImpersonating } : {}),
    ...(credential ? { credential } : {}),
    ...(registration ? { registration } : {}),
    ...(signedByProvider ? { signedByProvider } : {}),
  };
  const schema: FastifySchema = {
    tags: [entry.tag],
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(access.kind === 'public' ? {} : { security: bearer }),
    ...(entry.params ? { params: contract[entry.params] } : {}),
    ...(entry.query ? { querystring: contract[entry.query] } : {}),
    ...(entry.body && !entry.upload ? { body: contract[entry.body] } : {}),
    ...(entry.upload ? { consumes: ['multipart/form-data'] } : {}),
    response: { 200: answerSchema(entry) },
  };
  // Read as plain names: resolving the field's key type for a generic call here made this file alone take
  // 26 of the server's 62 s of type checking (a comparison against every schema name of the contract).
  const ownerField: { body?: string; query?: string; otherStudent?: 'refusal' | 'not-found' } | undefined =
    owner;
  const guarded: CallHandler<Call> = ownerField
    ? async function (request, reply) {
        const given =
          ownerField.body !== undefined
            ? fieldOf(request.body, ownerField.body)
            : fieldOf(request.query, ownerField.query ?? '');
        if (!(await app.ownStudentCode(studentOf(request).studentId, given))) {
          if (ownerField.otherStudent === 'not-found') throw new PortalHttpError(404, OTHER_STUDENT_MESSAGE);
          return refusal('403', OTHER_STUDENT_MESSAGE, requestLanguage(request));
        }
        return handler.call(this, request, reply);
      }
    : handler;
  app.withTypeProvider<ZodTypeProvider>().route<CallGeneric<Call>>({
    method: entry.method,
    url: entry.path,
    config,
    schema,
    ...(onRequest ? { onRequest } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: guarded,
  });
}
