import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Older than this, a temporary file is no upload still in flight on any instance sharing DATA_DIR. */
export const UNFINISHED_AFTER_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The files of `directory` whose names end with `suffix` and that were last written before `before`. */
async function staleIn(directory: string, suffix: string, before: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const stale: string[] = [];
  for (const name of names.filter((one) => one.endsWith(suffix))) {
    const path = join(directory, name);
    const found = await stat(path).catch(() => undefined);
    if (found?.isFile() && found.mtimeMs < before) stale.push(path);
  }
  return stale;
}

/**
 * What a killed process leaves of uploads it had not finished: `.part` files of uploads being received
 * (DATA_DIR/uploads-in-progress) and `.partial` files of puts into the local store. Only its day
 * directories of today and yesterday are read (a put writes into the day of its key), so start-up does not
 * walk every stored file. Answers how many files were removed.
 */
export async function sweepUnfinishedUploads(dataDir: string, now: Date = new Date()): Promise<number> {
  const before = now.getTime() - UNFINISHED_AFTER_MS;
  const days = [now, new Date(now.getTime() - DAY_MS)].map((day) => day.toISOString().slice(0, 10));
  const stale = [
    ...(await staleIn(join(dataDir, 'uploads-in-progress'), '.part', before)),
    ...(
      await Promise.all(days.map((day) => staleIn(join(dataDir, 'files', day), '.partial', before)))
    ).flat(),
  ];
  await Promise.all(stale.map((path) => rm(path, { force: true })));
  return stale.length;
}
