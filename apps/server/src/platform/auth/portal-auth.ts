import type { FastifyInstance } from 'fastify';
import { publicUrl, type Config } from '../../config.js';
import type { Database } from '../db/client.js';
import { registerAuthentication } from './authenticate.js';
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
  app.decorate('portalAuth', {
    settings,
    keys,
    issue: (subject, options) => issuePortalToken(keys, settings, subject, options),
    revoke: (tokenId, expiresAt) => revokePortalToken(db, tokenId, expiresAt),
  } satisfies PortalAuth);
  registerAuthentication(app, db, keys, settings);
}
