import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key; "by default" so the demo generator can load rows with known ids in bulk. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * Values fixed in the code (a contract's list of kinds or states), quoted for a check constraint's
 * `in (…)`: a new value in the list is then a new migration. Never for values that come from a request.
 */
export const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
