import { calls } from '@portal/contract/calls';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { httpErrorResponse } from './http-error-catalogue';

describe('spec §8 error catalogue', () => {
  it.each([
    [400, 'announcement'],
    [401, 'log-out'],
    [404, 'log'],
    [504, 'no-connection'],
    [500, 'connection-error'],
    [502, 'connection-error'],
    [503, 'connection-error'],
    [403, 'connection-error'],
    [422, 'page'],
    [429, 'page'],
  ] as const)('HTTP %i ⇒ %s', (status, response) => {
    expect(httpErrorResponse(status)).toBe(response);
  });

  it('reports every HTTP error status but 401 to onHttpError, with the URL, and still rejects', async () => {
    const onHttpError = vi.fn();
    const onUnauthorized = vi.fn();
    let status = 504;
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ Status: String(status), ReturnObject: null }), { status }),
      ),
    );
    const client = createApiClient({ fetch, baseUrl: () => '', onHttpError, onUnauthorized });
    await expect(client.call(calls.transcript.getCoursePreq, { query: { courseId: 1 } })).rejects.toThrow();
    status = 401;
    await expect(client.call(calls.menu.getMenu)).rejects.toThrow();
    expect(onHttpError.mock.calls).toEqual([
      [
        504,
        '/api/Transcript/GetCoursePreq?courseId=1',
        expect.objectContaining({ Accept: 'application/json' }),
      ],
    ]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not report a business refusal (HTTP 200) or a success', async () => {
    const onHttpError = vi.fn();
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ Status: '409', ReturnObject: null, Message: 'Full' }))),
    );
    const client = createApiClient({ fetch, baseUrl: () => '', onHttpError });
    await expect(client.call(calls.menu.getMenu)).rejects.toThrow('Full');
    expect(onHttpError).not.toHaveBeenCalled();
  });
});

describe('calls that answer their own errors', () => {
  it('do not raise the catalogue alert but still log out on 401', async () => {
    const onHttpError = vi.fn();
    const onUnauthorized = vi.fn();
    let status = 500;
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status })));
    const client = createApiClient({ fetch, baseUrl: () => '', onHttpError, onUnauthorized });
    await expect(client.call(calls.menu.getMenu, { catalogue: false })).rejects.toThrow();
    status = 401;
    await expect(client.call(calls.menu.getMenu, { catalogue: false })).rejects.toThrow();
    expect(onHttpError).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
