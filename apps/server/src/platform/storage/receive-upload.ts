import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentFileKind, FileKind } from './file-kind.js';
import { newFileKey, type FileStore } from './file-store.js';
import { mediaTypeOf, receivePart, type ReceivedPart } from './receive-part.js';
import {
  refusedUpload,
  UploadRefused,
  type StoredFile,
  type UploadOutcome,
  type UploadRules,
  type UploadRulesOf,
} from './upload-outcome.js';
import { reasonOfMultipartError } from './upload-errors.js';
import type { ScanVerdict, VirusScanner } from './virus-scan.js';

export type { StoredFile, UploadOutcome, UploadRules, UploadRulesOf } from './upload-outcome.js';

/** Text fields an upload may carry beside its files, and the size of each. */
export const MAX_FIELDS = 20;
export const MAX_FIELD_BYTES = 10 * 1024;
/** Files one upload may carry at most, whatever its rules (the multipart plugin's own cap). */
export const MAX_FILES = 10;

/**
 * Reads a multipart request: each file streams to a temporary file under DATA_DIR/uploads-in-progress
 * (checked while it streams: size, kind from its first bytes, name), then every file is scanned, then put
 * into the store. Any refusal or failure — the client cutting the upload short included — removes every
 * temporary file and every object already stored for the request: a refused upload leaves nothing behind.
 */
export async function receiveUpload<Kind extends FileKind = DocumentFileKind>(
  request: FastifyRequest,
  files: FileStore,
  rules: UploadRules<Kind> | UploadRulesOf<Kind>,
  scanner?: VirusScanner,
): Promise<UploadOutcome<Kind>> {
  const config = request.server.config;
  const inProgress = join(config.DATA_DIR, 'uploads-in-progress');
  await mkdir(inProgress, { recursive: true });
  const capped = (given: UploadRules<Kind>): UploadRules<Kind> => ({
    ...given,
    maxBytesPerFile: Math.min(given.maxBytesPerFile, config.UPLOAD_MAX_BYTES),
  });
  // Until the fields name the rules, busboy holds every part to the app-wide caps.
  let limited = typeof rules === 'function' ? undefined : capped(rules);
  const outer = limited ?? { maxFiles: MAX_FILES, maxBytesPerFile: config.UPLOAD_MAX_BYTES };
  const received: ReceivedPart<Kind>[] = [];
  const temporary: string[] = [];
  const storedKeys: string[] = [];
  try {
    const fields: Record<string, string> = {};
    for await (const part of request.parts({
      // The name exactly as sent: busboy would otherwise drop a path and hide that the name was unsafe.
      preservePath: true,
      limits: {
        files: outer.maxFiles,
        fileSize: outer.maxBytesPerFile,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: outer.maxFiles + MAX_FIELDS,
      },
    })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new UploadRefused(refusedUpload('too-large'));
        // A repeated field keeps its last value; a JSON-typed field is kept as the JSON text.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      limited ??= typeof rules === 'function' ? capped(await rules(fields)) : capped(rules);
      if (received.length >= limited.maxFiles)
        throw new UploadRefused(refusedUpload('too-many', part.filename));
      const path = join(inProgress, `${randomUUID()}.part`);
      temporary.push(path);
      received.push(await receivePart(part, path, limited));
    }
    if (received.length === 0) return refusedUpload('no-file');
    await scanAll(received, scanner, request.log);
    const stored: StoredFile<Kind>[] = [];
    for (const file of received) {
      const key = newFileKey();
      // Noted before the put: a put that fails half-way is removed with the rest.
      storedKeys.push(key);
      const mediaType = mediaTypeOf(file.kind);
      await files.put(key, createReadStream(file.path), file.bytes, mediaType);
      stored.push({
        key,
        kind: file.kind,
        mediaType,
        bytes: file.bytes,
        sha256: file.sha256,
        originalName: file.originalName,
      });
    }
    return { kind: 'stored', fields, files: stored };
  } catch (error) {
    await Promise.allSettled(storedKeys.map((key) => files.remove(key)));
    if (error instanceof UploadRefused) return error.refusal;
    const reason = reasonOfMultipartError(error);
    if (reason !== undefined) return refusedUpload(reason);
    throw error;
  } finally {
    await Promise.allSettled(temporary.map((path) => rm(path, { force: true })));
  }
}

/** Fail closed: a scanner that cannot say "clean" refuses the file, and the reason goes to the log. */
async function scanAll(
  received: readonly ReceivedPart<FileKind>[],
  scanner: VirusScanner | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!scanner) return;
  for (const file of received) {
    let verdict: ScanVerdict;
    try {
      verdict = await scanner.scan(file.path);
    } catch (error) {
      log.warn({ err: error }, 'virus scan failed: the upload is refused');
      throw new UploadRefused(refusedUpload('scan-failed', file.originalName));
    }
    if (verdict.kind === 'infected') throw new UploadRefused(refusedUpload('infected', file.originalName));
  }
}
