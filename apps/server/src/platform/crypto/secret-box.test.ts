import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createSecretBox, parseSecretKeys, SecretBoxError } from './secret-box.js';
import { openSecretBox } from './secret-keys.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('createSecretBox', () => {
  it('seals a value that opens only in its own context, differently every time', () => {
    const box = createSecretBox([key('k1')]);
    const sealed = box.seal('LIB-7K3M-Q9XD', 'library-code:1:9');
    expect(sealed).not.toContain('LIB-7K3M');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(box.seal('LIB-7K3M-Q9XD', 'library-code:1:9')).not.toBe(sealed);
    expect(box.open(sealed, 'library-code:1:9')).toBe('LIB-7K3M-Q9XD');
    // Copied into another student's row, the value no longer opens.
    expect(() => box.open(sealed, 'library-code:2:9')).toThrow(SecretBoxError);
  });

  it('refuses an altered value and one sealed under a key the ring lacks', () => {
    const box = createSecretBox([key('k1')]);
    const sealed = box.seal('secret', 'ctx');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'ctx')).toThrow('does not open');
    expect(() => createSecretBox([key('k2')]).open(sealed, 'ctx')).toThrow('"k1"');
    expect(() => box.open('plain text', 'ctx')).toThrow('Not a sealed value');
  });

  it('rotates: the first key seals, older keys still open what they sealed', () => {
    const old = key('old');
    const sealedBefore = createSecretBox([old]).seal('before', 'ctx');
    const rotated = createSecretBox([key('new'), old]);
    expect(rotated.sealingKeyId).toBe('new');
    expect(rotated.open(sealedBefore, 'ctx')).toBe('before');
    expect(rotated.seal('after', 'ctx').split('.')[1]).toBe('new');
  });
});

describe('parseSecretKeys', () => {
  it('reads id:base64 pairs and names what is wrong without echoing a key', () => {
    const a = randomBytes(32).toString('base64');
    const b = randomBytes(32).toString('base64url');
    expect(parseSecretKeys(`k2:${a}, k1:${b}`).map((entry) => entry.id)).toEqual(['k2', 'k1']);
    expect(() => parseSecretKeys(`k1:${randomBytes(16).toString('base64')}`)).toThrow('not 32 bytes');
    expect(() => parseSecretKeys(`k1:${a},k1:${b}`)).toThrow('used twice');
    expect(() => parseSecretKeys(`db:${a}`)).toThrow('reserved');
    expect(() => parseSecretKeys('')).toThrow('at least one key');
  });
});

describe('openSecretBox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('without configured keys, creates one key in the database that every instance then shares', async () => {
    const first = await openSecretBox(database.handle.db, undefined);
    const second = await openSecretBox(database.handle.db, undefined);
    expect(first.usesStoredKey).toBe(true);
    expect(second.box.open(first.box.seal('shared', 'ctx'), 'ctx')).toBe('shared');
  });

  it('with configured keys, seals with them and still opens what the stored key sealed', async () => {
    const stored = await openSecretBox(database.handle.db, undefined);
    const sealedEarlier = stored.box.seal('earlier', 'ctx');
    const configured = await openSecretBox(database.handle.db, [key('k1')]);
    expect(configured.usesStoredKey).toBe(false);
    expect(configured.box.sealingKeyId).toBe('k1');
    expect(configured.box.open(sealedEarlier, 'ctx')).toBe('earlier');
  });
});
