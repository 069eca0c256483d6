import { eq, sql } from 'drizzle-orm';
import type { MessageTopic, NotificationChannel } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { notificationPreferences } from '../schema.js';

/** The switches the student has flipped; everything else is at its default. */
export async function storedPreferences(db: Database, studentId: number) {
  return db
    .select({
      topic: notificationPreferences.topic,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.studentId, studentId));
}

/** Sets one switch; the same save again leaves the row as it was (the time moves only on a change). */
export async function storePreference(
  db: Database,
  studentId: number,
  choice: { topic: MessageTopic; channel: NotificationChannel; enabled: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ studentId, ...choice })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.studentId,
        notificationPreferences.topic,
        notificationPreferences.channel,
      ],
      set: { enabled: choice.enabled, updatedAt: sql`now()` },
      setWhere: sql`${notificationPreferences.enabled} is distinct from excluded.enabled`,
    });
}
