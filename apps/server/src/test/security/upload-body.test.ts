import type { FileCall } from '@portal/contract/calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { receiveUpload } from '../../platform/storage/receive-upload.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { buildAuditedApp, openApiDocument, type AuditedApp } from './audited-app.js';
import { buildCast, type Cast } from './callers.js';
import { errorEnvelopeOf, send } from './calls.js';
import { TINY_PDF } from './upload-body.js';

/**
 * A test-only upload call (no real one is needed to prove the harness): it keeps the uploaded document
 * and answers it back as a `file`. Registered from a call-table-shaped entry, as every upload call will be.
 */
const probe: FileCall = {
  method: 'POST',
  path: '/api/Probe/UploadAndEcho',
  host: 'portal',
  tag: 'Probe',
  summary: 'Keeps one PDF and sends it back',
  upload: true,
  answer: 'file',
};

function registerProbe(app: FastifyInstance): void {
  registerCall(app, probe, { access: STUDENT }, async (request, reply) => {
    const outcome = await receiveUpload(
      request,
      app.files,
      { maxFiles: 1, maxBytesPerFile: 100_000, kinds: ['pdf'] },
      app.virusScanner,
    );
    if (outcome.kind === 'refused') return reply.code(422).send({ refused: outcome.reason });
    const [stored] = outcome.files;
    if (!stored) return reply.code(500).send();
    return sendStoredFile(reply, app.files, {
      key: stored.key,
      mediaType: stored.mediaType,
      downloadName: `${outcome.fields.Title ?? 'document'} – نسخة.pdf`,
    });
  });
}

describe('the matrices send upload calls as multipart and read file answers', () => {
  let subject: AuditedApp;
  let cast: Cast;
  beforeAll(async () => {
    subject = await buildAuditedApp({}, { probes: registerProbe });
    cast = await buildCast(subject.app, subject.database.handle.db);
  });
  afterAll(() => subject.close());

  it("sends the call's fields and one tiny PDF, and the document comes back as an attachment", async () => {
    const response = await send(subject.app, {
      method: 'POST',
      url: probe.path,
      authorization: await cast.authorization('student'),
      body: { Title: 'Transcript' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Transcript _ ____.pdf"; filename*=UTF-8''Transcript%20%E2%80%93%20%D9%86%D8%B3%D8%AE%D8%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an anonymous upload with the 401 envelope before reading the body', async () => {
    const response = await send(subject.app, { method: 'POST', url: probe.path, body: {} });
    expect(response.statusCode).toBe(401);
    expect(typeof errorEnvelopeOf(response)).toBe('object');
  });

  it('documents the upload as multipart/form-data with binary files, and the answer as binary', async () => {
    const document = await openApiDocument(subject.app);
    const operation = document.paths[probe.path]?.post;
    expect(operation?.requestBody?.content['multipart/form-data']?.schema.properties?.files).toEqual({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(operation?.requestBody?.content['application/json']).toBeUndefined();
    const raw = (await subject.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    expect(Object.keys(raw.paths[probe.path]?.post.responses['200']?.content ?? {})).toEqual([
      'application/octet-stream',
    ]);
  });
});
