/**
 * Errors that mean PostgreSQL could not be reached or dropped the connection, not that the statement or
 * the request was wrong: the request can succeed once the database is back, so it answers 503. drizzle
 * wraps the driver's error as its `cause`; a refused connection to a host with several addresses is an
 * AggregateError of one refusal per address.
 */

/** Node's socket failures: refused, reset, unreachable, timed out. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception); 57P01–57P03 (the server is shutting down, crashed or still
 * starting); 53300 (no connection slot free); 57014 (statement_timeout cancelled the statement).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres says these in words only (no code): the connection ended under a statement or at start. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

const MAX_CAUSES = 5;

function codeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function unavailable(error: Error): boolean {
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (DRIVER_MESSAGES.some((start) => error.message.startsWith(start))) return true;
  return (
    error instanceof AggregateError &&
    error.errors.some((inner) => inner instanceof Error && unavailable(inner))
  );
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    if (unavailable(current)) return true;
    current = current.cause;
  }
  return false;
}
