import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openFileStore } from '../platform/storage/open-file-store.js';
import { createBackup } from './backup.js';
import { BackupError } from './manifest.js';
import { restoreBackup } from './restore.js';

const USAGE = 'usage: npm run backup -- <directory>   |   npm run restore -- <directory>';

/** `backup <dir>` or `restore <dir>` with the server's own configuration (DATABASE_URL / DATA_DIR, STORAGE_*). */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, directory] = positionals;
  if ((command !== 'backup' && command !== 'restore') || directory === undefined) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const store = openFileStore(config);
  const data = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, files: store.files };
  const started = performance.now();
  try {
    const manifest =
      command === 'backup' ? await createBackup(data, directory) : await restoreBackup(data, directory);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${command === 'backup' ? 'Backed up' : 'Restored and checked'} ${String(Object.keys(manifest.tables).length)} tables (${String(rows)} rows) and ${String(manifest.files.length)} files in ${seconds} s: ${directory}`,
    );
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `${process.argv[2] ?? 'backup'}: ${error.message}` : error);
  process.exitCode = 1;
});
