import { request, type Agent } from 'node:https';

export interface PushRequest {
  url: URL;
  headers: Record<string, string | number>;
  body: Buffer | string | null;
  agent?: Agent;
  timeoutMs: number;
}

export interface PushResponse {
  status: number;
  retryAfter?: string;
  /** The first few kilobytes of the answer (FCM explains its errors there). */
  body: string;
}

/** Sends one request; tests and the FCM sender's tests pass their own. */
export type PushTransport = (request: PushRequest) => Promise<PushResponse>;

const MAX_ANSWER_BYTES = 8192;

/**
 * One POST with a deadline. Redirects are not followed (a push service never redirects, and following one
 * would undo the endpoint checks); the answer's body is read only up to 8 KB.
 */
export const httpsTransport: PushTransport = ({ url, headers, body, agent, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, agent, timeout: timeoutMs }, (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      answer.on('end', () => {
        const retryAfter = answer.headers['retry-after'];
        resolve({
          status: answer.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
          ...(retryAfter === undefined ? {} : { retryAfter }),
        });
      });
      answer.on('error', reject);
    });
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`no answer within ${String(timeoutMs)} ms`));
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
