import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelope, liveMessage, streamTicket } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { openTestStream, type TestEventStream } from './stream-test-client.js';

const ticketAnswer = envelope(streamTicket.nullable());

/** Listens on a free local port: Server-Sent Events need a real socket, not inject. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function ticketFor(app: FastifyInstance, headers: { authorization: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/Notify/StreamTicket', headers });
  expect(response.statusCode).toBe(200);
  return ticketAnswer.parse(response.json());
}

async function openStream(app: FastifyInstance, base: string, headers: { authorization: string }) {
  const answer = await ticketFor(app, headers);
  const ticket = answer.ReturnObject?.Ticket;
  if (!ticket) throw new Error(`no ticket: ${answer.Message}`);
  return openTestStream(`${base}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`);
}

describe('live updates: the student stream (in-process bus)', () => {
  let subject: TestApp;
  let base: string;
  let staffHeaders: { authorization: string };
  const streams: TestEventStream[] = [];
  const track = (stream: TestEventStream) => {
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    subject = await buildTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
    base = await listen(subject.app);
    const sender = await buildStaffMember(subject.database.handle.db, { roles: ['communications'] });
    staffHeaders = await staffAuthorization(subject.app, sender);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;
  const sendTo = (code: string, title: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Notify/SendMessage',
      headers: staffHeaders,
      payload: {
        Title: title,
        Body: `Body of ${title}`,
        Link: 'notification',
        Audience: { Kind: 'student', StudentCode: code },
      },
    });

  it('delivers a message sent by staff to the open stream of its student, with heartbeats', async () => {
    const student = await buildStudent(db());
    const stream = track(
      await openStream(subject.app, base, await studentAuthorization(subject.app, student)),
    );
    expect(stream.status).toBe(200);

    const sent = await sendTo(student.code, 'Room change');
    expect(sent.json()).toMatchObject({ Status: '200' });
    const event = liveMessage.parse(JSON.parse((await stream.next('message')).data));
    expect(event).toEqual({
      MessageId: expect.any(Number) as number,
      Title: 'Room change',
      Body: 'Body of Room change',
      // Staff wrote it in one language: shown as written, in Arabic too.
      Arabic: null,
      Link: 'notification',
    });
    await expect.poll(() => stream.comments, { timeout: 3_000 }).toContain('heartbeat');
  });

  it("never gives a student another student's messages", async () => {
    const [mona, omar] = [await buildStudent(db()), await buildStudent(db())];
    const monaStream = track(
      await openStream(subject.app, base, await studentAuthorization(subject.app, mona)),
    );
    const omarStream = track(
      await openStream(subject.app, base, await studentAuthorization(subject.app, omar)),
    );

    await sendTo(mona.code, 'For Mona only');
    expect(JSON.parse((await monaStream.next('message')).data)).toMatchObject({ Title: 'For Mona only' });
    await sendTo(omar.code, 'For Omar');
    // Omar's first event is his own message: Mona's, sent before it, never reached his stream.
    expect(JSON.parse((await omarStream.next('message')).data)).toMatchObject({ Title: 'For Omar' });
    expect(omarStream.events.map((event) => event.data)).not.toContainEqual(
      expect.stringContaining('For Mona only'),
    );
    expect(monaStream.events).toHaveLength(1);
  });

  it('opens a stream once per ticket, and never without a valid one', async () => {
    const student = await buildStudent(db());
    const answer = await ticketFor(subject.app, await studentAuthorization(subject.app, student));
    const ticket = answer.ReturnObject?.Ticket ?? '';
    expect(answer.ReturnObject?.ExpiresInSeconds).toBe(30);
    const url = `${base}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`;
    expect(track(await openTestStream(url)).status).toBe(200);
    const replay = track(await openTestStream(url));
    expect(replay.status).toBe(401);
    expect(track(await openTestStream(`${base}/api/Notify/Stream?ticket=made-up`)).status).toBe(401);
    expect(track(await openTestStream(`${base}/api/Notify/Stream`)).status).toBe(422);
  });

  it('gives tickets to signed-in students only', async () => {
    const anonymous = await subject.app.inject({ method: 'POST', url: '/api/Notify/StreamTicket' });
    expect(anonymous.statusCode).toBe(401);
    const asStaff = await subject.app.inject({
      method: 'POST',
      url: '/api/Notify/StreamTicket',
      headers: staffHeaders,
    });
    expect(asStaff.statusCode).toBe(403);
  });
});

describe('live updates: limits and shutdown', () => {
  it('refuses a stream beyond the per-student and per-instance limits, clearly', async () => {
    const subject = await buildTestApp({ LIVE_STREAMS_PER_STUDENT: '2', LIVE_STREAMS_PER_INSTANCE: '3' });
    const streams: TestEventStream[] = [];
    try {
      const base = await listen(subject.app);
      const db = subject.database.handle.db;
      const [many, other, late] = [await buildStudent(db), await buildStudent(db), await buildStudent(db)];
      const manyHeaders = await studentAuthorization(subject.app, many);
      // Three tickets asked for before any stream opens: the third stream is refused when it opens.
      const tickets = [];
      for (let i = 0; i < 3; i += 1)
        tickets.push((await ticketFor(subject.app, manyHeaders)).ReturnObject?.Ticket ?? '');
      for (const ticket of tickets) {
        streams.push(await openTestStream(`${base}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`));
      }
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 429]);
      const refusedTicket = await ticketFor(subject.app, manyHeaders);
      expect(refusedTicket).toMatchObject({ Status: '429', ReturnObject: null });
      expect(refusedTicket.Message).toMatch(/already open in 2 tabs or devices/);

      streams.push(await openStream(subject.app, base, await studentAuthorization(subject.app, other)));
      const full = await ticketFor(subject.app, await studentAuthorization(subject.app, late));
      expect(full).toMatchObject({ Status: '429' });
      expect(full.Message).toMatch(/no room for more live connections/);

      // A closed stream frees its place.
      streams[0]?.close();
      await expect
        .poll(
          async () => (await ticketFor(subject.app, await studentAuthorization(subject.app, late))).Status,
        )
        .toBe('200');
    } finally {
      for (const stream of streams) stream.close();
      await subject.close();
    }
  });

  it('ends open streams when the server shuts down, without waiting for the deadline', async () => {
    const subject = await buildTestApp();
    const base = await listen(subject.app);
    const student = await buildStudent(subject.database.handle.db);
    const stream = await openStream(subject.app, base, await studentAuthorization(subject.app, student));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await subject.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    await subject.database.dispose();
  });
});
