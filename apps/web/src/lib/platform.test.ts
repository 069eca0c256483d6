import { describe, expect, it } from 'vitest';
import { currentPlatform, isNativeApp, mobPlatformCode } from './platform';

describe('platform (spec §7/§9 MobPlatform)', () => {
  it('codes iOS 1, Android 2 and anything else 3', () => {
    expect(mobPlatformCode('ios')).toBe('1');
    expect(mobPlatformCode('android')).toBe('2');
    expect(mobPlatformCode('web')).toBe('3');
  });

  it('tells a browser apart from the native shell through Capacitor', () => {
    expect(currentPlatform()).toBe('web');
    expect(isNativeApp()).toBe(false);
    expect(mobPlatformCode()).toBe('3');
  });
});
