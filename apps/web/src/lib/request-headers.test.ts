import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { mobPlatformCode } from './platform';
import { requestHeaders } from './request-headers';
import { SIGNED_OUT, type SessionSnapshot } from './session';

const signedOut: SessionSnapshot = SIGNED_OUT;
const signedIn: SessionSnapshot = { ...signedOut, token: { access_token: 'abc', userName: 'a@b.c' } };

describe('requestHeaders (spec §7)', () => {
  it('sends only MobPlatform and the language without a token', () => {
    expect(requestHeaders(signedOut, '3', 'en')).toEqual({ MobPlatform: '3', 'Accept-Language': 'en' });
  });

  it('sends bearer auth, AcceptMob 0 and the advising flags at 0 with a token and no Accept', () => {
    expect(requestHeaders(signedIn, '2', 'ar')).toEqual({
      Authorization: 'Bearer abc',
      MobPlatform: '2',
      'Accept-Language': 'ar',
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

describe('requestHeaders Accept-Language (the app language)', () => {
  it('follows the language the app shows, on every call, signed in or not', async () => {
    const i18n = createI18n('en');
    expect(requestHeaders(signedOut)['Accept-Language']).toBe('en');
    await i18n.changeLanguage('ar');
    expect(requestHeaders(signedOut)['Accept-Language']).toBe('ar');
    expect(requestHeaders(signedIn)['Accept-Language']).toBe('ar');
    await i18n.changeLanguage('en');
    expect(requestHeaders(signedIn)['Accept-Language']).toBe('en');
  });
});

describe('requestHeaders MobPlatform (lib/platform.ts)', () => {
  it('sends the real platform by default: 3 in a browser, signed in or not', () => {
    expect(requestHeaders(signedOut).MobPlatform).toBe('3');
    expect(requestHeaders(signedIn).MobPlatform).toBe('3');
  });

  it('sends 1 from the iOS app and 2 from the Android app', () => {
    expect(requestHeaders(signedIn, mobPlatformCode('ios')).MobPlatform).toBe('1');
    expect(requestHeaders(signedOut, mobPlatformCode('android'), 'en')).toEqual({
      MobPlatform: '2',
      'Accept-Language': 'en',
    });
  });
});
