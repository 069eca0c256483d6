import { clearPersistedQueries } from './query-client-persistence';
import { BROWSER_KEYS, STORE_KEYS, type Session } from './session';

/** Storage keys the logout sequence removes, in spec §4's order (userToken last, after the server call). */
export const LOGOUT_STORE_KEYS = [
  STORE_KEYS.accept,
  STORE_KEYS.menu,
  STORE_KEYS.studentData,
  STORE_KEYS.googleToken,
  STORE_KEYS.menuLoad,
  STORE_KEYS.pushToken,
  // Not spec keys: the app's profile and a staff session kept aside must not outlive the sign-out.
  STORE_KEYS.profile,
  STORE_KEYS.impersonation,
] as const;

export const LOGOUT_BROWSER_KEYS = [BROWSER_KEYS.isRegister, BROWSER_KEYS.fireToken] as const;

export interface LogoutDependencies {
  session: Session;
  browserStorage: Pick<Storage, 'removeItem'>;
  /** POST /api/account/Logout with the current bearer token; its failure does not stop the sign-out. */
  revokeToken: () => Promise<unknown>;
  /**
   * RemoveToken and RemoveFCMToken with the push token that was stored (spec §4), then the device
   * unsubscribes; called while the user token is still stored. Its failure does not stop the sign-out.
   */
  removeDevicePush: (pushToken: string) => Promise<unknown>;
  /** Close and disable the side menu. */
  closeMenu: () => Promise<unknown>;
  /** Go to /login (or reload there). */
  goToLogin: () => void;
}

/**
 * Spec §4 logout sequence. The push token is read before the keys are cleared (the spec lists the read
 * after the clearing, which would always find nothing), and the device is removed before the user token
 * goes, because those calls need it as their bearer.
 */
export async function logout(deps: LogoutDependencies): Promise<void> {
  const { store } = deps.session;
  const pushToken = await store.get(STORE_KEYS.pushToken);
  for (const key of LOGOUT_STORE_KEYS) await store.remove(key);
  for (const key of LOGOUT_BROWSER_KEYS) deps.browserStorage.removeItem(key);
  // The offline copy of the pages' data belongs to this session too.
  await clearPersistedQueries().catch(() => undefined);
  if (typeof pushToken === 'string' && pushToken !== '') {
    await deps.removeDevicePush(pushToken).catch(() => undefined);
  }
  // Revoked before userToken goes: the call needs the token as its bearer.
  await deps.revokeToken().catch(() => undefined);
  await store.remove(STORE_KEYS.userToken);
  deps.session.cleared();
  await deps.closeMenu().catch(() => undefined);
  deps.goToLogin();
}
