import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exactLength } from './exact-length.js';
import { checkedKey, FileNotFoundError, isFileKey, type FileStore, type StoredFile } from './file-store.js';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files under one directory (`${DATA_DIR}/files`). A file is written under a temporary name beside its
 * place and renamed into it once complete: a reader never sees half a file, and a crash leaves only a
 * `.partial` file no key can name.
 */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, checkedKey(key));
  }

  /** The media type is not kept: the caller records it beside the key. */
  async put(key: string, source: Readable, bytes: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(source, exactLength(bytes), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      // Opened first, so a missing file is an error here and not later on the stream.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Every stored file (backups): the day directories' complete files, never a `.partial` one. */
  async *list(): AsyncIterable<StoredFile> {
    let days: string[];
    try {
      days = (await readdir(this.root)).sort();
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const day of days) {
      for (const name of (await readdir(join(this.root, day))).sort()) {
        const key = `${day}/${name}`;
        if (isFileKey(key)) yield { key, bytes: (await stat(join(this.root, key))).size };
      }
    }
  }
}
