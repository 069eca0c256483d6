import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { calendarFeeds } from './schema.js';

/** The student's feed, if any (primary key). */
export async function feedOf(db: Database, studentId: number) {
  const rows = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.studentId, studentId));
  return rows[0];
}

/** Whose feed a token hash opens (`calendar_feeds_token_hash_idx`). */
export async function studentOfTokenHash(db: Database, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ studentId: calendarFeeds.studentId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return rows[0]?.studentId;
}

/** The first feed of a student; false when one exists already (the insert does nothing). */
export async function insertFeed(db: Database, studentId: number, tokenHash: string, createdAt: Date) {
  const rows = await db
    .insert(calendarFeeds)
    .values({ studentId, tokenHash, createdAt })
    .onConflictDoNothing({ target: calendarFeeds.studentId })
    .returning({ studentId: calendarFeeds.studentId });
  return rows.length > 0;
}

/** Replaces the feed made at `replacing` with a new token; false when the student's feed is another one. */
export async function replaceFeed(
  db: Database,
  studentId: number,
  replacing: Date,
  tokenHash: string,
  createdAt: Date,
) {
  const rows = await db
    .update(calendarFeeds)
    .set({ tokenHash, createdAt })
    .where(and(eq(calendarFeeds.studentId, studentId), eq(calendarFeeds.createdAt, replacing)))
    .returning({ studentId: calendarFeeds.studentId });
  return rows.length > 0;
}

export async function deleteFeed(db: Database, studentId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.studentId, studentId))
    .returning({ studentId: calendarFeeds.studentId });
  return rows.length > 0;
}
