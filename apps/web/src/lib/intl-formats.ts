/**
 * Intl formatters, made once per language and options and then shared: making one looks up the locale's
 * data and costs far more than formatting with it, and pages format every row of a table, and a countdown
 * every second, on each render (on a slow phone the formatters of home's first render alone were tens of
 * milliseconds of blocked input).
 */
const made = new Map<string, unknown>();

function shared<T>(
  kind: string,
  language: string | undefined,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${language ?? ''}|${JSON.stringify(options ?? {})}`;
  const known = made.get(key) as T | undefined;
  if (known !== undefined) return known;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export const dateTimeFormat = (language?: string, options?: Intl.DateTimeFormatOptions) =>
  shared('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language?: string, options?: Intl.NumberFormatOptions) =>
  shared('number', language, options, () => new Intl.NumberFormat(language, options));

export const listFormat = (language?: string, options?: Intl.ListFormatOptions) =>
  shared('list', language, options, () => new Intl.ListFormat(language, options));

export const relativeTimeFormat = (language?: string, options?: Intl.RelativeTimeFormatOptions) =>
  shared('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));
