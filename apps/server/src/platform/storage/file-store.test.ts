import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double, type S3Double } from '../../test/s3-double.js';
import {
  FileNotFoundError,
  InvalidFileKeyError,
  newFileKey,
  type ListableFileStore,
  type StoredFile,
} from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

interface Subject {
  store: ListableFileStore;
  close(): Promise<void>;
}

async function localSubject(): Promise<Subject & { root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'portal-files-'));
  return { root, store: new LocalFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
}

async function s3Subject(): Promise<Subject> {
  const double: S3Double = await startS3Double();
  return { store: double.store, close: () => double.close() };
}

/** `count` chunks of 64 kB, each a different byte, produced as they are read. */
function generated(count: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent < count ? Buffer.alloc(65_536, sent % 251) : null);
      sent += 1;
    },
  });
}

async function sha256Of(stream: Readable): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new Error('not bytes');
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { hash: hash.digest('hex'), bytes };
}

describe.each([
  ['local directory', localSubject],
  ['S3-compatible (s3rver)', s3Subject],
])('FileStore: %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject.close());

  it('keeps what is put, tells it exists, opens it, and forgets it once removed', async () => {
    const key = newFileKey();
    expect(await subject.store.exists(key)).toBe(false);
    await subject.store.put(key, Readable.from([Buffer.from('%PDF-1.7 hello')]), 14, 'application/pdf');
    expect(await subject.store.exists(key)).toBe(true);
    expect(await text(await subject.store.open(key))).toBe('%PDF-1.7 hello');
    await subject.store.remove(key);
    expect(await subject.store.exists(key)).toBe(false);
    await expect(subject.store.open(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('lists every stored file with its length, for backups, and nothing once removed', async () => {
    const keys = [newFileKey(new Date('2026-09-01T10:00:00Z')), newFileKey(new Date('2026-12-01T10:00:00Z'))];
    await subject.store.put(keys[0] ?? '', Readable.from([Buffer.from('first')]), 5, 'text/plain');
    await subject.store.put(keys[1] ?? '', Readable.from([Buffer.from('the second')]), 10, 'text/plain');
    const listed: StoredFile[] = [];
    for await (const file of subject.store.list()) listed.push(file);
    expect(
      listed.filter((file) => keys.includes(file.key)).sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: keys[0], bytes: 5 },
      { key: keys[1], bytes: 10 },
    ]);
    for (const key of keys) await subject.store.remove(key);
    for await (const file of subject.store.list()) expect(keys).not.toContain(file.key);
  });

  it('streams a 24 MB object both ways with the same bytes', async () => {
    const key = newFileKey();
    const expected = await sha256Of(generated(384));
    await subject.store.put(key, generated(384), 384 * 65_536, 'application/octet-stream');
    expect(await sha256Of(await subject.store.open(key))).toEqual(expected);
    await subject.store.remove(key);
  });

  it('answers a missing key: not there, FileNotFoundError on open, removing it is no error', async () => {
    const key = newFileKey();
    expect(await subject.store.exists(key)).toBe(false);
    await expect(subject.store.open(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(subject.store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a source shorter or longer than announced and keeps nothing', async () => {
    const short = newFileKey();
    await expect(
      subject.store.put(short, Readable.from([Buffer.from('abc')]), 10, 'text/plain'),
    ).rejects.toThrow();
    expect(await subject.store.exists(short)).toBe(false);
    const long = newFileKey();
    await expect(
      subject.store.put(long, Readable.from([Buffer.from('abcdef')]), 3, 'text/plain'),
    ).rejects.toThrow();
    expect(await subject.store.exists(long)).toBe(false);
  });

  it('refuses keys that are not of the generated shape, before touching the store', async () => {
    for (const key of ['../etc/passwd', '2026-11-30/../../x', 'report.pdf', '']) {
      await expect(subject.store.exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(subject.store.put(key, Readable.from([]), 0, 'text/plain')).rejects.toBeInstanceOf(
        InvalidFileKeyError,
      );
    }
  });
});

describe('LocalFileStore', () => {
  it('leaves no partial file behind when a put fails half-way', async () => {
    const subject = await localSubject();
    const key = newFileKey();
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(subject.store.put(key, failing, 100, 'application/pdf')).rejects.toThrow('client went away');
    const [day] = key.split('/');
    expect(await readdir(join(subject.root, day ?? ''))).toEqual([]);
    await subject.close();
  });
});
