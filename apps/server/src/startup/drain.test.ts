import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readiness } from '@portal/contract';
import { PUBLIC } from '../platform/http/access.js';
import { ok } from '../platform/http/envelope.js';
import { openStudentStream } from '../modules/notify/stream-test-client.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { buildStudent } from '../test/factories.js';
import { shutDown } from './shutdown.js';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET on a new connection each time (no pooled socket), showing the `connection` header fetch hides. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('shutDown: draining, then closing (SIGTERM)', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    // shutDown closed the app and the database handle; dropping a PostgreSQL test database is what is left.
    await subject?.database.dispose().catch(() => undefined);
    subject = undefined;
  });

  it('stays ready to serve but not-ready to the balancer, then finishes requests and streams before it exits', async () => {
    let arrived: () => void = () => undefined;
    let release: () => void = () => undefined;
    let finishedAt = Number.POSITIVE_INFINITY;
    const inside = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // Held until the instance has stopped listening: a request in flight across the close.
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    subject = await buildTestApp({}, (app) => {
      app.get(
        '/api/Probe/Slow',
        { config: { access: PUBLIC }, schema: { response: { 200: z.unknown() } } },
        async () => {
          arrived();
          await released;
          finishedAt = Date.now();
          return ok('finished');
        },
      );
    });
    const { app } = subject;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStudentStream(app, base, await buildStudent(app.database.db));
    expect(stream.status).toBe(200);
    expect((await get(`${base}/readyz`)).status).toBe(200);

    const slow = get(`${base}/api/Probe/Slow`);
    await inside;
    // SIGTERM's first step; the drain's length is the balancer's business, so the test closes when done.
    app.drain.begin();

    // Draining: the balancer is told to stop, and whatever still arrives is served on a closing connection.
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(readiness.parse(JSON.parse(ready.body))).toMatchObject({
      status: 'not-ready',
      problem: 'draining',
    });
    expect(ready.connection).toBe('close');
    expect((await get(`${base}/healthz`)).status).toBe(200);
    const call = await get(`${base}/api/Student/GetFaculties`, { connection: 'keep-alive' });
    expect(call.status).toBe(200);
    expect(call.connection).toBe('close');
    expect(JSON.parse(call.body)).toMatchObject({ Status: '200' });
    expect(stream.events.some((event) => event.event === 'reconnect')).toBe(false);

    let exited = false;
    const closed = shutDown(app, app.database, { drainMs: 0, timeoutMs: 10_000 }).then((outcome) => {
      exited = true;
      return { outcome, at: Date.now() };
    });

    // Closing: the stream hears it should reconnect only once no new connection can reach this instance.
    await stream.next('reconnect', 10_000);
    await expect(get(`${base}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
    await stream.ended;
    // Closing waits for the request still being answered.
    await sleep(200);
    expect(exited).toBe(false);

    release();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('finished');
    const done = await closed;
    expect(done.outcome).toBe('closed');
    expect(finishedAt).toBeLessThanOrEqual(done.at);
  });
});
