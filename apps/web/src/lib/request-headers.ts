import { appLanguage, type Language } from './i18n';
import { mobPlatformCode, type PlatformCode } from './platform';
import type { SessionSnapshot } from './session';

/** Spec §9: advblk and advcalender are sent as 0 until set. */
function flag(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value);
  return '0';
}

/**
 * Spec §7: with a token, bearer auth, MobPlatform, AcceptMob (0 if Accept is unset, else 1), advblk and
 * advcalender; without a token only MobPlatform. Content-Type is added by the client on calls with a body.
 * MobPlatform is the real platform (lib/platform.ts): 1 in the iOS app, 2 in the Android app, 3 in a browser.
 * Accept-Language, signed in or not, is the app's language, so the server's messages (a refusal, the
 * waiting room) come in the language on screen rather than the browser's.
 */
export function requestHeaders(
  session: SessionSnapshot,
  platform: PlatformCode = mobPlatformCode(),
  language: Language = appLanguage(),
): Record<string, string> {
  if (!session.token) return { MobPlatform: platform, 'Accept-Language': language };
  return {
    Authorization: `Bearer ${session.token.access_token}`,
    MobPlatform: platform,
    'Accept-Language': language,
    AcceptMob: session.accept === undefined || session.accept === null ? '0' : '1',
    advblk: flag(session.advblk),
    advcalender: flag(session.advcalender),
  };
}
