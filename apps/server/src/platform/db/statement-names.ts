import type pg from 'pg';

/** Longer texts are bulk loads and one-off reports: not worth a server-side statement each. */
const MAX_TEXT_LENGTH = 8_000;
/** Distinct statements named per process, and kept per connection: bounds the server's memory for them. */
const MAX_NAMES = 5_000;
const MAX_PER_CONNECTION = 1_000;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMES) return known;
  const name = `portal.${String(names.size + 1)}`;
  names.set(text, name);
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Every statement with parameters runs as a named statement on this connection: PostgreSQL parses it once
 * per connection and, after five runs, plans it once (a generic plan, when that is not worse than planning
 * each call). The registration path's statements were built by drizzle on every call and sent unnamed, so
 * PostgreSQL planned each one every time, often for longer than it ran (docs/BENCHMARKS.md). Statements
 * that `prepared()` already names keep their name; one without parameters (`begin`, `commit`) goes as text.
 */
export function nameStatements(client: pg.Client): void {
  const own = new Set<string>();
  // The class's own method, looked up on every call: what wraps or watches it there still sees each statement.
  const prototype = Object.getPrototypeOf(client) as { query: Query };
  // The pool's own `query` passes a callback (third, or second without values): it must reach the driver.
  const named: Query = function (this: pg.Client, config, values, callback) {
    const statement: pg.QueryConfig | undefined =
      typeof config === 'string' ? { text: config } : ((config as pg.QueryConfig | null) ?? undefined);
    const parameters = typeof values === 'function' ? statement?.values : (values ?? statement?.values);
    if (
      !statement ||
      statement.name !== undefined ||
      !Array.isArray(parameters) ||
      parameters.length === 0 ||
      statement.text.length > MAX_TEXT_LENGTH
    ) {
      return prototype.query.call(this, config, values, callback);
    }
    const name = nameOf(statement.text);
    if (name === undefined || (!own.has(name) && own.size >= MAX_PER_CONNECTION)) {
      return prototype.query.call(this, config, values, callback);
    }
    own.add(name);
    return prototype.query.call(this, { ...statement, name }, values, callback);
  };
  client.query = named as unknown as typeof client.query;
}
