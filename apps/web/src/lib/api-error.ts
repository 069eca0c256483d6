import type { FieldProblem } from '@portal/contract';

/**
 * - `http`: the server answered with an HTTP error status (401, 404, 422, 5xx…), `httpStatus` says which.
 * - `refusal`: HTTP 200 but the envelope's Status is not "200": a business refusal whose Message the page shows.
 * - `network`: no answer at all (offline, DNS, connection reset).
 * - `malformed`: an answer that is not a portal envelope (a proxy's HTML error page, truncated JSON).
 * - `queued`: a registration call the server did not admit yet: the student waits in the waiting room
 *   (lib/waiting-room.ts shows it); nothing was done, and the page shows no error of its own.
 * - `offline`: a change asked for while the device has no network: refused before anything was sent, and
 *   never sent later (lib/api-client.ts).
 */
export type ApiErrorKind = 'http' | 'refusal' | 'network' | 'malformed' | 'queued' | 'offline';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The HTTP status of the answer; 0 when there was none. */
  httpStatus: number;
  /** The envelope's Status string when an envelope arrived ("200" never appears here). */
  status?: string;
  /** The server's human message, when it sent one. */
  serverMessage?: string;
  problems?: FieldProblem[];
  requestId?: string;
  /**
   * A refusal's ReturnObject: some refusals explain themselves in data (every refused change of a cart),
   * which the page reads with the contract's type of that call.
   */
  answer?: unknown;
  cause?: unknown;
}

/** The one error type every portal call rejects with, so pages handle failures without guessing. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly httpStatus: number;
  readonly status: string | undefined;
  readonly serverMessage: string | undefined;
  readonly problems: FieldProblem[];
  readonly requestId: string | undefined;
  readonly answer: unknown;

  constructor(details: ApiErrorDetails) {
    super(details.serverMessage ?? `${details.kind} error (HTTP ${details.httpStatus})`, {
      cause: details.cause,
    });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.httpStatus = details.httpStatus;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.problems = details.problems ?? [];
    this.requestId = details.requestId;
    this.answer = details.answer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
