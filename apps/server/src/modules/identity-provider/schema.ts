import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdapterPayload } from 'oidc-provider';

/**
 * Everything the embedded identity provider must remember between requests (sessions, interactions,
 * grants, authorization codes, access tokens), one row per object, so any server instance can continue
 * a sign-in another one started. `model` is oidc-provider's model name ('Session', 'AuthorizationCode'…).
 */
export const idpRecords = pgTable(
  'idp_records',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<AdapterPayload>().notNull(),
    /** Tokens and codes of one grant are revoked together (code reuse, logout). */
    grantId: text(),
    userCode: text(),
    /** Sessions are also found by their uid. */
    uid: text(),
    /** Null: kept until deleted. Rows past it are treated as absent and deleted when met. */
    expiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_records_uid_idx').on(t.uid),
    index('idp_records_grant_idx').on(t.grantId),
    index('idp_records_user_code_idx').on(t.userCode),
    // Serves the periodic sweep of expired rows.
    index('idp_records_expires_idx').on(t.expiresAt),
  ],
);
export type IdpRecord = typeof idpRecords.$inferSelect;
