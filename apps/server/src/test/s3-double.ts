import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { S3FileStore } from '../platform/storage/s3-file-store.js';

export interface S3Double {
  endpoint: string;
  bucket: string;
  /** A store on the double's bucket, as STORAGE_DRIVER=s3 would open it. */
  store: S3FileStore;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1, a random port and its own temporary directory, with one empty bucket. */
export async function startS3Double(): Promise<S3Double> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const bucket = 'portal-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(directory, 'buckets'),
    configureBuckets: [{ name: bucket }],
  });
  await mkdir(join(directory, 'incoming'));
  await mkdir(join(directory, 'buckets'));
  storeOnlyWholeBodies(server, join(directory, 'incoming'));
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${String(address.port)}`;
  const store = new S3FileStore({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    endpoint,
    bucket,
    store,
    async close() {
      store.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Readable | Buffer;
  metadata: Record<string, string>;
  size: number;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

/**
 * s3rver streams a PUT's body straight into the object's file and answers before the file is written, so an
 * aborted PUT leaves its part behind (even after the key was removed) and a fast GET can read a short file.
 * S3 discards a body shorter than its Content-Length (IncompleteBody) and shows an object only once whole:
 * the double does the same by writing beside the bucket and moving the whole file in.
 */
function storeOnlyWholeBodies(server: S3rver, incoming: string): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    const partial = join(incoming, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      const body = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
      await pipeline(body, counting, createWriteStream(partial));
      if (Number.isFinite(object.size) && size !== object.size) {
        throw new Error(`IncompleteBody: ${String(size)} of ${String(object.size)} bytes`);
      }
      await mkdir(dirname(path), { recursive: true });
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
    const hex = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, hex);
    return { size, md5: hex };
  };
}
