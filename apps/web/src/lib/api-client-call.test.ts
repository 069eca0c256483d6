import { account, addDrop, advising, library } from '@portal/contract/calls';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ServiceHost } from './api-client';
import { ApiError } from './api-error';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
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
  notify: 'https://notify.example.edu',
  billing: '',
};

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ fetch, baseUrl: (host) => hosts[host] });
}

describe('api client: a call by table entry', () => {
  it("takes the host, method and path from the entry and sends the query's defined values", async () => {
    const { fetch, sent } = fakeFetch({ Status: '200', ReturnObject: { Groups: [] } });
    await expect(
      client(fetch).call(advising.getStudentGroups, { query: { studentCode: 'S 1' } }),
    ).resolves.toEqual({ Groups: [] });
    expect(sent[0]?.url).toBe('https://advising.example.edu/api/Module/GetStudentGroups?studentCode=S+1');
    expect(sent[0]?.init?.method).toBe('GET');
    expect(sent[0]?.init?.body).toBeUndefined();
  });

  it('posts the body as JSON, and an empty object when the call has none', async () => {
    const { fetch, sent } = fakeFetch({ Status: '200', ReturnObject: [] });
    await client(fetch).call(library.getPreviousLibraryAccessCodes, { body: {} });
    await client(fetch).call(account.logout);
    expect(sent.map((request) => [request.url, request.init?.method, request.init?.body])).toEqual([
      ['/api/Reports/GetPreviousLibraryAccessCodes', 'POST', '{}'],
      ['/api/account/Logout', 'POST', '{}'],
    ]);
    expect(new Headers(sent[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('passes the signal and per-call headers, and rejects a refusal like get and post do', async () => {
    const { fetch, sent } = fakeFetch({ Status: '409', ReturnObject: null, Message: 'The cart changed.' });
    const controller = new AbortController();
    const answer = client(fetch).call(addDrop.getCart, {
      signal: controller.signal,
      headers: { Authorization: 'Bearer other' },
    });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ kind: 'refusal', serverMessage: 'The cart changed.' });
    expect(sent[0]?.init?.signal).toBe(controller.signal);
    expect(new Headers(sent[0]?.init?.headers).get('Authorization')).toBe('Bearer other');
    expect(sent[0]?.url).toBe('https://advising.example.edu/api/AddDrop/GetCart');
  });
});

describe('api client: a write while the device is offline', () => {
  function offlineClient(fetch: typeof globalThis.fetch) {
    return createApiClient({ fetch, baseUrl: (host) => hosts[host], isOffline: () => true });
  }

  it('is refused at once as offline and nothing is sent', async () => {
    const { fetch } = fakeFetch({ Status: '200', ReturnObject: null });
    const answer = offlineClient(fetch).call(addDrop.insertTempDropCourse, {
      body: { CourseId: 7, Version: 3 },
    });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ kind: 'offline', httpStatus: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves reads to the network: a GET and a POST the table marks read-only are still sent', async () => {
    const { fetch, sent } = fakeFetch({ Status: '200', ReturnObject: [] });
    await offlineClient(fetch).call(addDrop.getCart);
    await offlineClient(fetch).call(library.getPreviousLibraryAccessCodes, { body: {} });
    expect(sent.map((request) => request.url)).toEqual([
      'https://advising.example.edu/api/AddDrop/GetCart',
      '/api/Reports/GetPreviousLibraryAccessCodes',
    ]);
  });
});
