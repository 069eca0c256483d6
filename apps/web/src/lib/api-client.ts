import type { BodyOf, EnvelopeCall, ParamsOf, QueryOf, ResponseOf } from '@portal/contract/calls';
import type {
  FieldProblem,
  OK_STATUS,
  QUEUED_STATUS,
  ServiceHosts,
  WaitingRoomPlace,
} from '@portal/contract';
import { ApiError } from './api-error';
import { callTarget } from './call-url';
import { isWaitingRoomPlace } from './waiting-room';

/** The backend "hosts" of spec §7; each has its own base URL in the runtime configuration. */
export type ServiceHost = keyof ServiceHosts;

/** Type-checked against the contract's constant without importing the contract's runtime (and zod) for it. */
const OK: typeof OK_STATUS = '200';
const QUEUED: typeof QUEUED_STATUS = '503';

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * false: the caller answers HTTP errors itself (the start-up steps' alerts with Retry), so the catalogue's
   * general alert is not raised as well. 401 still logs out.
   */
  catalogue?: boolean;
  /** Headers for this call only, over the client's (e.g. the bearer token of a session being ended). */
  headers?: Record<string, string>;
}

/** What a call by table entry sends: its inputs typed by the entry's contract schemas. */
export interface CallOptions<Call extends EnvelopeCall> extends RequestOptions {
  query?: QueryOf<Call>;
  body?: BodyOf<Call>;
  /** Values of the path's `:name` parameters. */
  params?: ParamsOf<Call>;
}

export interface ApiClientOptions {
  /** Base URL of a host ('' = this origin). May wait for the runtime configuration. */
  baseUrl: (host: ServiceHost) => string | Promise<string>;
  fetch?: typeof fetch;
  /** Extra request headers (spec §7: MobPlatform, the bearer token…); read on every call. */
  headers?: () => Record<string, string>;
  /**
   * Spec §8: an HTTP 401 from any call ends the session (log out and reload). Called before rejecting, with
   * the headers the call was sent with, so a 401 for a token already replaced (impersonation stopped)
   * does not end the session that replaced it.
   */
  onUnauthorized?: (sentHeaders: Record<string, string>) => void;
  /** Spec §8's error catalogue for every other HTTP error status (see http-error-catalogue.ts). Called before rejecting. */
  onHttpError?: (httpStatus: number, url: string, sentHeaders: Record<string, string>) => void;
  /**
   * A registration call was not admitted: the server is at capacity and the student's place in the waiting
   * room came instead of an answer. Called before rejecting with an ApiError of kind `queued`, with the
   * headers the call was sent with: the place is in the line of the identity that asked.
   */
  onQueued?: (place: WaitingRoomPlace, sentHeaders: Record<string, string>) => void;
  /** A call whose table entry `changesRegistrations` succeeded: every view of registrations is stale. */
  onRegistrationsChanged?: () => void;
  /** True while the device has no network: changes are then refused before anything is sent. */
  isOffline?: () => boolean;
}

export interface ApiClient {
  /**
   * One call of the contract's call table (`library.getLibraryAccessCodes`): host, method and path
   * come from the entry, the answer's type from its response schema. The answer is not checked again here:
   * the server validates every response against the contract's zod schema before sending it
   * (fastify-type-provider-zod's serializer), and the envelope itself is checked. Validating in the
   * browser too would load zod and build every schema of the contract at start-up, measured at about
   * 170 ms of main-thread time on Lighthouse's emulated phone, for no check the server has not made.
   */
  call<Call extends EnvelopeCall>(entry: Call, options?: CallOptions<Call>): Promise<ResponseOf<Call>>;
}

/** A call that changes something of the student's: a POST the call table does not mark read-only. */
function isWrite(entry: EnvelopeCall): boolean {
  return entry.method === 'POST' && entry.readOnly !== true;
}

interface LooseEnvelope {
  Status: string;
  ReturnObject: unknown;
  Message?: unknown;
  RequestId?: unknown;
  Errors?: unknown;
}

function isEnvelope(body: unknown): body is LooseEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'Status' in body &&
    typeof body.Status === 'string' &&
    'ReturnObject' in body
  );
}

function isFieldProblem(value: unknown): value is FieldProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    'Field' in value &&
    typeof value.Field === 'string' &&
    'Problem' in value &&
    typeof value.Problem === 'string'
  );
}

/** The per-field problems of a 422, so a form can show each next to its field. */
function fieldProblems(value: unknown): FieldProblem[] {
  return Array.isArray(value) ? value.filter(isFieldProblem) : [];
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of the web app (CONVENTIONS.md 8): builds the URL from the host's base URL,
 * sends JSON, unwraps the `{ Status, ReturnObject, Message }` envelope, and turns every failure into an
 * `ApiError` that keeps the HTTP status or the server's refusal message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(
    method: 'GET' | 'POST',
    host: ServiceHost,
    /** The path with its parameters and query (call-url.ts). */
    target: string,
    payload: { body: unknown } | undefined,
    request: RequestOptions,
  ): Promise<T> {
    const url = `${await options.baseUrl(host)}${target}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers?.(),
      ...request.headers,
    };
    if (payload) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers,
        body: payload ? JSON.stringify(payload.body ?? {}) : undefined,
        signal: request.signal,
      });
    } catch (cause) {
      // An abort is the caller's decision (TanStack Query cancelling), not a network fault.
      if (request.signal?.aborted) throw cause;
      throw new ApiError({ kind: 'network', httpStatus: 0, cause });
    }
    if (response.status === 401) options.onUnauthorized?.(headers);
    else if (!response.ok && request.catalogue !== false)
      options.onHttpError?.(response.status, url, headers);

    const body = await readJson(response);
    const envelope = isEnvelope(body) ? body : undefined;
    if (!response.ok) {
      throw new ApiError({
        kind: 'http',
        httpStatus: response.status,
        status: envelope?.Status,
        serverMessage: optionalString(envelope?.Message),
        problems: fieldProblems(envelope?.Errors),
        requestId: optionalString(envelope?.RequestId) ?? response.headers.get('x-request-id') ?? undefined,
      });
    }
    if (!envelope) throw new ApiError({ kind: 'malformed', httpStatus: response.status });
    if (envelope.Status === QUEUED && isWaitingRoomPlace(envelope.ReturnObject)) {
      options.onQueued?.(envelope.ReturnObject, headers);
      throw new ApiError({
        kind: 'queued',
        httpStatus: response.status,
        status: envelope.Status,
        serverMessage: optionalString(envelope.Message),
      });
    }
    if (envelope.Status !== OK) {
      throw new ApiError({
        kind: 'refusal',
        httpStatus: response.status,
        status: envelope.Status,
        serverMessage: optionalString(envelope.Message),
        answer: envelope.ReturnObject,
      });
    }
    // Where response JSON takes its contract type: see the note on `call` in ApiClient above.
    return envelope.ReturnObject as T;
  }

  return {
    call: async <Call extends EnvelopeCall>(entry: Call, inputs: CallOptions<Call> = {}) => {
      // Refused here rather than left to fail or wait: a change the student asked for offline must not
      // happen later without them knowing (issue 31), and one place covers every page's writes.
      if (isWrite(entry) && options.isOffline?.()) throw new ApiError({ kind: 'offline', httpStatus: 0 });
      const { query, body, params, ...rest } = inputs;
      const target = callTarget(entry.path, { query, params });
      const answer =
        entry.method === 'GET'
          ? await request<ResponseOf<Call>>('GET', entry.host, target, undefined, rest)
          : await request<ResponseOf<Call>>('POST', entry.host, target, { body }, rest);
      if (entry.changesRegistrations) options.onRegistrationsChanged?.();
      return answer;
    },
  };
}
