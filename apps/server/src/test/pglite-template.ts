import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../platform/db/migrate.js';

/**
 * A migrated, empty PGlite data directory, dumped once and loaded by every test file that needs a database.
 * Creating a PGlite database runs initdb inside WebAssembly: 7–14 s on a 2-core machine, paid by each of the
 * ~130 server test files; loading a dump takes about one second. The dump is named by a hash of the
 * migrations, so a changed migration makes a new one.
 */
const VARIABLE = 'PORTAL_TEST_PGLITE_TEMPLATE';

/** Names a template by its migrations: a changed migration makes a new one. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** Makes the template (unless this machine already has it) and names it to the test workers. */
export async function prepareTemplate(): Promise<void> {
  const path = join(tmpdir(), `portal-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(path)) {
    const client = await PGlite.create('memory://');
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a second run starting meanwhile never reads half a file.
    const partial = `${path}.${String(process.pid)}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  }
  process.env[VARIABLE] = path;
}

/** The template to start a test database from; undefined when the run made none (a lone file outside vitest). */
export async function templateDump(): Promise<Blob | undefined> {
  const path = process.env[VARIABLE];
  if (!path || !existsSync(path)) return undefined;
  return new Blob([await readFile(path)]);
}
