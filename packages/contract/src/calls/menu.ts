import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/menu answers. */
export const menu = {
  getMenu: {
    method: 'GET',
    path: '/api/Portal/GetMenu',
    host: 'portal',
    tag: 'Portal',
    summary: 'The pages the caller may use, each with its menu group; Status "403" when blocked',
    response: 'getMenuResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
