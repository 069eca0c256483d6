import type { ServiceHosts } from '@portal/contract';
import { account, type CallEntry, type ParamsOf, type QueryOf } from '@portal/contract/calls';
import { createApiClient, type ServiceHost } from './api-client';
import { callTarget } from './call-url';
import { applyHttpErrorCatalogue } from './http-error-catalogue';
import { createIonicStore } from './key-value-store';
import { logout } from './logout';
import { isOffline } from './offline-status';
import { requestHeaders } from './request-headers';
import { Session } from './session';
import { waitInRoom } from './waiting-room';

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

/** The full URL of a call by table entry, for what the browser fetches itself (a download, an event stream). */
export async function callUrl<Call extends CallEntry>(
  entry: Call,
  inputs: { query?: QueryOf<Call>; params?: ParamsOf<Call> } = {},
): Promise<string> {
  return `${await baseUrlFor(entry.host)}${callTarget(entry.path, inputs)}`;
}

/** The app's one session, in Ionic Storage (loaded by boot.tsx before the first render). */
export const session = new Session(createIonicStore());

/** Closes the side menu; the menu disables itself once no token is stored (app-menu.tsx). */
function closeMenu(): Promise<unknown> {
  return document.querySelector('ion-menu')?.close(false) ?? Promise.resolve();
}

/** Ends this device's push registration for a user; see push/push-removal.ts. */
export type DevicePushRemoval = (email: string, pushToken: string) => Promise<void>;

let devicePushRemoval: DevicePushRemoval | undefined;

let registrationsChangedListener: (() => void) | undefined;

/** The app tells the client what to do after a registration change (lib/registration-views.ts). */
export function setRegistrationsChangedListener(listener: () => void): void {
  registrationsChangedListener = listener;
}

/**
 * The app tells the client how a logout ends the device's push registration: the push code calls this
 * client, so it is handed in rather than imported (the import would be a cycle).
 */
export function setDevicePushRemoval(remove: DevicePushRemoval): void {
  devicePushRemoval = remove;
}

let loggingOut: Promise<void> | undefined;

/** True while the logout sequence runs: late answers must not write the session's keys back. */
export function isSigningOut(): boolean {
  return loggingOut !== undefined;
}

/** Spec §4 logout sequence; `reload` for spec §8's 401 (log out and reload). Runs once at a time. */
export function signOut(options: { reload: boolean }): Promise<void> {
  loggingOut ??= logout({
    session,
    browserStorage: window.localStorage,
    revokeToken: () => (session.current().token ? api.call(account.logout) : Promise.resolve()),
    removeDevicePush: async (pushToken) => {
      const email = session.current().token?.userName;
      if (!email || !devicePushRemoval) return;
      await devicePushRemoval(email, pushToken);
    },
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

/**
 * Whether a call went out as the session on screen now: with its token, or with none while signed out (not
 * with the token of a session that has ended since).
 */
function sentForCurrentSession(sentHeaders: Record<string, string>): boolean {
  const token = session.current().token;
  return sentHeaders.Authorization === (token ? `Bearer ${token.access_token}` : undefined);
}

/** The web app's one API client. */
export const api = createApiClient({
  baseUrl: baseUrlFor,
  // MobPlatform from lib/platform.ts: 1 iOS app, 2 Android app, 3 browser (spec §7).
  headers: () => requestHeaders(session.current()),
  // The Logout call itself may answer 401 (token already revoked): signOut is already running then. A 401
  // for a token that is no longer the session's (staff stopped acting as a student) ends nothing.
  onUnauthorized: (sentHeaders) => {
    if (session.current().token && sentForCurrentSession(sentHeaders)) void signOut({ reload: true });
  },
  // Likewise the catalogue's alerts speak only of calls of the session on screen.
  onHttpError: (httpStatus, url, sentHeaders) => {
    if (sentForCurrentSession(sentHeaders)) applyHttpErrorCatalogue(httpStatus, url);
  },
  // A registration call the server did not admit yet: the shell shows the waiting room, unless the session
  // that asked has ended meanwhile (its line is not the new identity's).
  onQueued: (place, sentHeaders) => {
    if (sentForCurrentSession(sentHeaders)) waitInRoom(place);
  },
  onRegistrationsChanged: () => registrationsChangedListener?.(),
  isOffline,
});
