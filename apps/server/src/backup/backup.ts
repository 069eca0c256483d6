import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ListableFileStore } from '../platform/storage/file-store.js';
import { backupFiles } from './file-archive.js';
import { BACKUP_FORMAT, BackupError, writeManifest, type BackupManifest } from './manifest.js';
import { dumpPglite } from './pglite-archive.js';
import { dumpPostgres } from './postgres-archive.js';

/** Where the portal's data is: DATABASE_URL (PostgreSQL) or the embedded database under DATA_DIR, and the files. */
export interface PortalData {
  databaseUrl: string | undefined;
  dataDir: string;
  files: ListableFileStore;
}

/**
 * A backup directory: the database (PGlite's data directory, or pg_dump's custom format), every stored
 * file, and manifest.json — written last — with each table's rows and digest and each file's SHA-256.
 */
export async function createBackup(data: PortalData, directory: string): Promise<BackupManifest> {
  await mkdir(directory, { recursive: true });
  if ((await readdir(directory)).length > 0) throw new BackupError(`${directory} is not empty`);
  const postgres = data.databaseUrl !== undefined;
  const databaseFile = postgres ? 'postgres.dump' : 'pglite.tar.gz';
  const copy = data.databaseUrl
    ? await dumpPostgres(data.databaseUrl, join(directory, databaseFile))
    : await dumpPglite(data.dataDir, join(directory, databaseFile));
  const files = await backupFiles(data.files, directory);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: postgres ? 'postgres' : 'pglite',
    databaseFile,
    migrations: copy.migrations,
    tables: copy.figures,
    files,
  };
  await writeManifest(directory, manifest);
  return manifest;
}
