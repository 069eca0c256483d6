import { Column, is, SQL, Subquery } from 'drizzle-orm';

interface DriverDecoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The shape of drizzle's prepared query this file relies on (drizzle-orm 0.45, node-postgres and PGlite). */
interface MappedStatement {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** drizzle's SQL keeps its decoder (set by `mapWith`) out of its public type. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: DriverDecoder }).decoder;

/** The decoder drizzle's own row mapping picks for a selected field (drizzle-orm/utils.js mapResultRow). */
function decoderOf(field: unknown): DriverDecoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Gives a prepared statement a row mapper decided once: drizzle maps every row by asking, for every field
 * of every row, what kind of field it is (`is()` up the prototype chain) and walking the field's path; that
 * was a tenth of the portal's busy time under the registration rush. Only flat selections (every field at the
 * top level of the row object) are taken over: nested ones keep drizzle's mapping, whose null-object rules
 * for left joins apply only there. The mapped rows are the ones drizzle gives (row-mapping.test.ts).
 */
export function mapRowsOnce(statement: unknown): void {
  if (typeof statement !== 'object' || statement === null) return;
  const query = statement as MappedStatement;
  const fields = query.fields;
  if (!Array.isArray(fields) || query.customResultMapper !== undefined) return;
  if (fields.some((selected) => selected.path.length !== 1)) return;
  const names = fields.map((selected) => selected.path[0] as string);
  const decoders = fields.map((selected) => decoderOf(selected.field));
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) {
        const raw = row[index];
        mapped[names[index] as string] =
          raw === null ? null : (decoders[index] as DriverDecoder).mapFromDriverValue(raw);
      }
      return mapped;
    });
}
