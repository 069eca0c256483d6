import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/portal answers. */
export const portal = {
  getAppConfiguration: {
    method: 'GET',
    path: '/api/Portal/GetAppConfiguration',
    host: 'portal',
    tag: 'Portal',
    summary: 'Deployment facts the web app reads at start-up (hosts, university name, links)',
    response: 'appConfiguration',
  },
} as const satisfies Record<string, CallEntry>;
