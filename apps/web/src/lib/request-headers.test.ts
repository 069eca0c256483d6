import { describe, expect, it } from 'vitest';
import { mobPlatformCode } from './platform';
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

describe('requestHeaders MobPlatform (lib/platform.ts)', () => {
  it('sends the real platform by default: 3 in a browser, signed in or not', () => {
    expect(requestHeaders(signedOut)).toEqual({ MobPlatform: '3' });
    expect(requestHeaders(signedIn).MobPlatform).toBe('3');
  });

  it('sends 1 from the iOS app and 2 from the Android app', () => {
    expect(requestHeaders(signedIn, mobPlatformCode('ios')).MobPlatform).toBe('1');
    expect(requestHeaders(signedOut, mobPlatformCode('android'))).toEqual({ MobPlatform: '2' });
  });
});
