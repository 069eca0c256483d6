import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/client.js';
import { signingKeys } from './schema.js';

export const TOKEN_ALGORITHM = 'ES256';

type VerificationKey = CryptoKey | Uint8Array;

/**
 * The portal's signing keys, loaded from the database. The newest active key signs; every active key
 * verifies, so tokens signed before a rotation stay valid until they expire. A key id this instance has
 * not seen (another instance rotated) triggers one reload.
 */
export class TokenKeys {
  private readonly verifying = new Map<string, VerificationKey>();
  private signing: { kid: string; key: VerificationKey } | undefined;

  constructor(private readonly db: Database) {}

  async signingKey(): Promise<{ kid: string; key: VerificationKey }> {
    if (!this.signing) await this.load();
    if (!this.signing) {
      await this.rotate();
      await this.load();
    }
    if (!this.signing) throw new Error('no signing key could be created');
    return this.signing;
  }

  async verificationKey(kid: string | undefined): Promise<VerificationKey | undefined> {
    if (!kid) return undefined;
    if (!this.verifying.has(kid)) await this.load();
    return this.verifying.get(kid);
  }

  /** Adds a new key that signs from now on (documented rotation: docs/OPERATIONS.md). */
  async rotate(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    await this.db.insert(signingKeys).values({
      kid,
      purpose: 'portal',
      algorithm: TOKEN_ALGORITHM,
      publicJwk: await exportJWK(publicKey),
      privateJwk: await exportJWK(privateKey),
    });
    this.signing = undefined;
    return kid;
  }

  /** Public keys of the active signing keys, for anyone who wants to verify portal tokens. */
  async publicKeys(): Promise<JWK[]> {
    const rows = await this.activeRows();
    return rows.map((row) => ({ ...row.publicJwk, kid: row.kid, alg: row.algorithm, use: 'sig' }));
  }

  private activeRows() {
    return this.db
      .select()
      .from(signingKeys)
      .where(and(isNull(signingKeys.retiredAt), eq(signingKeys.purpose, 'portal')))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
  }

  private async load(): Promise<void> {
    const rows = await this.activeRows();
    this.verifying.clear();
    for (const row of rows) this.verifying.set(row.kid, await importJWK(row.publicJwk, TOKEN_ALGORITHM));
    const newest = rows[0];
    this.signing = newest
      ? { kid: newest.kid, key: await importJWK(newest.privateJwk, TOKEN_ALGORITHM) }
      : undefined;
  }
}
