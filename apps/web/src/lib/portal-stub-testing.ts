import { vi } from 'vitest';

/** A call the page made: method, path, query string and the JSON body it sent. */
export interface SentCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type Reply = { status?: number; envelope: unknown };

/**
 * Answers the portal's calls by path as the server would (an envelope, HTTP 200 unless said otherwise)
 * and records every call, so a test sees what the page sent and what it did with the answer.
 */
export function stubPortal(replies: Record<string, Reply | ((call: SentCall) => Reply)>): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const reply = replies[url.pathname];
    const answer = typeof reply === 'function' ? reply(call) : reply;
    if (!answer) return Promise.resolve(new Response('{}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.envelope), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return sent;
}

export const ok = (value: unknown): Reply => ({ envelope: { Status: '200', ReturnObject: value } });

/** A business refusal: HTTP 200, another Status, ReturnObject null and the server's words. */
export const refusal = (status: string, message: string): Reply => ({
  envelope: { Status: status, ReturnObject: null, Message: message },
});
