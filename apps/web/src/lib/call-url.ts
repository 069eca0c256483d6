/*
 * The URL parts of a call by table entry. Inputs arrive typed by the contract's schemas, whose input types
 * vary (numbers, strings, coerced values), so they are read here as plain values.
 */

/** The query's values as text, in the order given; undefined (and any non-scalar) values are left out. */
export function queryValues(query: unknown): [string, string][] {
  if (typeof query !== 'object' || query === null) return [];
  const values: [string, unknown][] = Object.entries(query);
  return values.flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [[name, String(value)]]
      : [],
  );
}

/** The entry's path with each `:name` replaced by its (URL-encoded) value from `params`. */
export function callPath(path: string, params: unknown): string {
  const values = new Map(queryValues(params));
  return path.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`The call ${path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** What follows the host's base URL: the entry's path with its parameters filled, then its query. */
export function callTarget(path: string, inputs: { query?: unknown; params?: unknown } = {}): string {
  const query = new URLSearchParams(queryValues(inputs.query)).toString();
  const target = callPath(path, inputs.params);
  return query ? `${target}?${query}` : target;
}
