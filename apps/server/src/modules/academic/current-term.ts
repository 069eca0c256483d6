import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { terms } from './schema.js';

/** "This term": the one term marked current (a partial unique index allows no second). */
export const isCurrentTerm = (): SQL => eq(terms.isCurrent, true);

/** Joins `terms` on the row's term and keeps only the current one: `innerJoin(terms, inCurrentTerm(x.termId))`. */
export const inCurrentTerm = (termId: AnyPgColumn): SQL | undefined =>
  and(eq(terms.id, termId), isCurrentTerm());
