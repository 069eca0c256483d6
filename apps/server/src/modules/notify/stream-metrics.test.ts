import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { openStudentStream, type TestEventStream } from './stream-test-client.js';

const TOKEN = 'metrics-token-for-the-stream-gauge-01';

describe('portal_stream_connections', () => {
  let subject: TestApp;
  let base: string;
  beforeAll(async () => {
    subject = await buildTestApp({ METRICS_TOKEN: TOKEN });
    base = await subject.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => subject.close());

  const gauge = async () => {
    const scraped = await subject.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    const value = /^portal_stream_connections (\d+)$/m.exec(scraped.body)?.[1];
    if (value === undefined) throw new Error('portal_stream_connections is missing');
    return Number(value);
  };

  /** The server sees a client's close on its next turn: poll briefly instead of sleeping a fixed time. */
  const gaugeBecomes = async (expected: number) => {
    const deadline = Date.now() + 3_000;
    let seen = await gauge();
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await gauge();
    }
    return seen;
  };

  it('counts the open streams of this instance, up as students connect and down as they leave', async () => {
    expect(await gauge()).toBe(0);
    const db = subject.database.handle.db;
    const [first, second] = [await buildStudent(db), await buildStudent(db)];
    const streams: TestEventStream[] = [
      await openStudentStream(subject.app, base, first),
      await openStudentStream(subject.app, base, second),
      await openStudentStream(subject.app, base, second),
    ];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    expect(await gauge()).toBe(3);

    streams[1]?.close();
    expect(await gaugeBecomes(2)).toBe(2);
    streams[0]?.close();
    streams[2]?.close();
    expect(await gaugeBecomes(0)).toBe(0);
  });
});
