import type { MobilePageName } from '@portal/contract/pages';

/**
 * The spec's pages (§2) this build does not have yet. The server's menu may list them; links to them are
 * not drawn. pages.test.ts holds this list and the registry to the contract's names exactly, so a page
 * added to the registry leaves this list, and a name added to the contract needs a page or a place here.
 */
export const PAGES_TO_COME = [] as const satisfies readonly MobilePageName[];
