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
  getBillingUrl: {
    method: 'GET',
    path: '/api/Portal/GetBillingURL',
    host: 'portal',
    tag: 'Billing',
    summary: "The hosted card checkout of one of the student's open invoices",
    query: 'getBillingUrlQuery',
    response: 'getBillingUrlResponse',
    refusable: true,
  },
  getBankUrl: {
    method: 'GET',
    path: '/api/Portal/getBankURL',
    host: 'portal',
    tag: 'Billing',
    summary: 'Where the deposit slip of an invoice is downloaded, once the bank payment notice was accepted',
    query: 'getBankUrlQuery',
    response: 'getBankUrlResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
