import { isNativeApp } from '../../lib/platform';

/**
 * The portal's own address when this page was opened at another one (an IP address instead of the host
 * name, another port): the provider sends students back only to the address the server is set up at, so
 * signing in from here cannot succeed. Undefined where sign-in can work. The native app has its own origin
 * and is not judged by it.
 */
export function portalAddressElsewhere(
  portalUrl: string,
  here: string = window.location.origin,
  native: boolean = isNativeApp(),
): string | undefined {
  if (native) return undefined;
  let portal: string;
  try {
    portal = new URL(portalUrl).origin;
  } catch {
    return undefined;
  }
  return portal === here ? undefined : portal;
}
