import { join } from 'node:path';
import { expectedMigrationCount } from '../platform/db/migrate.js';
import type { PortalData } from './backup.js';
import { checkFileStoreEmpty, restoreFiles } from './file-archive.js';
import { BackupError, readManifest, type BackupManifest } from './manifest.js';
import { checkPgliteTargetEmpty, restorePglite } from './pglite-archive.js';
import { checkPostgresTargetEmpty, restorePostgres } from './postgres-archive.js';
import { differingTables } from './table-figures.js';

/**
 * Restores a backup into an empty target, after every check that can refuse it has passed: the backup is
 * finished and of a known format, not from a newer schema than this code, of the same kind of database,
 * and the target database and file store are empty. Then proves every table's rows and digest match.
 */
export async function restoreBackup(
  data: PortalData,
  directory: string,
  migrationsKnown = expectedMigrationCount(),
): Promise<BackupManifest> {
  const manifest = await readManifest(directory);
  if (manifest.migrations > migrationsKnown) {
    throw new BackupError(
      `The backup has ${String(manifest.migrations)} migrations applied; this code knows ${String(migrationsKnown)}: restore it with the release that made it`,
    );
  }
  const target = data.databaseUrl === undefined ? 'pglite' : 'postgres';
  if (manifest.database !== target) {
    throw new BackupError(`The backup is of a ${manifest.database} database; the target is ${target}`);
  }
  if (data.databaseUrl === undefined) await checkPgliteTargetEmpty(data.dataDir);
  else await checkPostgresTargetEmpty(data.databaseUrl);
  await checkFileStoreEmpty(data.files);

  const file = join(directory, manifest.databaseFile);
  const copy =
    data.databaseUrl === undefined
      ? await restorePglite(data.dataDir, file)
      : await restorePostgres(data.databaseUrl, file);
  const differing = differingTables(manifest.tables, copy.figures);
  if (differing.length > 0) {
    throw new BackupError(`The restored database differs from the backup in: ${differing.join(', ')}`);
  }
  await restoreFiles(data.files, directory, manifest.files);
  return manifest;
}
