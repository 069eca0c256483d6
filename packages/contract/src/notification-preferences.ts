import { z } from 'zod';
import { MESSAGE_TOPICS, messageTopic, type MessageTopic } from './notify.js';

/** The ways a message reaches a student: a device push, the bell (in-app), a mail to the university address. */
export const NOTIFICATION_CHANNELS = ['push', 'in-app', 'email'] as const;
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/** What a channel does for a topic the student never set: pushes and the bell on, mail off. */
export const CHANNEL_DEFAULTS: Readonly<Record<NotificationChannel, boolean>> = {
  push: true,
  'in-app': true,
  email: false,
};

/** Topics that reach the student on every channel whatever they choose: a security notice must be read. */
export const LOCKED_TOPICS: readonly MessageTopic[] = ['security'];

export const isLockedTopic = (topic: MessageTopic): boolean => LOCKED_TOPICS.includes(topic);

/** The topics a preference page lists, in its order. */
export const PREFERENCE_TOPICS = MESSAGE_TOPICS;

export const notificationPreference = z.object({
  Topic: messageTopic,
  Channel: notificationChannel,
  Enabled: z.boolean(),
  /** Cannot be turned off (security notices): the page shows it locked and why. */
  Locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** GET /api/Notify/GetNotificationPreferences: every topic × channel, the student's choice or the default. */
export const getNotificationPreferencesResponse = z.object({
  Preferences: z.array(notificationPreference),
});
export type NotificationPreferences = z.infer<typeof getNotificationPreferencesResponse>;

/** POST /api/Notify/SaveNotificationPreference: one topic × channel on or off; the same save again changes nothing. */
export const saveNotificationPreferenceBody = z.object({
  Topic: messageTopic,
  Channel: notificationChannel,
  Enabled: z.boolean(),
});
export type SaveNotificationPreferenceBody = z.infer<typeof saveNotificationPreferenceBody>;
