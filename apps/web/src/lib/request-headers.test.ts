import { describe, expect, it } from 'vitest';
import { requestHeaders } from './request-headers';
import { SIGNED_OUT, type SessionSnapshot } from './session';

const signedOut: SessionSnapshot = SIGNED_OUT;
const signedIn: SessionSnapshot = { ...signedOut, token: { access_token: 'abc', userName: 'a@b.c' } };

describe('requestHeaders (spec §7)', () => {
  it('sends only MobPlatform without a token', () => {
    expect(requestHeaders(signedOut, '3')).toEqual({ MobPlatform: '3' });
  });

  it('sends bearer auth, AcceptMob 0 and the advising flags at 0 with a token and no Accept', () => {
    expect(requestHeaders(signedIn, '2')).toEqual({
      Authorization: 'Bearer abc',
      MobPlatform: '2',
      AcceptMob: '0',
      advblk: '0',
      advcalender: '0',
    });
  });

  it('sends AcceptMob 1 once Accept is stored, whatever its value, and the stored flags', () => {
    const headers = requestHeaders({ ...signedIn, accept: 0, advblk: 1, advcalender: '1' }, '3');
    expect(headers.AcceptMob).toBe('1');
    expect(headers.advblk).toBe('1');
    expect(headers.advcalender).toBe('1');
  });
});
