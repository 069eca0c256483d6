/*
 * The shape of one entry of the call table. Type-only imports: the table must load without zod, since
 * the web app's start-up imports it (`@portal/contract/calls`).
 */
import type { z } from 'zod';
import type * as contract from '../index.js';
import type { ServiceHosts } from '../system.js';

type Contract = typeof contract;

/** The export name of one of the contract's zod schemas: a misspelt or non-schema name does not compile. */
export type SchemaName = {
  [Name in keyof Contract]: Contract[Name] extends z.ZodType ? Name : never;
}[keyof Contract];

/** The backend "hosts" of spec §7; each has its own base URL in the runtime configuration. */
export type ServiceHost = keyof ServiceHosts;

interface CallBase {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  /** Spec §7's backend host: the web client takes the base URL from it. */
  readonly host: ServiceHost;
  /** The OpenAPI tag and summary the route is documented with. */
  readonly tag: string;
  readonly summary: string;
  /** A longer OpenAPI description, where the summary cannot say why the call is safe as it is. */
  readonly description?: string;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** Path parameters (`:name` in `path`). */
  readonly params?: SchemaName;
  /**
   * A successful answer means the student's registrations changed (a seat taken, dropped or swapped): the
   * web app refreshes every view of them at once (apps/web/src/lib/registration-views.ts).
   */
  readonly changesRegistrations?: true;
  /**
   * A POST that changes nothing of the student's (a look-up, a check, a PDF, a ticket for the live stream):
   * not logged as a write when staff act as the student.
   */
  readonly readOnly?: true;
  /**
   * The body is multipart/form-data (text fields, then files), streamed by the handler through
   * platform/storage rather than validated as JSON: documented as such in OpenAPI.
   */
  readonly upload?: true;
  /**
   * An upload's text fields (sent before its files): documented in OpenAPI beside `files`, read by the
   * handler with this schema, and filled in by the security matrices like any other body. Every upload
   * call of the table names one.
   */
  readonly uploadFields?: SchemaName;
}

/** A JSON call: answers in the `{ Status, ReturnObject, Message }` envelope. */
export interface EnvelopeCall extends CallBase {
  /** The envelope's ReturnObject when the call succeeds. */
  readonly response: SchemaName;
  /** A refusal answers with ReturnObject null, so the envelope's ReturnObject is `response` or null. */
  readonly refusable?: true;
  readonly answer?: never;
}

/** A call answered with a file or a stream instead of the envelope. */
export interface FileCall extends CallBase {
  /** `file`: a stored document, streamed with its own media type. */
  readonly answer: 'pdf' | 'calendar' | 'csv' | 'event-stream' | 'file';
  readonly response?: never;
  readonly refusable?: never;
}

export type CallEntry = EnvelopeCall | FileCall;

type SchemaOf<Name> = Name extends SchemaName ? Contract[Name] : never;

/** What the call answers when it succeeds (a refusal is thrown by the client, never returned). */
export type ResponseOf<Call extends CallEntry> = Call extends { response: infer Name }
  ? z.infer<SchemaOf<Name>>
  : never;

/** What the caller sends: the schema's input type (before defaults and coercion). */
export type QueryOf<Call extends CallEntry> = Call extends { query: infer Name }
  ? z.input<SchemaOf<Name>>
  : never;
export type BodyOf<Call extends CallEntry> = Call extends { body: infer Name }
  ? z.input<SchemaOf<Name>>
  : never;
export type ParamsOf<Call extends CallEntry> = Call extends { params: infer Name }
  ? z.input<SchemaOf<Name>>
  : never;
