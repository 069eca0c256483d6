import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MESSAGE_TOPICS,
  NOTIFICATION_CHANNELS,
  type MessageAudienceKind,
  type MessageTopic,
  type MobilePageName,
  type NotificationChannel,
  type PushTokenKind,
} from '@portal/contract';
import { id, quotedList } from '../../platform/db/columns.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/**
 * A message as written once, whatever its audience. Who received it is `message_recipients`, fanned out
 * when it is sent (see service.ts for why the audience is not resolved at read time).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    title: text().notNull(),
    body: text().notNull(),
    /**
     * The same message in Arabic, when the portal wrote it itself from its catalogue (a seat offer, scores
     * published); null for a message staff wrote, shown as written in both languages.
     */
    titleAr: text(),
    bodyAr: text(),
    /** A page of the portal (MobilePageName of spec §2) the message is about; the app opens it. */
    link: text().$type<MobilePageName>(),
    /** What it is about: decides whose preferences let it through (notification_preferences). */
    topic: text().$type<MessageTopic>().notNull(),
    audienceKind: text().$type<MessageAudienceKind>().notNull(),
    /** The student, faculty, program or section id, or the level; null for everyone. Records the intent. */
    audienceRef: integer(),
    /** Null when a module sent it in code (grades published, payment received). */
    sentByStaffId: integer().references(() => staffMembers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'messages_audience_kind_check',
      sql`${t.audienceKind} in ('student', 'faculty', 'program', 'level', 'section', 'everyone')`,
    ),
    check('messages_audience_ref_check', sql`(${t.audienceKind} = 'everyone') = (${t.audienceRef} is null)`),
    check('messages_topic_check', sql`${t.topic} in (${quotedList(MESSAGE_TOPICS)})`),
  ],
);
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** One row per student a message reached: the student's copy and its read state. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The message's creation time, copied so a student's list is read newest first from one index. */
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Serves marking one message read: the student's own row or nothing.
    primaryKey({ columns: [t.studentId, t.messageId] }),
    // Serves GetStudentMessages (all / read / unread), newest first.
    index('message_recipients_student_delivered_idx').on(
      t.studentId,
      t.deliveredAt.desc(),
      t.messageId.desc(),
    ),
    // Serves GetStudentMessages_Count and mark-all-read: only unread rows are indexed, so it stays small.
    index('message_recipients_unread_idx')
      .on(t.studentId)
      .where(sql`${t.readAt} is null`),
    // Serves the recipients of one message (delivery to devices, deleting a message).
    index('message_recipients_message_idx').on(t.messageId),
  ],
);
export type MessageRecipient = typeof messageRecipients.$inferSelect;

/**
 * A device that receives pushes: a browser's Web Push subscription or the iOS/Android app's Firebase token.
 * One row per student and device; an endpoint belongs to one row (the last student who registered it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The app's own id for the installation (RegisterToken's DeviceId). */
    deviceId: text().notNull(),
    kind: text().$type<PushTokenKind>().notNull(),
    /** Web: the push service URL (checked against the allow-list); fcm: the registration token. */
    endpoint: text().notNull(),
    /** Web only: the browser's P-256 public key and auth secret (base64url) that encrypt the payload. */
    p256dh: text(),
    auth: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a push service last accepted a message for it. */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('push_subscriptions_kind_check', sql`${t.kind} in ('web', 'fcm')`),
    check(
      'push_subscriptions_web_keys_check',
      sql`(${t.kind} = 'web') = (${t.p256dh} is not null and ${t.auth} is not null)`,
    ),
    // Serves RegisterToken / RemoveToken (the student's device) and keeps one row per device.
    uniqueIndex('push_subscriptions_student_device_idx').on(t.studentId, t.deviceId),
    // Serves RemoveFCMToken and moving an endpoint to the student who registered it last.
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The durable delivery queue: one job per message and device, written in the transaction that writes the
 * message, claimed by any instance's worker (`FOR UPDATE SKIP LOCKED` with a lease), deleted once the push
 * service has accepted it. A job that keeps failing stays with `failed_at` for operators to look at.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    // A pruned subscription takes its pending jobs with it.
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** Sends tried so far (raised when claimed). */
    attempts: smallint().notNull().default(0),
    /** Not before this time: now for a new job, later after a retryable failure (backoff). */
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The lease: which worker holds the job since when; an expired lease is claimed again. */
    claimedAt: timestamp({ withTimezone: true }),
    claimedBy: text(),
    lastError: text(),
    /** Given up (attempts exhausted or refused for good); never claimed again. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One delivery per message and device, whatever retries or repeated enqueues happen.
    uniqueIndex('push_deliveries_message_subscription_idx').on(t.messageId, t.subscriptionId),
    // Serves the worker's claim: pending jobs in due order.
    index('push_deliveries_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.failedAt} is null`),
    // Serves the cascade when a subscription is pruned.
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * What a student chose for one topic and channel. No row is the default (push and in-app on, email off),
 * so most students have none; a row exists once the student flipped that switch.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    topic: text().$type<MessageTopic>().notNull(),
    channel: text().$type<NotificationChannel>().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the fan-out's NOT EXISTS per recipient (student, the message's topic, a channel) and the page.
    primaryKey({ columns: [t.studentId, t.topic, t.channel] }),
    check('notification_preferences_topic_check', sql`${t.topic} in (${quotedList(MESSAGE_TOPICS)})`),
    check(
      'notification_preferences_channel_check',
      sql`${t.channel} in (${quotedList(NOTIFICATION_CHANNELS)})`,
    ),
    // Security notices cannot be turned off: no row may say otherwise.
    check('notification_preferences_security_check', sql`${t.topic} <> 'security'`),
  ],
);
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
