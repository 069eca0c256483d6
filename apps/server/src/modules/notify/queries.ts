import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageTopic, ReadStatus } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { takesMessage } from './preferences/channel-filter.js';
import { messageRecipients, messages, type NewMessage } from './schema.js';

/** A transaction or the database: both run drizzle's builders. */
type Runner = Pick<Database, 'insert' | 'select' | 'update'>;

export async function insertMessage(db: Runner, values: NewMessage) {
  const [row] = await db
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error('The message insert returned no row');
  return row;
}

/**
 * Gives the message to every student matching `recipients` who takes its topic in-app, in one INSERT …
 * SELECT: the rows are made inside the database, so 50,000 recipients cost one statement, not 50,000
 * round trips.
 */
export async function fanOut(
  db: Runner,
  message: { id: number; createdAt: Date },
  topic: MessageTopic,
  recipients: SQL,
) {
  const messageId = message.id;
  const deliveredAt = message.createdAt;
  const rows = await db
    .insert(messageRecipients)
    .select(
      db
        .select({
          messageId: sql<number>`${messageId}::int`.as('message_id'),
          studentId: students.id,
          deliveredAt: sql<Date>`${deliveredAt.toISOString()}::timestamptz`.as('delivered_at'),
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
        })
        .from(students)
        .where(and(recipients, takesMessage(students.id, topic, 'in-app'))),
    )
    .returning({ studentId: messageRecipients.studentId });
  return rows.map((row) => row.studentId);
}

/** Whether any student matches `recipients` (asked only when nobody took a message in-app). */
export async function anyoneIn(db: Runner, recipients: SQL): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(students)
    .where(recipients)
    .limit(1);
  return rows.length > 0;
}

const READ_FILTERS: Record<ReadStatus, (studentId: number) => SQL | undefined> = {
  all: (studentId) => eq(messageRecipients.studentId, studentId),
  unread: (studentId) => and(eq(messageRecipients.studentId, studentId), isNull(messageRecipients.readAt)),
  read: (studentId) => and(eq(messageRecipients.studentId, studentId), isNotNull(messageRecipients.readAt)),
};

/** One page of one student's messages, newest first. The student id is in every `where`. */
export async function messagesOfStudent(
  db: Database,
  studentId: number,
  readStatus: ReadStatus,
  offset: number,
  limit: number,
) {
  const where = READ_FILTERS[readStatus](studentId);
  const [items, totals] = await Promise.all([
    db
      .select({
        id: messages.id,
        title: messages.title,
        body: messages.body,
        titleAr: messages.titleAr,
        bodyAr: messages.bodyAr,
        link: messages.link,
        deliveredAt: messageRecipients.deliveredAt,
        readAt: messageRecipients.readAt,
      })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(where)
      .orderBy(desc(messageRecipients.deliveredAt), desc(messageRecipients.messageId))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(messageRecipients).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function countUnread(db: Database, studentId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(messageRecipients)
    .where(READ_FILTERS.unread(studentId));
  return rows[0]?.total ?? 0;
}

/** Marks the student's own copy read (keeping the first read time); false when the student has no such message. */
export async function markRead(
  db: Database,
  studentId: number,
  messageId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(messageRecipients)
    .set({ readAt: sql`coalesce(${messageRecipients.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(messageRecipients.studentId, studentId), eq(messageRecipients.messageId, messageId)))
    .returning({ messageId: messageRecipients.messageId });
  return rows.length > 0;
}

export async function markAllRead(db: Database, studentId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messageRecipients)
    .set({ readAt: at })
    .where(READ_FILTERS.unread(studentId))
    .returning({ messageId: messageRecipients.messageId });
  return rows.length;
}
