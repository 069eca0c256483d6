/*
 * The waitlist calls' paths, as a plain constant without zod, so the web app's home page can name them
 * (`@portal/contract/waitlist-routes`) without loading every schema of the contract at start-up.
 */
import type { WaitlistWindow } from './waitlist.js';

/** `/api/Advising/JoinWaitlist` or `/api/AddDrop/JoinWaitlist`: the path segment of each window. */
export const WAITLIST_ROUTE_PREFIX: Record<WaitlistWindow, string> = {
  advising: '/api/Advising',
  add_drop: '/api/AddDrop',
};
