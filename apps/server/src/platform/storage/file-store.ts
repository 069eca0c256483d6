import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded documents live once they are accepted: a local directory or an S3-compatible bucket
 * (open-file-store.ts picks one from the configuration). Keys are made by `newFileKey`, never from a file
 * name, so no caller-chosen text ever becomes a path or an object name.
 */
export interface FileStore {
  /** Stores exactly `bytes` bytes read from `source`; a shorter or longer source is refused and nothing is kept. */
  put(key: string, source: Readable, bytes: number, mediaType: string): Promise<void>;
  /** The stored bytes; a key with nothing stored throws FileNotFoundError. */
  open(key: string): Promise<Readable>;
  /** Removes the object; removing a key with nothing stored is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A stored file as a listing names it. */
export interface StoredFile {
  key: string;
  bytes: number;
}

/** A store that can also list what it holds: both drivers; backups read every file through it. */
export interface ListableFileStore extends FileStore {
  list(): AsyncIterable<StoredFile>;
}

/** `2026-11-30/<uuid v4>`: the day's directory keeps listings small, the random name is unguessable. */
const KEY_SHAPE = /^\d{4}-\d{2}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function newFileKey(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 10)}/${randomUUID()}`;
}

export function isFileKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** A key not of the generated shape: refused before it reaches a path or a bucket. */
export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Not a file key of the portal's shape: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
  }
}

/** The stored length differs from the announced one: a cut-off or padded source. */
export class FileLengthError extends Error {
  constructor(expected: number, got: number) {
    super(`Expected ${String(expected)} bytes, the source gave ${String(got)}`);
  }
}

export function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new InvalidFileKeyError(key);
  return key;
}
