import type { ServiceHosts } from '@portal/contract';
import { createApiClient, type ServiceHost } from './api-client';
import { createIonicStore } from './key-value-store';
import { logout } from './logout';
import { requestHeaders } from './request-headers';
import { Session } from './session';

/** Spec §7 platform code: 1 iOS, 2 Android, 3 other. The browser build is "other"; the native shell overrides it. */
const MOB_PLATFORM_WEB = '3';

let hostsSource: (() => Promise<ServiceHosts>) | undefined;

/** The app tells the client where the runtime configuration comes from (see app-configuration.ts). */
export function setServiceHostsSource(source: () => Promise<ServiceHosts>): void {
  hostsSource = source;
}

/**
 * The portal host is this origin: it serves the runtime configuration itself, so it cannot wait for it.
 * Other hosts use the configured base URL ('' also means this origin).
 */
export async function baseUrlFor(host: ServiceHost): Promise<string> {
  if (host === 'portal' || !hostsSource) return '';
  const hosts = await hostsSource();
  return hosts[host].replace(/\/+$/, '');
}

/** The app's one session, in Ionic Storage (loaded by boot.tsx before the first render). */
export const session = new Session(createIonicStore());

/** Closes the side menu; the menu disables itself once no token is stored (app-menu.tsx). */
function closeMenu(): Promise<unknown> {
  return document.querySelector('ion-menu')?.close(false) ?? Promise.resolve();
}

let loggingOut: Promise<void> | undefined;

/** Spec §4 logout sequence; `reload` for spec §8's 401 (log out and reload). Runs once at a time. */
export function signOut(options: { reload: boolean }): Promise<void> {
  loggingOut ??= logout({
    session,
    browserStorage: window.localStorage,
    revokeToken: () =>
      session.current().token ? api.post('portal', '/api/account/Logout') : Promise.resolve(),
    closeMenu: () => closeMenu(),
    goToLogin: () => {
      if (options.reload) {
        window.location.replace(`${window.location.pathname}#/login`);
        window.location.reload();
      } else {
        window.location.hash = '#/login';
      }
    },
  }).finally(() => {
    loggingOut = undefined;
  });
  return loggingOut;
}

/** The web app's one API client. */
export const api = createApiClient({
  baseUrl: baseUrlFor,
  headers: () => requestHeaders(session.current(), MOB_PLATFORM_WEB),
  // The Logout call itself may answer 401 (token already revoked): signOut is already running then.
  onUnauthorized: () => {
    if (session.current().token) void signOut({ reload: true });
  },
});
