import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/audit answers. */
export const audit = {
  getPortalLogs: {
    method: 'GET',
    path: '/api/Logger/GetPortalLogs',
    host: 'portal',
    tag: 'Logger',
    summary: 'Portal Logger: sign-ins, impersonations and writes made while impersonating',
    query: 'getPortalLogsQuery',
    response: 'getPortalLogsResponse',
  },
} as const satisfies Record<string, CallEntry>;
