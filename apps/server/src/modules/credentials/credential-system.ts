import type { FastifyBaseLogger } from 'fastify';

/**
 * A university system whose accounts the portal sets passwords in (Moodle, the Wi-Fi's RADIUS directory):
 * the pusher (pusher.ts) drains the outbox through it. Throwing leaves the push pending for a later pass,
 * so an implementation must be safe to call twice with the same password.
 */
export interface CredentialSystem {
  setPassword(userName: string, password: string): Promise<void>;
}

/**
 * The default: writes that the password would be set, never the password itself. Chosen where no system is
 * connected (the demo, tests, a university that still copies passwords by hand from the log).
 */
export class LoggingCredentialSystem implements CredentialSystem {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly system: string,
  ) {}

  setPassword(userName: string): Promise<void> {
    this.log.info({ system: this.system, userName }, 'password to be set in the system');
    return Promise.resolve();
  }
}
