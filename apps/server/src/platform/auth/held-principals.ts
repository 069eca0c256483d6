import type { EventBus } from '../events/event-bus.js';
import { HeldAnswers } from '../events/held-answers.js';
import type { Principal } from './principal.js';

/** Published by the instance that revoked a token (sign-out), heard by every instance. */
export const TOKEN_REVOKED_TOPIC = 'auth.token-revoked';

/** Tokens seen at once on a registration day: each is a few hundred bytes. */
const CAPACITY = 100_000;

function revokedTokenId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('tokenId' in payload)) return undefined;
  return typeof payload.tokenId === 'string' ? payload.tokenId : undefined;
}

/**
 * Verified tokens held by this instance for a short time, so a student's next calls cost neither the
 * signature check nor the revocation statement. A sign-out on any instance drops the token on every
 * instance through the event bus; a verification that read before the revocation committed cannot hold
 * the token afterwards (HeldAnswers refuses answers asked before a forgetting).
 */
export class HeldPrincipals {
  private readonly principals: HeldAnswers<string, Principal>;

  constructor(bus: EventBus, holdMs: number) {
    this.principals = new HeldAnswers(bus, { holdMs, capacity: CAPACITY });
    bus.subscribe(TOKEN_REVOKED_TOPIC, (payload) => {
      const tokenId = revokedTokenId(payload);
      if (tokenId) this.revoked(tokenId);
    });
  }

  async verify(token: string, verify: (token: string) => Promise<Principal>): Promise<Principal> {
    const held = this.principals.get(token);
    if (held) return held;
    const asked = this.principals.asking();
    const principal = await verify(token);
    this.principals.hold(token, principal, asked, principal.expiresAt.getTime());
    return principal;
  }

  /** This instance's part of a revocation; the bus carries it to the others. */
  revoked(tokenId: string): void {
    this.principals.forgetWhere((principal) => principal.tokenId === tokenId);
  }
}
