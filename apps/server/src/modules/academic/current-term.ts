import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { terms } from './schema.js';

/**
 * "This term": the one term marked current (a partial unique index allows no second). The `true` is in the
 * statement's text, so even a prepared statement's generic plan uses that index (platform/db/prepared.ts).
 */
export const isCurrentTerm = (): SQL => fixedValue(eq(terms.isCurrent, true));

/** Joins `terms` on the row's term and keeps only the current one: `innerJoin(terms, inCurrentTerm(x.termId))`. */
export const inCurrentTerm = (termId: AnyPgColumn): SQL | undefined =>
  and(eq(terms.id, termId), isCurrentTerm());

/** The current term (terms_one_current_idx), or undefined between terms. */
export async function currentTerm(db: Database) {
  const [term] = await prepared(db, 'academic.current-term', (db, name) =>
    db
      .select({ id: terms.id, code: terms.code, nameEn: terms.nameEn, nameAr: terms.nameAr })
      .from(terms)
      .where(isCurrentTerm())
      .prepare(name),
  ).execute();
  return term;
}
