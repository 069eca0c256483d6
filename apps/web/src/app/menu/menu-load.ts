import type { MobilePageName } from '@portal/contract';

/** What one run of the menu load (spec §4) ends in. */
export type MenuLoadOutcome =
  /** A gate sent the user elsewhere: no token (login), an announcement to accept, an evaluation to do. */
  | { kind: 'gate'; goTo: 'login' | 'announcement' | 'evaluation' }
  /** The menu answered Status "403": the student may not use the app now. */
  | { kind: 'refused'; message: string | undefined }
  /** The menu is built; `goHome` when the current page is not one the user may open. */
  | { kind: 'loaded'; pages: ReadonlySet<MobilePageName>; goHome: boolean };

export interface MenuLoadChecks {
  /** Gate 1: a token is stored and the student data did not answer 403. */
  tokenValid: () => boolean;
  /** Gates 2 and 3 are a student's (staff have no announcements or evaluations of their own). */
  isStudent: boolean;
  /** Gate 2: the accept flag; 0 ⇒ a must-accept announcement waits. */
  acceptFlag: () => Promise<0 | 1>;
  /** Gate 3: an evaluation is required now. */
  evaluationPending: () => Promise<boolean>;
  /** The server's menu; rejects with `MenuRefused` on Status "403". */
  menu: () => Promise<readonly MobilePageName[]>;
  /** Pages a URL may open without being in the server's list (advising sub-pages, the gates' own pages). */
  opensWithoutMenu: (page: string) => boolean;
}

/** The menu call answered Status "403". */
export class MenuRefused extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Menu refused');
    this.name = 'MenuRefused';
  }
}

/** The route's page name from a location: '/home' or '#/home?x' ⇒ 'home'. */
export function pageNameOf(location: string): string {
  return location.replace(/^#?\/*/, '').split(/[/?#]/)[0] ?? '';
}

/**
 * One menu load, spec §4: the gates in order (token, accept flag, pending evaluation), then the menu, then
 * the check that the current page is one the user may open. `location` is the current URL (hash route);
 * the evaluation gate lets any URL containing "eval" through, as the spec says, so the evaluation pages
 * stay usable while it is pending.
 */
export async function loadMenu(checks: MenuLoadChecks, location: string): Promise<MenuLoadOutcome> {
  if (!checks.tokenValid()) return { kind: 'gate', goTo: 'login' };
  if (checks.isStudent) {
    if ((await checks.acceptFlag()) === 0) return { kind: 'gate', goTo: 'announcement' };
    if ((await checks.evaluationPending()) && !location.includes('eval')) {
      return { kind: 'gate', goTo: 'evaluation' };
    }
  }
  let names: readonly MobilePageName[];
  try {
    names = await checks.menu();
  } catch (error) {
    if (error instanceof MenuRefused) return { kind: 'refused', message: error.serverMessage };
    throw error;
  }
  const pages = new Set(names);
  const current = pageNameOf(location);
  const listed = names.some((name) => name === current);
  const allowed = current === '' || listed || checks.opensWithoutMenu(current);
  return { kind: 'loaded', pages, goHome: !allowed };
}
