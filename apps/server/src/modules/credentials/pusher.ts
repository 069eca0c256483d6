import type { FastifyBaseLogger } from 'fastify';
import type { CredentialSystemName } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { CredentialSystem } from './credential-system.js';
import { claimPushes, markFailed, markPushed } from './queries.js';
import { credentialContext } from './schema.js';

/** How long a pusher holds the pushes it took: a crashed instance's pushes are retried after it. */
const LEASE_SECONDS = 120;
const BATCH = 50;

export type CredentialSystems = Readonly<Record<Exclude<CredentialSystemName, 'exam'>, CredentialSystem>>;

/**
 * One pass of the outbox: each pending password goes to its system through the adapter, and is marked
 * pushed only once the system took it. A failure stays pending with its error (never the password).
 * Returns how many were pushed.
 */
export async function drainPasswordPushes(
  db: Database,
  box: SecretBox,
  systems: CredentialSystems,
  log: FastifyBaseLogger,
): Promise<number> {
  let pushed = 0;
  for (const push of await claimPushes(db, LEASE_SECONDS, BATCH)) {
    try {
      if (push.system === 'exam') throw new Error('Exam passwords are issued, never pushed.');
      const password = box.open(push.sealedPassword, credentialContext(push));
      await systems[push.system].setPassword(push.userName, password);
      await markPushed(db, push.id);
      pushed += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ pushId: push.id, system: push.system, err: message }, 'password push failed; retried later');
      await markFailed(db, push.id, message);
    }
  }
  return pushed;
}
