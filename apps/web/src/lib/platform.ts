import { Capacitor } from '@capacitor/core';

/**
 * The one place that knows whether the app runs in a browser or in the Capacitor shell (CONVENTIONS.md §10):
 * everything native sits behind this module.
 */
export type PlatformName = 'ios' | 'android' | 'web';

/** Spec §7/§9 platform code: 1 iOS, 2 Android, 3 other. */
export type PlatformCode = '1' | '2' | '3';

/** Capacitor's answer: the shell's platform inside the iOS/Android app, 'web' in a browser. */
export function currentPlatform(): PlatformName {
  const name = Capacitor.getPlatform();
  return name === 'ios' || name === 'android' ? name : 'web';
}

/** True inside the iOS/Android app (no service worker there: the shell serves the files itself). */
export function isNativeApp(): boolean {
  return Capacitor.isNativePlatform();
}

/** The MobPlatform header's value (spec §7). A browser, installed or not, is "other". */
export function mobPlatformCode(platform: PlatformName = currentPlatform()): PlatformCode {
  if (platform === 'ios') return '1';
  if (platform === 'android') return '2';
  return '3';
}
