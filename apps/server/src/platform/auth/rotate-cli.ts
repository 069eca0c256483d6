import { and, asc, eq, isNull } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { signingKeys } from './schema.js';
import { TokenKeys } from './token-keys.js';

/**
 * `npm run rotate-keys`: adds a new portal signing key (it signs from now on) and retires older keys that
 * were superseded more than one token lifetime ago. Run it twice, a token lifetime apart, to replace a
 * key completely.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await runMigrations(handle);
    // A key may go once its successor has signed for a whole token lifetime: no token it signed is alive.
    const cutoff = new Date(Date.now() - config.PORTAL_TOKEN_MINUTES * 60_000);
    const active = await handle.db
      .select({ kid: signingKeys.kid, createdAt: signingKeys.createdAt })
      .from(signingKeys)
      .where(and(eq(signingKeys.purpose, 'portal'), isNull(signingKeys.retiredAt)))
      .orderBy(asc(signingKeys.createdAt));
    const expired = active.filter((key, index) => {
      const successor = active[index + 1];
      return successor !== undefined && successor.createdAt < cutoff;
    });
    for (const key of expired) {
      await handle.db.update(signingKeys).set({ retiredAt: new Date() }).where(eq(signingKeys.kid, key.kid));
    }
    const kid = await new TokenKeys(handle.db).rotate();
    console.log(`New portal signing key: ${kid}`);
    console.log(
      expired.length > 0
        ? `Retired ${expired.length} superseded key(s): ${expired.map((key) => key.kid).join(', ')}`
        : 'No superseded key is old enough to retire yet; run again after one token lifetime.',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`rotate-keys failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
