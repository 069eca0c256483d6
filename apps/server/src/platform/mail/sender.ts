import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { claimDueMail, markNotSent, markSent } from './queries.js';
import { MailRefused, type MailTransport } from './smtp-transport.js';

/** How long a sender holds the mails it took: longer than a slow server takes to accept a batch. */
const LEASE_SECONDS = 300;
const BATCH = 20;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;

/** 30 s, 1 min, 2 min, … up to an hour: a server down for a while is not hammered, and nothing is lost. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);

/**
 * One pass of the outbox: each due mail to the server, marked sent only once the server accepted it.
 * A refusal for good (5xx) or the last allowed attempt marks it failed; anything else is tried again later.
 * Returns how many were sent.
 */
export async function drainMailOutbox(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  maxAttempts: number,
): Promise<number> {
  let sent = 0;
  for (const mail of await claimDueMail(db, LEASE_SECONDS, BATCH)) {
    try {
      await transport.deliver(mail);
      await markSent(db, mail.id);
      sent += 1;
    } catch (error) {
      const refusal = error instanceof MailRefused ? error : new MailRefused(String(error), false);
      const givenUp = refusal.permanent || mail.attempts >= maxAttempts;
      // The address and purpose are enough to find it; the body may hold a link that signs something.
      log.warn(
        { mailId: mail.id, purpose: mail.purpose, attempts: mail.attempts, givenUp, err: refusal.message },
        'mail not sent',
      );
      await markNotSent(db, mail.id, refusal.message, givenUp ? null : retryDelaySeconds(mail.attempts));
    }
  }
  return sent;
}
