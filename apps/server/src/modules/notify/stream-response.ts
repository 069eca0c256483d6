import type { FastifyReply } from 'fastify';
import type { LiveStream } from './stream-hub.js';

export interface EventStreamOptions {
  studentId: number;
  heartbeatMs: number;
  /** When the student's portal token expires: the stream ends then, and the app asks anew with a fresh one. */
  endsAt: number;
  onEnd: (stream: LiveStream) => void;
}

/** EventSource's own wait before reconnecting when the instance restarts (the app's connection waits less). */
const RESTART_RETRY_MS = 1000;

/**
 * Takes over the reply and answers Server-Sent Events. Headers set earlier by hooks (CORS, request id)
 * are kept; buffering and transformation are turned off so a proxy passes each event on at once.
 */
export function openEventStream(reply: FastifyReply, options: EventStreamOptions): LiveStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  // The retry hint is for EventSource's own reconnect; the app reconnects itself with a new ticket.
  raw.write('retry: 5000\n\n');

  let ended = false;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), options.heartbeatMs);
  const expiry = setTimeout(
    () => {
      stream.end();
    },
    Math.max(0, options.endsAt - Date.now()),
  );
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    options.onEnd(stream);
  };
  const stream: LiveStream = {
    studentId: options.studentId,
    send(event, data) {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      finish();
      raw.end();
    },
    endForRestart() {
      if (ended) return;
      // `retry:` for EventSource's own reconnect; the app's connection acts on the event.
      raw.write(`retry: ${String(RESTART_RETRY_MS)}\nevent: reconnect\ndata: {}\n\n`);
      finish();
      // The stream's socket was kept alive: close it too, or the instance would wait on it to exit.
      const socket = raw.socket;
      raw.end(() => socket?.end());
    },
  };
  raw.on('close', finish);
  return stream;
}
