import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

/**
 * Key pairs that sign the portal's own tokens. Kept in the database so every instance signs and verifies
 * with the same keys and a restart keeps sessions valid. Rotation: insert a new key (it signs from then
 * on); set `retiredAt` on the old one once every token it signed has expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  /** 'portal': the portal's own tokens; 'idp': ID tokens of the embedded identity provider. */
  purpose: text().$type<'portal' | 'idp'>().notNull(),
  algorithm: text().notNull(),
  publicJwk: jsonb().$type<JWK>().notNull(),
  privateJwk: jsonb().$type<JWK>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** From this time the key neither signs nor verifies. */
  retiredAt: timestamp({ withTimezone: true }),
});
export type SigningKey = typeof signingKeys.$inferSelect;

/** Token ids revoked before they expire (logout, end of impersonation); seen by every instance. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    /** When the token would have expired anyway; rows past it can be deleted. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Secrets every instance must share (cookie-signing keys of the identity provider), created once. */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
