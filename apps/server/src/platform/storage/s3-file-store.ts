import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exactLength } from './exact-length.js';
import { checkedKey, FileNotFoundError, isFileKey, type FileStore, type StoredFile } from './file-store.js';

export interface S3Settings {
  /** Unset: AWS itself; set: any S3-compatible service (MinIO, Ceph, R2, s3rver in the tests). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` addresses: what most S3-compatible services need. */
  forcePathStyle: boolean;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files as objects of one bucket, streamed both ways: nothing is held in memory whole. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the API demands them: many S3-compatible services refuse the SDK's default
      // CRC trailers on a streamed PutObject (aws-chunked encoding).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, source: Readable, bytes: number, mediaType: string): Promise<void> {
    const body = exactLength(bytes);
    // A source that fails or has the wrong length aborts the request: the SDK never sees its body's errors.
    const abort = new AbortController();
    const reading = pipeline(source, body).catch((error: unknown) => {
      abort.abort();
      throw error;
    });
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      Body: body,
      ContentLength: bytes,
      ContentType: mediaType,
    });
    try {
      await Promise.all([reading, this.client.send(command, { abortSignal: abort.signal })]);
    } catch (error) {
      await this.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`The bucket answered ${key} without a stream`);
      return answer.Body;
    } catch (error) {
      if (notFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  /** Every object of the portal's key shape in the bucket (backups), a page of the listing at a time. */
  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined && isFileKey(object.Key))
          yield { key: object.Key, bytes: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /** Closes the client's kept-alive connections (app shutdown). */
  close(): void {
    this.client.destroy();
  }
}
