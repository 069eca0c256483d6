import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';
import { mapRowsOnce } from './row-mapping.js';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot read as a named prepared statement: drizzle builds its SQL text once per database handle instead of
 * on every call (a quarter of the server's CPU under load was query building), and on PostgreSQL each pooled
 * connection parses and plans it once. `build` must give the same statement every time for one `name`
 * (names are `<module>.<query>`); the values go in through `sql.placeholder`. Inside a transaction the
 * handle is new each time, so there it is only built, not kept.
 */
export function prepared<Statement>(
  db: Database,
  name: string,
  build: (db: Database, name: string) => Statement,
): Statement {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  const known = byName.get(name);
  if (known !== undefined) return known as Statement;
  const statement = build(db, name);
  mapRowsOnce(statement);
  byName.set(name, statement);
  return statement;
}

/**
 * A condition on a value fixed in the code (`status = 'registered'`), written into the statement's text
 * instead of sent as a parameter. PostgreSQL plans a prepared statement once for all parameters (a generic
 * plan) only when that plan is not worse than planning each call; a fixed value sent as a parameter hides
 * a partial index or a selective filter from the generic plan, so it kept planning every call, which cost
 * more than running the statement. Never for a value that comes from a request.
 */
export function fixedValue(condition: SQL): SQL {
  return condition.inlineParams();
}

/**
 * `column = any($n)`: a list of values as one array parameter, so a prepared statement serves lists of
 * every length (`in ($1, …, $n)` is a different statement, parsed and planned anew, for each length).
 */
export function inList(column: SQLWrapper, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)})`;
}
