import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key; "by default" so the demo generator can load rows with known ids in bulk. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
