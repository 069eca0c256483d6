import { describe, expect, it } from 'vitest';
import { callPath, callTarget, queryValues } from './call-url';

describe('call URL parts', () => {
  it('fills each path parameter, URL-encoded', () => {
    expect(callPath('/api/Term/:termId/Sections/:code', { termId: 7, code: 'CS 101/A' })).toBe(
      '/api/Term/7/Sections/CS%20101%2FA',
    );
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() => callPath('/api/Term/:termId', {})).toThrow('termId');
  });

  it('keeps a path without parameters as it is', () => {
    expect(callPath('/api/Portal/GetMenu', undefined)).toBe('/api/Portal/GetMenu');
  });

  it('gives the defined query values as text', () => {
    expect(queryValues({ page: 2, open: false, name: 'x', skipped: undefined })).toEqual([
      ['page', '2'],
      ['open', 'false'],
      ['name', 'x'],
    ]);
    expect(queryValues(undefined)).toEqual([]);
  });

  it('puts the query after the filled path, and nothing when there is no query', () => {
    expect(callTarget('/api/Notify/Stream', { query: { ticket: 'a b&c' } })).toBe(
      '/api/Notify/Stream?ticket=a+b%26c',
    );
    expect(callTarget('/api/Term/:termId', { params: { termId: 7 } })).toBe('/api/Term/7');
  });
});
