import { z } from 'zod';
import { booleanFlag, url } from './setting-parsers.js';

/** Uploaded documents: where they are kept, how large they may be, and the virus scanner that checks them. */
export const storageSettings = {
  /** local: files under DATA_DIR/files; s3: an S3-compatible bucket (the S3_* settings are then required). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's URL (MinIO, Ceph, R2…); unset = AWS S3 in S3_REGION. */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`: what most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** A ClamAV daemon (clamd) checking every upload before it is kept; unset = no scanning. */
  CLAMAV_HOST: z.string().min(1).optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** A scan not answered within this time refuses the file (fail closed). */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The largest file any upload accepts (bytes); each kind of request may allow less. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
};

/** The S3 settings STORAGE_DRIVER=s3 cannot start without: the first missing one, or undefined. */
export function missingS3Setting(env: {
  STORAGE_DRIVER: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | undefined {
  if (env.STORAGE_DRIVER !== 's3') return undefined;
  if (env.S3_BUCKET === undefined) return 'S3_BUCKET';
  if (env.S3_ACCESS_KEY_ID === undefined) return 'S3_ACCESS_KEY_ID';
  if (env.S3_SECRET_ACCESS_KEY === undefined) return 'S3_SECRET_ACCESS_KEY';
  return undefined;
}
