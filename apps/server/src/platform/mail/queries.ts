import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox, type MailOutboxRow } from './schema.js';

/**
 * Takes up to `limit` mails due now for `leaseSeconds`, counting the attempt. Skip-locked, so senders on
 * several instances take different mails; a claim left by a crashed sender runs out and is taken again.
 */
export async function claimDueMail(
  db: Database,
  leaseSeconds: number,
  limit: number,
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'queued'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * A sent mail keeps its address, subject and times for the office, and drops its body and files: an
 * invitation's carry a ticket's code, which must not outlive its delivery in the database.
 */
export async function markSent(db: Database, mailId: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
      textBody: '',
      htmlBody: null,
      attachments: [],
    })
    .where(eq(mailOutbox.id, mailId));
}

/** Tried again after `retryInSeconds`, or given up (`failed`) when that is null. */
export async function markNotSent(
  db: Database,
  mailId: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { state: 'failed', claimedUntil: null, lastError: error }
        : {
            claimedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(mailOutbox.id, mailId));
}

/** No mail server configured: what is queued stays in the outbox to be read, never sent later by surprise. */
export async function keepQueuedMail(db: Database): Promise<number> {
  const kept = await db
    .update(mailOutbox)
    .set({ state: 'kept' })
    .where(eq(mailOutbox.state, 'queued'))
    .returning({ id: mailOutbox.id });
  return kept.length;
}
