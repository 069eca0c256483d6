import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;
const isNull = (value: unknown) =>
  isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * The contract's JSON Schema in the shapes fast-json-stringify writes without running a validator:
 * `X | null` as `nullable`, a union of literals of one type as that type, a literal as its type. Only
 * what is written changes, never which fields: a field the schema does not name is still never sent.
 */
function writable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(writable);
  if (!isSchema(schema)) return schema;
  const own: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword !== '$schema' && keyword !== 'anyOf' && keyword !== 'const') own[keyword] = writable(value);
  }
  if ('const' in schema) return { type: typeof schema.const, ...own };
  if (!Array.isArray(schema.anyOf)) return own;
  const options = schema.anyOf.map(writable);
  const others = options.filter((option) => !isNull(option));
  const nullable = others.length < options.length ? { nullable: true } : {};
  const [only] = others;
  if (others.length === 1 && isSchema(only)) return { ...own, ...only, ...nullable };
  const literals = schema.anyOf.every((option) => isNull(option) || (isSchema(option) && 'const' in option));
  const types = new Set(others.map((option) => (isSchema(option) ? option.type : undefined)));
  const [type] = types;
  if (literals && types.size === 1 && typeof type === 'string') return { ...own, type, ...nullable };
  return { ...own, anyOf: options };
}

/** A serializer compiled from the schema's JSON Schema, or nothing when the schema has no JSON form. */
function compiled(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  return fastJsonStringify(writable(json) as Parameters<typeof fastJsonStringify>[0]);
}

/**
 * How answers are written. `compiled`: by a serializer compiled from each route's response schema
 * (fast-json-stringify), instead of zod checking and copying the whole answer before JSON.stringify, which
 * under load was an eighth of the server's time on the schedule (docs/BENCHMARKS.md). `checked`: by zod,
 * which refuses (500) an answer the contract does not allow; slower, for chasing a wrong answer.
 * `cross-checked` (every test): both, refusing an answer where they differ or zod refuses it, so the whole
 * test suite proves the compiled serializers write what the contract says. A schema with no JSON form
 * (a file) is always written by zod.
 */
export type ResponseSerializer = 'compiled' | 'checked' | 'cross-checked';

export function responseSerializerCompiler(mode: ResponseSerializer): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const fast = mode === 'checked' ? undefined : compiled(route.schema);
    if (!fast) return checked;
    if (mode === 'compiled') return fast;
    return (data) => {
      const written = fast(data);
      const expected = checked(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: compiled serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
