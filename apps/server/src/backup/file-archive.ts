import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ListableFileStore } from '../platform/storage/file-store.js';
import { BackupError, type BackedUpFile } from './manifest.js';

const FILES = 'files';

/** Every stored document into `directory/files/<key>`, with its length and SHA-256 for the restore's check. */
export async function backupFiles(store: ListableFileStore, directory: string): Promise<BackedUpFile[]> {
  const copied: BackedUpFile[] = [];
  for await (const file of store.list()) {
    const target = join(directory, FILES, file.key);
    await mkdir(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(
      await store.open(file.key),
      measure,
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    );
    copied.push({ key: file.key, bytes, sha256: hash.digest('hex') });
  }
  return copied;
}

export async function checkFileStoreEmpty(store: ListableFileStore): Promise<void> {
  for await (const file of store.list()) {
    throw new BackupError(`The file store already holds files (${file.key}): restore into an empty one`);
  }
}

/** Each file checked against the manifest before it is stored: a damaged backup is said, not restored. */
export async function restoreFiles(
  store: ListableFileStore,
  directory: string,
  files: readonly BackedUpFile[],
): Promise<void> {
  for (const file of files) {
    const content = await readFile(join(directory, FILES, file.key));
    const sha256 = createHash('sha256').update(content).digest('hex');
    if (content.length !== file.bytes || sha256 !== file.sha256) {
      throw new BackupError(`The backup's copy of ${file.key} is damaged (length or SHA-256 differs)`);
    }
    // The media type is kept beside the key in the database; the store needs one for S3's headers only.
    await store.put(file.key, Readable.from(content), content.length, 'application/octet-stream');
  }
}
