import { calls } from '@portal/contract/calls';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ServiceHost } from './api-client';
import { ApiError } from './api-error';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers every request with one canned response and records what it was asked. */
function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(
      new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } }),
    );
  });
  return { fetch, sent };
}

const hosts: Record<ServiceHost, string> = {
  portal: '',
  advising: 'https://advising.example.edu',
  international: '',
  party: '',
  orders: '',
  notify: '',
  billing: '',
};

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ fetch, baseUrl: (host) => hosts[host], headers: () => ({ MobPlatform: '3' }) });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('unwraps the envelope and returns ReturnObject', async () => {
    const { fetch } = fakeFetch(200, { Status: '200', ReturnObject: [{ FacultyId: 1 }] });
    await expect(client(fetch).call(calls.academic.getFaculties)).resolves.toEqual([{ FacultyId: 1 }]);
  });

  it('builds the URL from the host base URL and the query, and sends the headers', async () => {
    const { fetch, sent } = fakeFetch(200, { Status: '200', ReturnObject: null });
    await client(fetch).call(calls.advising.getStudentGroups, { query: { studentCode: 'S 1' } });
    expect(sent[0]?.url).toBe('https://advising.example.edu/api/Module/GetStudentGroups?studentCode=S+1');
    expect(new Headers(sent[0]?.init?.headers).get('MobPlatform')).toBe('3');
    expect(new Headers(sent[0]?.init?.headers).get('Accept')).toBe('application/json');
  });

  it('throws a refusal carrying the Message when Status is not "200"', async () => {
    const { fetch } = fakeFetch(200, { Status: '409', ReturnObject: null, Message: 'The section is full.' });
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.kind).toBe('refusal');
    expect(error.status).toBe('409');
    expect(error.httpStatus).toBe(200);
    expect(error.serverMessage).toBe('The section is full.');
    expect(error.message).toBe('The section is full.');
    expect(error.answer).toBeNull();
  });

  it('keeps the ReturnObject of a refusal that explains itself in data', async () => {
    const refusals = [{ Code: 'section_full', Message: 'CSC 301 section 2 is full.' }];
    const { fetch } = fakeFetch(200, {
      Status: '422',
      ReturnObject: { Committed: false, Refusals: refusals },
      Message: 'CSC 301 section 2 is full.',
    });
    const error = await failure(client(fetch).call(calls.addDrop.save, { body: { Version: 3 } }));
    expect(error.kind).toBe('refusal');
    expect(error.answer).toEqual({ Committed: false, Refusals: refusals });
  });

  it('hands the place of a queued registration call to onQueued and rejects with kind "queued"', async () => {
    const place = {
      Admitted: false,
      Position: 12,
      QueueLength: 40,
      ExpectedWaitSeconds: 90,
      PollAfterSeconds: 5,
      WaitingSince: '2026-11-23T09:00:00.000Z',
      PassIdleSeconds: 600,
    };
    const { fetch } = fakeFetch(200, {
      Status: '503',
      ReturnObject: place,
      Message: 'Registration is busy.',
    });
    const onQueued = vi.fn();
    const queued = createApiClient({
      fetch,
      baseUrl: () => '',
      headers: () => ({ Authorization: 'Bearer student-token' }),
      onQueued,
    });
    const error = await failure(queued.call(calls.advising.insertCourse, { body: { SectionIds: [1] } }));
    expect(error.kind).toBe('queued');
    // With the headers it went with: the place is the line of the identity that asked.
    expect(onQueued).toHaveBeenCalledWith(place, {
      Accept: 'application/json',
      Authorization: 'Bearer student-token',
      'Content-Type': 'application/json',
    });
    // A "503" without a place is an ordinary refusal.
    const { fetch: plain } = fakeFetch(200, { Status: '503', ReturnObject: null, Message: 'Closed.' });
    expect((await failure(client(plain).call(calls.menu.getMenu))).kind).toBe('refusal');
  });

  it('keeps the HTTP status and the server message of an HTTP 500', async () => {
    const { fetch } = fakeFetch(500, {
      Status: '500',
      ReturnObject: null,
      Message: 'The server could not complete the request.',
      RequestId: 'req-1',
    });
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.kind).toBe('http');
    expect(error.httpStatus).toBe(500);
    expect(error.serverMessage).toBe('The server could not complete the request.');
    expect(error.requestId).toBe('req-1');
  });

  it('keeps the HTTP status when the error body is not JSON (a proxy page)', async () => {
    const { fetch } = fakeFetch(502, '<html>Bad gateway</html>', { 'x-request-id': 'edge-7' });
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.kind).toBe('http');
    expect(error.httpStatus).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(error.requestId).toBe('edge-7');
  });

  it('carries the field problems of a 422', async () => {
    const problems = [{ Field: 'query.page', Problem: 'must be a number' }];
    const { fetch } = fakeFetch(422, {
      Status: '422',
      ReturnObject: null,
      Message: 'query.page: must be a number',
      Errors: problems,
    });
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.httpStatus).toBe(422);
    expect(error.problems).toEqual(problems);
  });

  it('calls a 200 without an envelope malformed', async () => {
    const { fetch } = fakeFetch(200, '<!doctype html><p>captive portal</p>');
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.kind).toBe('malformed');
  });

  it('turns a failed connection into a network error', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client(fetch).call(calls.menu.getMenu));
    expect(error.kind).toBe('network');
    expect(error.httpStatus).toBe(0);
  });

  it('lets a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    const fetch = vi.fn(() => Promise.reject(abort));
    await expect(client(fetch).call(calls.menu.getMenu, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('waits for an asynchronous base URL', async () => {
    const { fetch, sent } = fakeFetch(200, { Status: '200', ReturnObject: 1 });
    const api = createApiClient({ fetch, baseUrl: () => Promise.resolve('https://notify.example.edu') });
    await api.call(calls.notify.getStudentMessagesCount);
    expect(sent[0]?.url).toBe('https://notify.example.edu/api/Notify/GetStudentMessages_Count');
  });
});
