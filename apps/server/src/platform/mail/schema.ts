import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, quotedList } from '../db/columns.js';

export const MAIL_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** A file sent with a mail; `cid` makes it an inline image the HTML names as `cid:<cid>`. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** Base64: attachments here are small (a ticket's PDF, a QR image), kept with the mail they belong to. */
  content: string;
  cid?: string;
}

/**
 * The mail outbox: a module writes a mail in the transaction that caused it, so a rollback sends nothing
 * and a commit loses nothing; the sender (sender.ts) delivers it later and retries while the mail server
 * is away. `kept`: no mail server is configured (the embedded default), the mail stays here to be read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The writer's name for this mail (e.g. `contact-confirm:<token id>`): the same key twice is one mail. */
    key: text().notNull(),
    /** What the mail is for, for the logs and the outbox's readers (`contact-confirm`, `notify`, …). */
    purpose: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    state: text().$type<MailState>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while a sender holds it; a crashed sender's claim runs out and another takes it. */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_state_check', sql`${t.state} in (${quotedList(MAIL_STATES)})`),
    unique('mail_outbox_key_key').on(t.key),
    // The sender's claim: queued mail due now, oldest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
