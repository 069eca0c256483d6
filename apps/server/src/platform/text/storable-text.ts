/**
 * Text PostgreSQL cannot store: a NUL character (U+0000, refused in `text` and `jsonb`) and an unpaired UTF-16
 * surrogate (it has no UTF-8 encoding). Inputs carrying them are refused at the door
 * (platform/http/well-formed-input.ts); what the server writes of its own accord from request data (the audit
 * log) is made storable instead, so recording a refusal can never be the statement that fails.
 */

/** True when PostgreSQL would refuse to store this string. */
export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || !value.isWellFormed();
}

/** The string with each unstorable character replaced by U+FFFD (the replacement character). */
export function storableText(value: string): string {
  return value.toWellFormed().replaceAll('\u0000', '\uFFFD');
}

/** A JSON object with every string in it, keys included, made storable. */
export function storableRecord(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)]),
  );
}

function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') return storableRecord({ ...value });
  return value;
}
