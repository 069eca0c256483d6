import type {
  MessageAudience,
  MessageTopic,
  MobilePageName,
  ReadStatus,
  StudentMessage,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { resolveAudience } from './audience.js';
import { queueMessageMails } from './preferences/message-mails.js';
import { enqueueDeliveries } from './push/delivery-queue.js';
import {
  anyoneIn,
  countUnread,
  fanOut,
  insertMessage,
  markAllRead,
  markRead,
  messagesOfStudent,
} from './queries.js';
import { publishMessageSent } from './stream-events.js';
import type { Language } from '../../platform/i18n/language.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';

export interface OutgoingMessage {
  title: string;
  body: string;
  /** The same in Arabic: see `writtenByPortal`. Staff messages have none and are shown as written. */
  arabic?: { title: string; body: string } | null;
  link?: MobilePageName | null;
  audience: MessageAudience;
  /** What it is about: each recipient's preferences for this topic decide the channels it takes. */
  topic: MessageTopic;
  /** The staff member who wrote it; omitted when a module sends it (grades published, payment received). */
  sentByStaffId?: number | null;
}

export type SendOutcome =
  /** `recipientIds`: the students who have it in the bell (in-app on for its topic). */
  | { kind: 'sent'; messageId: number; createdAt: Date; recipientIds: number[] }
  /** The audience names a student, faculty, program or section that does not exist. */
  | { kind: 'unknown-audience'; field: string; message: Said }
  | { kind: 'nobody'; message: Said };

class NobodyInAudience extends Error {}

/** A message the portal writes itself, from its catalogue: kept in both languages, read in the student's. */
export const writtenByPortal = (title: Said, body: Said) => ({
  title: inLanguage(title, 'en'),
  body: inLanguage(body, 'en'),
  arabic: { title: inLanguage(title, 'ar'), body: inLanguage(body, 'ar') },
});

/**
 * The one way a message enters the portal: staff's SendMessage and every module that tells students
 * something (grades published, seat freed, order ready, payment received) call this. It answers the
 * recipients, so delivery to devices and open tabs hooks on here, after the commit.
 *
 * Fan-out at send time, not audience resolution at read time: the badge count is read on every app start
 * and page change, so it must be one index look-up (`message_recipients_unread_idx`), and a message must
 * reach the students who were in its audience when it was sent — a student who changes program or drops
 * a section keeps what they were told, and a newcomer does not inherit last year's notices. The cost is
 * one row per recipient, made by a single INSERT … SELECT inside the database (50,000 students: one
 * statement, well under a second on PostgreSQL), and about 40 bytes per row.
 *
 * Each student's preferences for the message's topic (preferences/channel-filter.ts) are applied inside
 * those statements: in-app off, no recipient row (no badge, bell entry or live update); push off, no job.
 *
 * The same transaction queues one push per device of every student taking pushes (push/delivery-queue.ts),
 * so the devices get it even if this process dies right after the commit; the mails of students who turned
 * email on for the topic are queued in it too (platform/mail's outbox sends them). With `events` (the app's bus,
 * `app.events`), the recipients' open tabs hear of it once it is committed, and every instance's push
 * worker wakes up.
 */
export async function sendMessage(
  db: Database,
  message: OutgoingMessage,
  events?: EventBus,
): Promise<SendOutcome> {
  const audience = await resolveAudience(db, message.audience);
  if (audience.kind === 'unknown')
    return { kind: 'unknown-audience', field: audience.field, message: audience.message };
  let sent: Extract<SendOutcome, { kind: 'sent' }>;
  try {
    sent = await db.transaction(async (tx) => {
      const saved = await insertMessage(tx, {
        title: message.title,
        body: message.body,
        titleAr: message.arabic?.title ?? null,
        bodyAr: message.arabic?.body ?? null,
        link: message.link ?? null,
        topic: message.topic,
        audienceKind: message.audience.Kind,
        audienceRef: audience.ref,
        sentByStaffId: message.sentByStaffId ?? null,
      });
      const recipientIds = await fanOut(tx, saved, message.topic, audience.recipients);
      // Rolled back: a message addressed to nobody would only confuse the sender's history. Students who
      // turned the bell off for this topic are still its audience (they may take it by push or mail).
      if (recipientIds.length === 0 && !(await anyoneIn(tx, audience.recipients)))
        throw new NobodyInAudience();
      // The push jobs commit with the message: a crash can lose neither one without the other.
      await enqueueDeliveries(tx, saved.id, message.topic, audience.recipients);
      // So are the mails of the students who chose email for this topic.
      const mailed = { id: saved.id, topic: message.topic, title: message.title, body: message.body };
      await queueMessageMails(tx, { ...mailed, arabic: message.arabic ?? null }, audience.recipients);
      return { kind: 'sent' as const, messageId: saved.id, createdAt: saved.createdAt, recipientIds };
    });
  } catch (error) {
    if (error instanceof NobodyInAudience) {
      return { kind: 'nobody', message: say('notify.nobody') };
    }
    throw error;
  }
  if (events) {
    await publishMessageSent(events, sent.recipientIds, {
      MessageId: sent.messageId,
      Title: message.title,
      Body: message.body,
      Arabic: message.arabic ? { Title: message.arabic.title, Body: message.arabic.body } : null,
      Link: message.link ?? null,
    });
  }
  return sent;
}

export async function studentMessagesPage(
  db: Database,
  studentId: number,
  query: { readStatus: ReadStatus; page: number; pageSize: number },
  language: Language,
) {
  const { items, total } = await messagesOfStudent(
    db,
    studentId,
    query.readStatus,
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  const views: StudentMessage[] = items.map((item) => {
    // Arabic when the portal wrote the message in both languages; a staff message as written.
    const arabic = language === 'ar';
    return {
      MessageId: item.id,
      Title: arabic ? (item.titleAr ?? item.title) : item.title,
      Body: arabic ? (item.bodyAr ?? item.body) : item.body,
      Link: item.link,
      CreatedAt: item.deliveredAt.toISOString(),
      IsRead: item.readAt !== null,
      ReadAt: item.readAt?.toISOString() ?? null,
    };
  });
  return { items: views, total };
}

/** Marks one of the student's own messages read; undefined when the student has no such message. */
export async function readMessage(db: Database, studentId: number, messageId: number, at = new Date()) {
  if (!(await markRead(db, studentId, messageId, at))) return undefined;
  return { unread: await countUnread(db, studentId) };
}

/** Marks every unread message read at `at`, which the answer carries (see allMessagesMarkedRead). */
export async function readAllMessages(db: Database, studentId: number, at = new Date()) {
  await markAllRead(db, studentId, at);
  return { unread: await countUnread(db, studentId), readAt: at };
}
