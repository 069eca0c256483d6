import type { CallEntry } from './call-entry.js';

/** The door (staff role usher): scans checked in once, live counts. */
export const door = {
  getEvents: {
    method: 'GET',
    path: '/api/Door/GetEvents',
    host: 'party',
    tag: 'Door',
    summary: 'The events ushers check tickets for (open or closed, not yet held)',
    response: 'getDoorEventsResponse',
  },
  checkIn: {
    method: 'POST',
    path: '/api/Door/CheckIn',
    host: 'party',
    tag: 'Door',
    summary:
      "Admits a ticket's holder once; a second scan is refused with who was admitted, when and at which gate",
    body: 'checkInBody',
    response: 'checkInResponse',
    refusable: true,
  },
  getCounts: {
    method: 'GET',
    path: '/api/Door/GetCounts',
    host: 'party',
    tag: 'Door',
    summary: 'Registered, attending, guests and admitted so far for an event',
    query: 'partyEventQuery',
    response: 'doorCountsResponse',
  },
} as const satisfies Record<string, CallEntry>;
