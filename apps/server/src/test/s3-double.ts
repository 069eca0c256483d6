import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    directory,
    configureBuckets: [{ name: bucket }],
  });
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
