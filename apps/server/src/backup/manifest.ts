import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Bumped when the layout of a backup directory changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
const MANIFEST = 'manifest.json';

const tableFigures = z.object({ rows: z.number().int().min(0), digest: z.string().length(32) });
export type TableFigures = z.infer<typeof tableFigures>;

const storedFile = z.object({
  key: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().length(64),
});
export type BackedUpFile = z.infer<typeof storedFile>;

const manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The file in the directory holding the database: PGlite's data directory or pg_dump's custom format. */
  databaseFile: z.enum(['pglite.tar.gz', 'postgres.dump']),
  /** Migrations applied to the database when it was backed up: a newer code's backup has more. */
  migrations: z.number().int().min(0),
  /** Rows and an order-independent digest of every table, to prove a restore complete. */
  tables: z.record(z.string(), tableFigures),
  files: z.array(storedFile),
});
export type BackupManifest = z.infer<typeof manifest>;

/** Written last: a directory without it is a backup that did not finish. */
export async function writeManifest(directory: string, content: BackupManifest): Promise<void> {
  await writeFile(join(directory, MANIFEST), `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
}

export async function readManifest(directory: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(directory, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${directory} holds no ${MANIFEST}: not a finished backup`);
  }
  const parsed = manifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupError(
      `${MANIFEST} is not a backup of format ${String(BACKUP_FORMAT)}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** A refusal said to the operator in one line; nothing was changed when it is thrown before writing. */
export class BackupError extends Error {}
