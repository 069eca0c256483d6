import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { ListableFileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export interface OpenedFileStore {
  files: ListableFileStore;
  /** Lets go of the store's connections (S3); nothing to do for a directory. */
  close(): void;
}

/** The store the configuration names: DATA_DIR/files by default, an S3-compatible bucket with STORAGE_DRIVER=s3. */
export function openFileStore(config: StorageConfig): OpenedFileStore {
  if (config.STORAGE_DRIVER === 'local') {
    return { files: new LocalFileStore(join(config.DATA_DIR, 'files')), close: () => undefined };
  }
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // config.ts refuses to start without these; checked again so the types need no assertion.
  if (S3_BUCKET === undefined || S3_ACCESS_KEY_ID === undefined || S3_SECRET_ACCESS_KEY === undefined) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const store = new S3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  return {
    files: store,
    close: () => {
      store.close();
    },
  };
}
