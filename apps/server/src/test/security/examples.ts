import fc from 'fast-check';
import type { JsonSchema } from './audited-app.js';

/** The schema's first alternative for anyOf/oneOf (zod's optional and nullable become these). */
function chosen(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  const first = options?.find((option) => option.type !== 'null') ?? options?.[0];
  return first ? { ...first, ...chosen(first) } : schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value the schema accepts: its default, first enum value, or the smallest value within its bounds. */
export function exampleOf(input: JsonSchema): unknown {
  const schema = chosen(input);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]),
      );
    case 'array':
      return schema.items
        ? Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}))
        : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern) {
        const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 });
        return sample ?? '';
      }
      if (schema.format === 'email') return 'someone@test.edu.eg';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return null;
  }
}
