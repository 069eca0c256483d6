import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { createLocalJWKSet, errors, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../../platform/db/client.js';
import { sharedSecrets, signingKeys, type SigningKey } from '../../platform/auth/schema.js';

/** RS256: what every OpenID Connect relying party is required to accept. */
export const IDP_ALGORITHM = 'RS256';
const COOKIE_SECRET_NAME = 'idp-cookie-key';
/** Unknown key ids reload the key set at most this often, so forged kids cannot hammer the database. */
const RELOAD_INTERVAL_MS = 5_000;

export interface IdpKeyMaterial {
  /** Private JWKs, the signing key first (oidc-provider signs with the first key of an algorithm). */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies; shared by every instance so any of them reads any cookie. */
  cookieKeys: string[];
}

/**
 * The identity provider's keys, created on first use and then read back by every instance and every
 * restart. Concurrent first starts cannot create two different keys: the first key's id is derived from
 * the number of idp keys ever made ('idp-1'), so racing inserts collide and all but one do nothing.
 * Rotation: insert a newer key with purpose 'idp' and restart (the newest signs, all active verify).
 */
export async function loadIdpKeyMaterial(db: Database): Promise<IdpKeyMaterial> {
  let rows = await activeIdpKeys(db);
  if (rows.length === 0) {
    await createFirstKey(db);
    rows = await activeIdpKeys(db);
  }
  await db
    .insert(sharedSecrets)
    .values({ name: COOKIE_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const secrets = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, COOKIE_SECRET_NAME));
  return {
    signingKeys: rows.map((row) => ({ ...row.privateJwk, kid: row.kid, alg: row.algorithm, use: 'sig' })),
    cookieKeys: secrets.map((secret) => secret.value),
  };
}

/**
 * Verification keys for ID tokens of the embedded provider, read from the database: what the account
 * module uses in-process instead of fetching the provider's own JWKS over HTTP.
 */
export function embeddedIdpKeySet(db: Database): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const rows = await activeIdpKeys(db);
    loadedAt = Date.now();
    const loaded = createLocalJWKSet({ keys: rows.map(publicJwk) });
    // An empty set is not kept: the provider may be creating its first key right now.
    keySet = rows.length > 0 ? loaded : undefined;
    return loaded;
  };
  return async (header, token) => {
    const current = keySet ?? (await load());
    try {
      return await current(header, token);
    } catch (error) {
      const stale = error instanceof errors.JWKSNoMatchingKey && Date.now() - loadedAt >= RELOAD_INTERVAL_MS;
      if (!stale) throw error;
      return (await load())(header, token);
    }
  };
}

function publicJwk(row: SigningKey): JWK {
  return { ...row.publicJwk, kid: row.kid, alg: row.algorithm, use: 'sig' };
}

function activeIdpKeys(db: Database): Promise<SigningKey[]> {
  return db
    .select()
    .from(signingKeys)
    .where(and(eq(signingKeys.purpose, 'idp'), isNull(signingKeys.retiredAt)))
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
}

async function createFirstKey(db: Database): Promise<void> {
  const [made] = await db.select({ total: count() }).from(signingKeys).where(eq(signingKeys.purpose, 'idp'));
  const { publicKey, privateKey } = await generateKeyPair(IDP_ALGORITHM, { extractable: true });
  await db
    .insert(signingKeys)
    .values({
      kid: `idp-${(made?.total ?? 0) + 1}`,
      purpose: 'idp',
      algorithm: IDP_ALGORITHM,
      publicJwk: await exportJWK(publicKey),
      privateJwk: await exportJWK(privateKey),
    })
    .onConflictDoNothing();
}
