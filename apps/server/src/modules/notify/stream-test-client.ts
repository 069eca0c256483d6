import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { envelope, streamTicket } from '@portal/contract';
import { studentAuthorization } from '../../test/sessions.js';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A Server-Sent Events client for tests, over a real socket (inject cannot stream): it records every
 * event and comment as it arrives.
 */
export interface TestEventStream {
  status: number;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the next event of that name not yet waited for; rejects after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openTestStream(url: string): Promise<TestEventStream> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      resolve(readStream(response, () => outgoing.destroy()));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function readStream(response: IncomingMessage, destroy: () => void): TestEventStream {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  const taken = new Map<string, number>();
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      for (const waiter of waiters.splice(0)) waiter();
    }
  });
  const ended = new Promise<void>((resolve) => {
    response.on('close', resolve);
  });
  return {
    status: response.statusCode ?? 0,
    events,
    comments,
    ended,
    next(event, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          reject(new Error(`no "${event}" event within ${String(timeoutMs)} ms`));
        }, timeoutMs);
        const check = () => {
          if (settled) return;
          const index = taken.get(event) ?? 0;
          const found = events.filter((candidate) => candidate.event === event)[index];
          if (!found) {
            waiters.push(check);
            return;
          }
          taken.set(event, index + 1);
          settled = true;
          clearTimeout(timer);
          resolve(found);
        };
        check();
      });
    },
    close: destroy,
  };
}

const ticketAnswer = envelope(streamTicket.nullable());

/** The student's live stream on the listening app at `base`, opened with a ticket as the web app does. */
export async function openStudentStream(
  app: FastifyInstance,
  base: string,
  student: { id: number; email: string },
): Promise<TestEventStream> {
  const answer = ticketAnswer.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/Notify/StreamTicket',
        headers: await studentAuthorization(app, student),
      })
    ).json(),
  );
  const ticket = answer.ReturnObject?.Ticket;
  if (!ticket) throw new Error(`no ticket: ${answer.Message}`);
  return openTestStream(`${base}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`);
}
