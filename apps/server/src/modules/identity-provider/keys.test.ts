import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../platform/auth/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadIdpKeyMaterial } from './keys.js';

describe('identity provider keys', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('creates one key pair and one cookie key even when several instances start at once', async () => {
    const { db } = database.handle;
    const started = await Promise.all([
      loadIdpKeyMaterial(db),
      loadIdpKeyMaterial(db),
      loadIdpKeyMaterial(db),
    ]);

    const kids = started.map((material) => material.signingKeys.map((key) => key.kid));
    expect(kids).toEqual([['idp-1'], ['idp-1'], ['idp-1']]);
    expect(new Set(started.map((material) => material.cookieKeys.join()))).toHaveProperty('size', 1);
    const [signing] = started[0].signingKeys;
    expect(signing).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(signing?.d).toEqual(expect.any(String));
    expect(await db.select().from(signingKeys).where(eq(signingKeys.purpose, 'idp'))).toHaveLength(1);
  });

  it('signs with the newest active key after a rotation and no longer offers a retired one', async () => {
    const { db } = database.handle;
    const [current] = await db.select().from(signingKeys).where(eq(signingKeys.kid, 'idp-1'));
    if (!current) throw new Error('no key to rotate');
    await db.insert(signingKeys).values({ ...current, kid: 'idp-2', createdAt: new Date(Date.now() + 1000) });

    expect((await loadIdpKeyMaterial(db)).signingKeys.map((key) => key.kid)).toEqual(['idp-2', 'idp-1']);

    await db.update(signingKeys).set({ retiredAt: new Date() }).where(eq(signingKeys.kid, 'idp-1'));
    expect((await loadIdpKeyMaterial(db)).signingKeys.map((key) => key.kid)).toEqual(['idp-2']);
  });
});
