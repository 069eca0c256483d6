import type { MobilePageName } from '@portal/contract/pages';

export const HOME_PATH = 'home' satisfies MobilePageName;
export const LOGIN_PATH = 'login' satisfies MobilePageName;
export const IMPERSONATE_PATH = 'impersonate' satisfies MobilePageName;

/** Where a session starts: registrars where their work is (impersonate), everyone else on home. */
export function landingPath(roles: readonly string[]): string {
  return roles.includes('registrar') ? IMPERSONATE_PATH : HOME_PATH;
}
