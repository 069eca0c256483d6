import type { MultipartFile } from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FILE_KINDS,
  isSafeFileName,
  kindOfContent,
  MAGIC_BYTES,
  isOneOf,
  nameFitsKind,
  type DocumentFileKind,
  type FileKind,
} from './file-kind.js';
import { refusedUpload, UploadRefused, type UploadRules } from './upload-outcome.js';

/** One file part written to its temporary file, with what was learnt while it streamed. */
export interface ReceivedPart<Kind extends FileKind = DocumentFileKind> {
  path: string;
  originalName: string;
  kind: Kind;
  bytes: number;
  sha256: string;
}

/**
 * Streams one file part to `path` (never holding it whole), hashing and counting as it goes. The kind is
 * decided from the first bytes: content of a kind the rules do not take, or a name of another kind, stops
 * the stream there (UploadRefused), as does busboy cutting the part at the size limit.
 */
export async function receivePart<Kind extends FileKind>(
  part: MultipartFile,
  path: string,
  rules: UploadRules<Kind>,
): Promise<ReceivedPart<Kind>> {
  const name = part.filename;
  if (!isSafeFileName(name)) throw new UploadRefused(refusedUpload('unsafe-name', name.slice(0, 200)));
  const hash = createHash('sha256');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let kind: Kind | undefined;
  const decide = () => {
    const found = kindOfContent(head);
    if (found === undefined || !isOneOf(rules.kinds, found))
      throw new UploadRefused(refusedUpload('wrong-kind', name));
    kind = found;
    if (!nameFitsKind(name, kind)) throw new UploadRefused(refusedUpload('name-mismatch', name));
  };
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        bytes += chunk.length;
        // The caller's own limit, below the app-wide one busboy enforces: stop reading at once.
        if (bytes > rules.maxBytesPerFile) throw new UploadRefused(refusedUpload('too-large', name));
        hash.update(chunk);
        if (kind === undefined) {
          head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES)]).subarray(0, MAGIC_BYTES);
          if (head.length >= MAGIC_BYTES) decide();
        }
        done(null, chunk);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
    flush(done) {
      try {
        if (bytes > 0 && kind === undefined) decide();
        done();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  await pipeline(part.file, inspect, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  // busboy stops a part at the size limit and marks it truncated instead of failing the stream.
  if (part.file.truncated) throw new UploadRefused(refusedUpload('too-large', name));
  if (bytes === 0) throw new UploadRefused(refusedUpload('empty', name));
  if (kind === undefined) throw new UploadRefused(refusedUpload('wrong-kind', name));
  return { path, originalName: name, kind, bytes, sha256: hash.digest('hex') };
}

export const mediaTypeOf = (kind: FileKind): string => FILE_KINDS[kind].mediaType;
