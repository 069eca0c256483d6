import {
  CHANNEL_DEFAULTS,
  isLockedTopic,
  NOTIFICATION_CHANNELS,
  PREFERENCE_TOPICS,
  type NotificationPreferences,
  type SaveNotificationPreferenceBody,
} from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { storedPreferences, storePreference } from './queries.js';

/** Every topic × channel with the student's choice, the default where they made none, locked ones on. */
export async function preferencesOf(db: Database, studentId: number): Promise<NotificationPreferences> {
  const stored = new Map(
    (await storedPreferences(db, studentId)).map((row) => [`${row.topic}/${row.channel}`, row.enabled]),
  );
  const preferences = PREFERENCE_TOPICS.flatMap((topic) =>
    NOTIFICATION_CHANNELS.map((channel) => {
      const locked = isLockedTopic(topic);
      const enabled = locked || (stored.get(`${topic}/${channel}`) ?? CHANNEL_DEFAULTS[channel]);
      return { Topic: topic, Channel: channel, Enabled: enabled, Locked: locked };
    }),
  );
  return { Preferences: preferences };
}

/** Turns one topic × channel on or off; a locked topic is refused and nothing is written. */
export async function savePreference(
  db: Database,
  studentId: number,
  choice: SaveNotificationPreferenceBody,
): Promise<{ kind: 'saved'; value: NotificationPreferences } | Refused<'422'>> {
  if (isLockedTopic(choice.Topic)) return refused('422', say('notify.topicLocked'));
  await storePreference(db, studentId, {
    topic: choice.Topic,
    channel: choice.Channel,
    enabled: choice.Enabled,
  });
  return { kind: 'saved', value: await preferencesOf(db, studentId) };
}
