import type { FastifyInstance } from 'fastify';
import { publicUrl, type Config } from '../../config.js';
import type { Database } from '../db/client.js';
import { registerAuthentication } from './authenticate.js';
import { HeldPrincipals, TOKEN_REVOKED_TOPIC } from './held-principals.js';
import {
  issuePortalToken,
  revokePortalToken,
  type IssuedToken,
  type IssueOptions,
  type TokenSettings,
  type TokenSubject,
} from './portal-tokens.js';
import { TokenKeys } from './token-keys.js';

/** Issues and revokes the portal's own tokens; the one service every module signs people in through. */
export interface PortalAuth {
  settings: TokenSettings;
  keys: TokenKeys;
  issue(subject: TokenSubject, options?: IssueOptions): Promise<IssuedToken>;
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    portalAuth: PortalAuth;
  }
}

export function tokenSettings(config: Config): TokenSettings {
  return {
    issuer: publicUrl(config),
    audience: 'student-portal',
    lifetimeSeconds: config.PORTAL_TOKEN_MINUTES * 60,
  };
}

export function registerPortalAuth(app: FastifyInstance, config: Config, db: Database): void {
  const settings = tokenSettings(config);
  const keys = new TokenKeys(db);
  const held = new HeldPrincipals(app.events, config.HELD_ANSWER_SECONDS * 1000);
  app.decorate('portalAuth', {
    settings,
    keys,
    issue: (subject, options) => issuePortalToken(keys, settings, subject, options),
    async revoke(tokenId, expiresAt) {
      await revokePortalToken(db, tokenId, expiresAt);
      held.revoked(tokenId);
      await app.events.publish(TOKEN_REVOKED_TOPIC, { tokenId });
    },
  } satisfies PortalAuth);
  registerAuthentication(app, db, keys, settings, held);
}
