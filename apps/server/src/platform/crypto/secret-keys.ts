import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sharedSecrets } from '../auth/schema.js';
import type { Database } from '../db/client.js';
import {
  SECRET_KEY_BYTES,
  STORED_KEY_ID,
  createSecretBox,
  type SecretBox,
  type SecretKey,
} from './secret-box.js';

const STORED_KEY_NAME = 'secret-box-key';

/**
 * The secret box every instance uses. With SECRETS_KEYS configured, its keys (kept outside the database,
 * so a stolen dump does not open the secrets). Without it, a key created once in `shared_secrets` and
 * shared by every instance: fine for the demo and for trying the portal out, but it lives beside the
 * values it protects, so production sets SECRETS_KEYS (docs/OPERATIONS.md). The stored key stays in
 * the ring after SECRETS_KEYS is set, under id 'db', so values sealed before still open.
 */
export async function openSecretBox(
  db: Database,
  configured: readonly SecretKey[] | undefined,
): Promise<{ box: SecretBox; usesStoredKey: boolean }> {
  const stored = configured ? await readStoredKey(db) : await storedKey(db);
  const ring = [...(configured ?? []), ...(stored ? [{ id: STORED_KEY_ID, key: stored }] : [])];
  return { box: createSecretBox(ring), usesStoredKey: !configured };
}

async function storedKey(db: Database): Promise<Buffer> {
  // Concurrent first starts race on the primary key; every one then reads the same winner.
  await db
    .insert(sharedSecrets)
    .values({ name: STORED_KEY_NAME, value: randomBytes(SECRET_KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const key = await readStoredKey(db);
  if (!key) throw new Error('The stored secret key could not be read back.');
  return key;
}

async function readStoredKey(db: Database): Promise<Buffer | undefined> {
  const rows = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, STORED_KEY_NAME));
  return rows[0] ? Buffer.from(rows[0].value, 'base64') : undefined;
}
