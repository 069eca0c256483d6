import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoUniversity } from '../demo/generate.js';
import { openPglite, openPostgres, type DatabaseHandle, type SqlRunner } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { newFileKey } from '../platform/storage/file-store.js';
import { LocalFileStore } from '../platform/storage/local-file-store.js';
import { createEmptyPostgresDatabase } from '../test/database.js';
import { createBackup, type PortalData } from './backup.js';
import { BackupError, readManifest } from './manifest.js';
import { restoreBackup } from './restore.js';
import { tableFigures } from './table-figures.js';

const DEMO = {
  seed: 20261201,
  students: 40,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2026, 10, 20)),
};
const DOCUMENTS = ['%PDF-1.4 a transcript request\n', 'a second document, a scan'];

const directories: string[] = [];
async function scratch(name: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), `portal-backup-${name}-`));
  directories.push(directory);
  return directory;
}
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

async function withDemo(handle: DatabaseHandle): Promise<void> {
  try {
    await runMigrations(handle);
    await generateDemoUniversity(handle, DEMO);
  } finally {
    await handle.close();
  }
}

async function storeDocuments(files: LocalFileStore): Promise<string[]> {
  const keys: string[] = [];
  for (const content of DOCUMENTS) {
    const key = newFileKey();
    await files.put(key, Readable.from(Buffer.from(content)), Buffer.byteLength(content));
    keys.push(key);
  }
  return keys;
}

async function pgliteFigures(dataDir: string) {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const runner: SqlRunner = async <Row>(sql: string, params?: unknown[]) =>
      (await client.query<Row>(sql, params)).rows;
    return await tableFigures(runner);
  } finally {
    await client.close();
  }
}

describe('backup and restore of the embedded database and the files', () => {
  let source: PortalData;
  let keys: string[];
  let backup: string;

  beforeAll(async () => {
    const dataDir = await scratch('source');
    await withDemo(await openPglite(dataDir));
    const files = new LocalFileStore(join(dataDir, 'files'));
    source = { databaseUrl: undefined, dataDir, files };
    keys = await storeDocuments(files);
    backup = join(await scratch('backups'), 'tonight');
    await createBackup(source, backup);
  }, 120_000);

  it('restores every table with the same rows and digest, and every file byte for byte', async () => {
    const dataDir = await scratch('target');
    const files = new LocalFileStore(join(dataDir, 'files'));
    const manifest = await restoreBackup({ databaseUrl: undefined, dataDir, files }, backup);
    const restored = await pgliteFigures(dataDir);
    expect(restored).toEqual(await pgliteFigures(source.dataDir));
    expect(restored).toEqual(manifest.tables);
    expect(Object.keys(restored).length).toBeGreaterThan(50);
    expect(restored['public.students']?.rows).toBe(DEMO.students);
    expect(restored['drizzle.__drizzle_migrations']?.rows).toBe(manifest.migrations);
    for (const [index, key] of keys.entries())
      expect(await text(await files.open(key))).toBe(DOCUMENTS[index]);
  }, 120_000);

  it('refuses a target that already holds a database and changes nothing there', async () => {
    const before = await pgliteFigures(source.dataDir);
    await expect(restoreBackup(source, backup)).rejects.toThrow(/already holds a database/);
    expect(await pgliteFigures(source.dataDir)).toEqual(before);
  });

  it('refuses a backup from a newer schema than the code, before writing anything', async () => {
    const manifest = await readManifest(backup);
    const dataDir = await scratch('newer');
    const files = new LocalFileStore(join(dataDir, 'files'));
    await expect(
      restoreBackup({ databaseUrl: undefined, dataDir, files }, backup, manifest.migrations - 1),
    ).rejects.toThrow(/this code knows/);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });

  it('refuses a damaged copy of a file and an unfinished backup', async () => {
    const damaged = join(await scratch('damaged'), 'copy');
    await createBackup(source, damaged);
    const manifest = await readManifest(damaged);
    const first = manifest.files[0];
    if (first === undefined) throw new Error('the backup has files');
    await writeFile(join(damaged, 'files', first.key), 'not what was stored');
    const dataDir = await scratch('from-damaged');
    await expect(
      restoreBackup(
        { databaseUrl: undefined, dataDir, files: new LocalFileStore(join(dataDir, 'files')) },
        damaged,
      ),
    ).rejects.toThrow(/damaged/);

    await rm(join(damaged, 'manifest.json'));
    await expect(readManifest(damaged)).rejects.toBeInstanceOf(BackupError);
  }, 120_000);

  it('refuses to write a backup into a directory that is not empty', async () => {
    await expect(createBackup(source, backup)).rejects.toThrow(/is not empty/);
    expect(JSON.parse(await readFile(join(backup, 'manifest.json'), 'utf8'))).toMatchObject({ format: 1 });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore of PostgreSQL with pg_dump (needs TEST_DATABASE_URL)', () => {
  it('restores into an empty database with every table identical, and refuses a database in use', async () => {
    if (!serverUrl) return;
    const from = await createEmptyPostgresDatabase(serverUrl);
    const to = await createEmptyPostgresDatabase(serverUrl);
    try {
      await withDemo(await openPostgres(from.url, 5));
      const dataDir = await scratch('pg-files');
      const files = new LocalFileStore(join(dataDir, 'files'));
      const source: PortalData = { databaseUrl: from.url, dataDir, files };
      await storeDocuments(files);
      const backup = join(await scratch('pg-backups'), 'tonight');
      const made = await createBackup(source, backup);
      const targetDir = await scratch('pg-target');
      const target: PortalData = {
        databaseUrl: to.url,
        dataDir: targetDir,
        files: new LocalFileStore(join(targetDir, 'files')),
      };
      await restoreBackup(target, backup);
      expect(await postgresFigures(to.url)).toEqual(made.tables);
      expect(await postgresFigures(from.url)).toEqual(made.tables);
      await expect(
        restoreBackup({ ...target, files: new LocalFileStore(join(await scratch('x'), 'f')) }, backup),
      ).rejects.toThrow(/already has \d+ tables/);
    } finally {
      await from.drop();
      await to.drop();
    }
  }, 180_000);
});

async function postgresFigures(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableFigures(
      async <Row extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
        (await client.query<Row>(sql, params)).rows,
    );
  } finally {
    await client.end();
  }
}
