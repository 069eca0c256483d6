import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CHANNEL_DEFAULTS,
  isLockedTopic,
  type MessageTopic,
  type NotificationChannel,
} from '@portal/contract';
import { notificationPreferences } from '../schema.js';

/**
 * The condition under which the student in `studentId` (a column of the fan-out's row) takes a message of
 * `topic` on `channel`, for the WHERE of a fan-out INSERT … SELECT. One probe of the preferences' primary
 * key per recipient, inside the statement: no per-student round trip. A channel on by default passes
 * unless the student turned it off; one off by default (email) only if they turned it on. A locked topic
 * (security) passes whatever is stored.
 */
export function takesMessage(studentId: PgColumn, topic: MessageTopic, channel: NotificationChannel): SQL {
  if (isLockedTopic(topic)) return sql`true`;
  const choice = sql`select 1 from ${notificationPreferences} preference
     where preference.student_id = ${studentId}
       and preference.topic = ${topic}
       and preference.channel = ${channel}`;
  return CHANNEL_DEFAULTS[channel]
    ? sql`not exists (${choice} and not preference.enabled)`
    : sql`exists (${choice} and preference.enabled)`;
}
