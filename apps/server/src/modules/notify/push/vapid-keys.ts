import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { sharedSecrets } from '../../../platform/auth/schema.js';
import type { Database } from '../../../platform/db/client.js';

const VAPID_SECRET_NAME = 'vapid-keys';

const storedKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof storedKeys>;

/**
 * The server's VAPID key pair (RFC 8292), made on the first start and kept in `shared_secrets`, so every
 * instance signs with the same key and a restart never invalidates the browsers' subscriptions (each was
 * made for this public key). Concurrent first starts are safe: the insert does nothing when a key exists,
 * and everyone reads back the one that won.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  await db
    .insert(sharedSecrets)
    .values({ name: VAPID_SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, VAPID_SECRET_NAME));
  if (!row) throw new Error('The VAPID key pair could not be stored');
  return storedKeys.parse(JSON.parse(row.value));
}
