import { and, sql, type SQL } from 'drizzle-orm';
import type { MessageTopic } from '@portal/contract';
import type { Transaction } from '../../../platform/db/client.js';
import { say } from '../../../platform/i18n/said.js';
import { inLanguage } from '../../../platform/i18n/words.js';
import { queueMails, type OutgoingMail } from '../../../platform/mail/outbox.js';
import { students } from '../../student/schema.js';
import { takesMessage } from './channel-filter.js';

export interface MailedMessage {
  id: number;
  topic: MessageTopic;
  title: string;
  body: string;
  arabic: { title: string; body: string } | null;
}

/**
 * The portal keeps no language per student, so a mail carries the message in both of the portal's
 * languages when the portal wrote it in both (Arabic first, as the university writes its notices), and as
 * written when staff wrote it.
 */
function mailFor(message: MailedMessage, to: string, studentId: number): OutgoingMail {
  const topic = say(`notify.topic.${message.topic}`);
  const footer = (language: 'en' | 'ar') => inLanguage(say('notify.mail.footer', { topic }), language);
  const english = `${message.body}\n\n${footer('en')}`;
  const { arabic } = message;
  return {
    // One mail per message and student, whatever retries the sender or a repeated send make.
    key: `notify:${String(message.id)}:${String(studentId)}`,
    purpose: 'notify',
    to,
    subject: arabic ? `${arabic.title} | ${message.title}` : message.title,
    text: arabic ? `${arabic.body}\n\n${footer('ar')}\n\n———\n\n${english}` : english,
  };
}

/**
 * Queues one mail to the university address of every student in the audience (`recipients`) who turned
 * email on for the message's topic, in the caller's transaction: the mails exist exactly when the message
 * does. Email is off unless chosen, so the look-up is one probe per audience member and finds few rows.
 */
export async function queueMessageMails(
  tx: Transaction,
  message: MailedMessage,
  recipients: SQL,
): Promise<number> {
  const readers = await tx
    .select({ id: students.id, email: students.email })
    .from(students)
    .where(and(recipients, takesMessage(students.id, message.topic, 'email')))
    .orderBy(sql`${students.id}`);
  if (readers.length === 0) return 0;
  return queueMails(
    tx,
    readers.map((reader) => mailFor(message, reader.email, reader.id)),
  );
}
