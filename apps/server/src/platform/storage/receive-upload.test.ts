import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { EICAR, startClamdDouble } from '../../test/clamd-double.js';
import { multipartForm, type FormPart } from '../../test/multipart-form.js';
import { buildUploadApp, type UploadApp } from '../../test/upload-app.js';
import type { FileStore } from './file-store.js';
import type { UploadRules } from './receive-upload.js';
import { ClamdScanner } from './virus-scan.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF photo of a form')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const RULES: UploadRules = { maxFiles: 3, maxBytesPerFile: 100_000, kinds: ['pdf', 'jpeg', 'png'] };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const file = (filename: string, content: Buffer): FormPart => ({ name: 'files', filename, content });

let subject: UploadApp | undefined;
afterEach(async () => {
  await subject?.close();
  subject = undefined;
});

async function upload(parts: FormPart[], rules: UploadRules = RULES, options = {}) {
  subject = await buildUploadApp(rules, options);
  const form = multipartForm(parts);
  const response = await subject.app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  return { response, outcome: subject.outcomes[0] };
}

/** The refusal, and proof that nothing was kept: no stored object, no temporary file. */
async function expectRefused(parts: FormPart[], reason: string, rules: UploadRules = RULES, options = {}) {
  const { outcome } = await upload(parts, rules, options);
  expect(outcome).toMatchObject({ kind: 'refused', reason });
  expect(await subject?.storedFiles()).toEqual([]);
  expect(await subject?.filesInProgress()).toEqual([]);
  return outcome;
}

describe('receiveUpload: accepted documents', () => {
  it('stores a PDF, a JPEG and a PNG with their kind, size and SHA-256, and returns the text fields', async () => {
    const { outcome } = await upload([
      { name: 'OrderId', content: '42' },
      file('transcript.pdf', PDF),
      file('photo.JPG', JPEG),
      file('stamp.png', PNG),
    ]);
    if (outcome?.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    expect(outcome.fields).toEqual({ OrderId: '42' });
    expect(
      outcome.files.map(({ kind, mediaType, bytes, sha256: hash, originalName }) => ({
        kind,
        mediaType,
        bytes,
        hash,
        originalName,
      })),
    ).toEqual([
      {
        kind: 'pdf',
        mediaType: 'application/pdf',
        bytes: PDF.length,
        hash: sha256(PDF),
        originalName: 'transcript.pdf',
      },
      {
        kind: 'jpeg',
        mediaType: 'image/jpeg',
        bytes: JPEG.length,
        hash: sha256(JPEG),
        originalName: 'photo.JPG',
      },
      {
        kind: 'png',
        mediaType: 'image/png',
        bytes: PNG.length,
        hash: sha256(PNG),
        originalName: 'stamp.png',
      },
    ]);
    const [first] = outcome.files;
    expect(await text(await (subject?.store ?? fail()).open(first?.key ?? ''))).toBe(PDF.toString('latin1'));
    expect(await subject?.storedFiles()).toHaveLength(3);
    expect(await subject?.filesInProgress()).toEqual([]);
  });

  it('stores a file exactly at the size limit', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(1000 - PDF.length, 0x20)]);
    const { outcome } = await upload([file('a.pdf', exact)], { ...RULES, maxBytesPerFile: 1000 });
    expect(outcome).toMatchObject({ kind: 'stored', files: [{ bytes: 1000 }] });
  });

  it('stores a clean file when the virus scanner is configured', async () => {
    const clamd = await startClamdDouble();
    const scanner = new ClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs: 2000 });
    const { outcome } = await upload([file('a.pdf', PDF)], RULES, { scanner });
    expect(outcome).toMatchObject({ kind: 'stored' });
    expect(clamd.scans).toBe(1);
    await clamd.close();
  });
});

function fail(): never {
  throw new Error('no subject');
}

describe('receiveUpload: refusals leave nothing behind', () => {
  it('refuses an empty file', () => expectRefused([file('a.pdf', Buffer.alloc(0))], 'empty'));

  it("refuses a file over the rules' size, having stopped at the limit", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(50_000, 0x20)]);
    const outcome = await expectRefused([file('big.pdf', big)], 'too-large', {
      ...RULES,
      maxBytesPerFile: 1000,
    });
    expect(outcome).toMatchObject({ fileName: 'big.pdf' });
  });

  it('caps every request at UPLOAD_MAX_BYTES whatever its rules allow', () =>
    expectRefused([file('big.pdf', Buffer.concat([PDF, Buffer.alloc(5000)]))], 'too-large', RULES, {
      environment: { UPLOAD_MAX_BYTES: '2048' },
    }));

  it('refuses more files than the rules allow, even when the first ones were fine', () =>
    expectRefused([file('a.pdf', PDF), file('b.pdf', PDF)], 'too-many', { ...RULES, maxFiles: 1 }));

  it('refuses a program renamed .pdf (the content decides the kind)', () =>
    expectRefused([file('a.pdf', PDF), file('setup.pdf', EXE)], 'wrong-kind'));

  it('refuses a kind the request type does not take', () =>
    expectRefused([file('stamp.png', PNG)], 'wrong-kind', { ...RULES, kinds: ['pdf'] }));

  it("refuses a file shorter than any kind's first bytes", () =>
    expectRefused([file('a.pdf', Buffer.from('%P'))], 'wrong-kind'));

  it('refuses a PDF named scan.jpg (the name says another kind)', async () => {
    const outcome = await expectRefused([file('scan.jpg', PDF)], 'name-mismatch');
    expect(outcome).toMatchObject({ fileName: 'scan.jpg' });
  });

  it("refuses a name without the kind's extension", () =>
    expectRefused([file('scan', PDF)], 'name-mismatch'));

  for (const name of [
    '../../etc/passwd.pdf',
    'a/b.pdf',
    'a\\b.pdf',
    'bad\u0001.pdf',
    'evil\u202Efdp.exe.pdf',
    `${'x'.repeat(197)}.pdf`,
  ]) {
    it(`refuses the unsafe name ${JSON.stringify(name.slice(0, 30))}`, () =>
      expectRefused([file(name, PDF)], 'unsafe-name'));
  }

  it('refuses a form with no file', () => expectRefused([{ name: 'OrderId', content: '42' }], 'no-file'));

  it('refuses a request that is not multipart at all', async () => {
    subject = await buildUploadApp(RULES);
    await subject.app.inject({ method: 'POST', url: '/upload', payload: { OrderId: 42 } });
    expect(subject.outcomes[0]).toMatchObject({ kind: 'refused', reason: 'no-file' });
  });

  it('refuses a text field over 10 kB', () =>
    expectRefused([{ name: 'Note', content: 'x'.repeat(11 * 1024) }, file('a.pdf', PDF)], 'too-large'));

  it('refuses more than 20 text fields', () =>
    expectRefused(
      [
        ...Array.from({ length: 21 }, (_, index) => ({ name: `F${String(index)}`, content: 'x' })),
        file('a.pdf', PDF),
      ],
      'too-many',
    ));

  it('refuses the EICAR test file when the scanner is configured', async () => {
    const clamd = await startClamdDouble();
    const scanner = new ClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs: 2000 });
    const infected = Buffer.concat([PDF, Buffer.from(EICAR, 'latin1')]);
    const outcome = await expectRefused(
      [file('a.pdf', PDF), file('virus.pdf', infected)],
      'infected',
      RULES,
      { scanner },
    );
    expect(outcome).toMatchObject({ fileName: 'virus.pdf' });
    await clamd.close();
  });

  it('refuses every file while the scanner is down (fail closed)', () =>
    expectRefused([file('a.pdf', PDF)], 'scan-failed', RULES, {
      scanner: new ClamdScanner({ host: '127.0.0.1', port: 1, timeoutMs: 1000 }),
    }));

  it('removes the objects already stored when a later put fails', async () => {
    let puts = 0;
    const failingSecond = (store: FileStore): FileStore => ({
      put: async (key, source, bytes, mediaType) => {
        puts += 1;
        if (puts === 2) throw new Error('bucket unavailable');
        await store.put(key, source, bytes, mediaType);
      },
      open: (key) => store.open(key),
      remove: (key) => store.remove(key),
      exists: (key) => store.exists(key),
    });
    const { response } = await upload([file('a.pdf', PDF), file('b.pdf', PDF)], RULES, {
      files: failingSecond,
    });
    expect(response.statusCode).toBe(500);
    expect(puts).toBe(2);
    expect(await subject?.storedFiles()).toEqual([]);
    expect(await subject?.filesInProgress()).toEqual([]);
  });
});

describe('receiveUpload: the client cuts the connection half-way', () => {
  it('answers cut-off and removes the half-received file', async () => {
    subject = await buildUploadApp(RULES);
    await subject.app.listen({ host: '127.0.0.1', port: 0 });
    const address = subject.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const form = multipartForm([file('a.pdf', Buffer.concat([PDF, Buffer.alloc(400_000, 0x20)]))]);
    const socket = connect({ host: '127.0.0.1', port });
    await once(socket, 'connect');
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form.contentType}\r\n` +
        `Content-Length: ${String(form.payload.length)}\r\n\r\n`,
    );
    socket.write(form.payload.subarray(0, 200_000));
    // Let the server start writing the part to its temporary file before the client goes away.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await subject.filesInProgress()).toHaveLength(1);
    socket.destroy();
    const deadline = Date.now() + 5000;
    while (subject.outcomes.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subject.outcomes[0]).toMatchObject({ kind: 'refused', reason: 'cut-off' });
    expect(await subject.storedFiles()).toEqual([]);
    expect(await subject.filesInProgress()).toEqual([]);
  });
});
