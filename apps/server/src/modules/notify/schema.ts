import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageAudienceKind, MobilePageName } from '@portal/contract';
import { id } from '../../platform/db/columns.js';
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
    /** A page of the portal (MobilePageName of spec §2) the message is about; the app opens it. */
    link: text().$type<MobilePageName>(),
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
