/**
 * What a log line may say about an error (pino's `err` serializer for every logger of the app). Database
 * errors carry what the statement was given: drizzle's DrizzleQueryError puts the parameters in its
 * message and in `params`, the drivers' errors keep `params`, and PostgreSQL quotes the failing row in
 * `detail` ("Failing row contains (…)") and a rejected value in the message of a data exception. Those may
 * be a student's answers (course-evaluation comments) or anything else a request carried, so none of them
 * is kept: the line names the statement, the SQLSTATE and the constraint, table or column, never a value.
 */

/** Fields of a PostgreSQL error that name things, not values. */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'];
/** SQLSTATE class 22, data exception: its messages quote the value refused. */
const DATA_EXCEPTION = /^22/;
const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Errors that come from the database or carry a statement: the drivers' and drizzle's. */
function isDatabaseError(fields: Record<string, unknown>): boolean {
  return (
    'params' in fields ||
    'query' in fields ||
    (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields)
  );
}

function safeMessage(message: string, fields: Record<string, unknown>): string {
  if (typeof fields.query === 'string' && message.startsWith('Failed query:')) {
    return `Failed query: ${fields.query}`;
  }
  if (typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code)) {
    return `data exception (SQLSTATE ${fields.code})`;
  }
  return message;
}

/** The stack's frames under a safe first line: the original first lines repeat the message. */
function safeStack(stack: unknown, type: string, message: string): string {
  const frames = (typeof stack === 'string' ? stack : '')
    .split('\n')
    .filter((line) => line.startsWith('    at '));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: Error, depth: number): LoggedError {
  // The error's own fields (drivers and drizzle set theirs as plain properties; message and stack are not).
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(error));
  const type = error.constructor.name;
  if (!isDatabaseError(fields)) {
    const logged: LoggedError = { type, message: error.message, stack: error.stack ?? '' };
    for (const [name, value] of Object.entries(fields)) {
      if (name !== 'cause' && (typeof value === 'string' || typeof value === 'number')) logged[name] = value;
    }
    if (error.cause instanceof Error && depth < MAX_CAUSES) logged.cause = serialize(error.cause, depth + 1);
    return logged;
  }
  const message = safeMessage(error.message, fields);
  const logged: LoggedError = { type, message, stack: safeStack(error.stack, type, message) };
  if (typeof fields.query === 'string') logged.query = fields.query;
  for (const name of NAMING_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') logged[name] = value;
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) logged.cause = serialize(error.cause, depth + 1);
  return logged;
}

/** pino's `err` serializer: errors as above; anything else that is not an Error is logged as its type. */
export function errorForLog(error: unknown): LoggedError {
  if (error instanceof Error) return serialize(error, 0);
  return {
    type: isRecord(error) ? 'object' : typeof error,
    message: 'a value that is not an Error was thrown',
    stack: '',
  };
}
