import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepUnfinishedUploads } from './sweep-unfinished.js';

const NOW = new Date('2026-11-30T10:00:00Z');
const TWO_HOURS_AGO = new Date(NOW.getTime() - 2 * 60 * 60 * 1000);
const TEN_MINUTES_AGO = new Date(NOW.getTime() - 10 * 60 * 1000);

describe('sweeping what a killed process left of unfinished uploads', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sweep-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function file(path: string, writtenAt: Date) {
    const full = join(dataDir, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, 'x');
    await utimes(full, writtenAt, writtenAt);
  }

  it('removes old .part and .partial files, and keeps recent ones and every stored file', async () => {
    await file('uploads-in-progress/old.part', TWO_HOURS_AGO);
    await file('uploads-in-progress/recent.part', TEN_MINUTES_AGO);
    await file('files/2026-11-30/a.abc.partial', TWO_HOURS_AGO);
    await file('files/2026-11-29/b.def.partial', TWO_HOURS_AGO);
    await file('files/2026-11-30/c.ghi.partial', TEN_MINUTES_AGO);
    await file('files/2026-11-30/stored-key', TWO_HOURS_AGO);
    await file('files/2026-11-29/stored-key', TWO_HOURS_AGO);

    expect(await sweepUnfinishedUploads(dataDir, NOW)).toBe(3);

    expect(await readdir(join(dataDir, 'uploads-in-progress'))).toEqual(['recent.part']);
    expect((await readdir(join(dataDir, 'files', '2026-11-30'))).sort()).toEqual([
      'c.ghi.partial',
      'stored-key',
    ]);
    expect(await readdir(join(dataDir, 'files', '2026-11-29'))).toEqual(['stored-key']);
  });

  it('finds nothing to do in a data directory that has no uploads yet', async () => {
    expect(await sweepUnfinishedUploads(dataDir, NOW)).toBe(0);
  });
});
