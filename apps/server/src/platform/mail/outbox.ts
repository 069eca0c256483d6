import type { Database, Transaction } from '../db/client.js';
import { mailOutbox, type StoredAttachment } from './schema.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an inline image: the HTML shows it with `<img src="cid:<cid>">`. */
  cid?: string;
}

export interface OutgoingMail {
  /** Unique per mail the writer means (`contact-confirm:<token id>`): the same key again queues nothing. */
  key: string;
  /** What it is for (`contact-confirm`, `notify`, `invitation`): logs and the outbox's readers see it. */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Rows per INSERT when many mails are queued at once (a message's email recipients). */
const ROWS_PER_INSERT = 500;

/**
 * Queues a mail in the caller's transaction (pass `tx`), so it is sent only if that transaction commits,
 * and sent later by the outbox's sender. Answers false when a mail of this key was already queued.
 */
export async function queueMail(db: Database | Transaction, mail: OutgoingMail): Promise<boolean> {
  return (await queueMails(db, [mail])) === 1;
}

/** Many mails in a few statements; answers how many were new (keys already queued are skipped). */
export async function queueMails(
  db: Database | Transaction,
  mails: readonly OutgoingMail[],
): Promise<number> {
  let queued = 0;
  for (let start = 0; start < mails.length; start += ROWS_PER_INSERT) {
    const rows = await db
      .insert(mailOutbox)
      .values(mails.slice(start, start + ROWS_PER_INSERT).map(outboxRow))
      .onConflictDoNothing({ target: mailOutbox.key })
      .returning({ id: mailOutbox.id });
    queued += rows.length;
  }
  return queued;
}

function outboxRow(mail: OutgoingMail) {
  return {
    key: mail.key,
    purpose: mail.purpose,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: (mail.attachments ?? []).map(storedAttachment),
  };
}

function storedAttachment(attachment: MailAttachment): StoredAttachment {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: attachment.content.toString('base64'),
    ...(attachment.cid === undefined ? {} : { cid: attachment.cid }),
  };
}
