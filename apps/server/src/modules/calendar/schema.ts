import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from '../student/schema.js';

/**
 * A student's private calendar feed (one at most). The link's token is shown once, when it is made; only
 * its SHA-256 is kept, so a copy of the database cannot be turned into working links. Revoking deletes
 * the row; making a new link replaces it, and the old link stops working at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    studentId: integer()
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token (256 random bits): a fast hash is enough for a secret nobody can guess. */
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  // Serves the public feed: one look-up by the hash of the token in the URL.
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
