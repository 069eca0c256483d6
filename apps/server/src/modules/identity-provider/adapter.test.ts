import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { databaseAdapter, sweepExpiredRecords } from './adapter.js';
import { idpRecords } from './schema.js';

describe('identity provider storage in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('stores, finds by id and by uid, and keeps models apart', async () => {
    const adapter = databaseAdapter(database.handle.db);
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'student-1' }, 60);

    expect(await adapter('Session').find('s1')).toMatchObject({ uid: 'u1', accountId: 'student-1' });
    expect(await adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'student-1' });
    expect(await adapter('Interaction').find('s1')).toBeUndefined();

    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'student-2' }, 60);
    expect(await adapter('Session').find('s1')).toMatchObject({ accountId: 'student-2' });
  });

  it('treats an expired row as gone and deletes it when it is met', async () => {
    const { db } = database.handle;
    const adapter = databaseAdapter(db);
    await adapter('Interaction').upsert('old', { uid: 'x' }, -1);

    expect(await adapter('Interaction').find('old')).toBeUndefined();
    const left = await db.select().from(idpRecords);
    expect(left.some((row) => row.id === 'old')).toBe(false);
  });

  it('marks a consumed code, and revokes every token of a grant at once', async () => {
    const adapter = databaseAdapter(database.handle.db);
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('a1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('a2', { grantId: 'g2' }, 60);

    await adapter('AuthorizationCode').consume('c1');
    expect((await adapter('AuthorizationCode').find('c1'))?.consumed).toEqual(expect.any(Number));

    await adapter('AuthorizationCode').revokeByGrantId('g1');
    expect(await adapter('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await adapter('AccessToken').find('a1')).toBeUndefined();
    expect(await adapter('AccessToken').find('a2')).toBeDefined();
  });

  it('sweeps expired rows nobody looks up again', async () => {
    const { db } = database.handle;
    const adapter = databaseAdapter(db);
    await adapter('Session').upsert('abandoned', { uid: 'u-abandoned' }, -5);
    await adapter('Session').upsert('fresh', { uid: 'u-fresh' }, 600);

    await sweepExpiredRecords(db);

    const ids = (await db.select().from(idpRecords)).map((row) => row.id);
    expect(ids).not.toContain('abandoned');
    expect(ids).toContain('fresh');
  });
});
