import type { CallEntry } from './call-entry.js';

/** The events office (modules/party): events as data, their registrations and guests, the invitations' mail. */
export const partyOffice = {
  getEvents: {
    method: 'GET',
    path: '/api/PartyOffice/GetEvents',
    host: 'party',
    tag: 'Party office',
    summary: 'Every event with its registrations, guests and admissions so far',
    response: 'getPartyEventsResponse',
  },
  saveEvent: {
    method: 'POST',
    path: '/api/PartyOffice/SaveEvent',
    host: 'party',
    tag: 'Party office',
    summary: 'Writes a new draft event, or edits one (draft or open) at the version read',
    body: 'savePartyEventBody',
    response: 'savePartyEventResponse',
    refusable: true,
  },
  moveEvent: {
    method: 'POST',
    path: '/api/PartyOffice/MoveEvent',
    host: 'party',
    tag: 'Party office',
    summary: 'Opens, closes or marks held an event, as its states allow',
    body: 'movePartyEventBody',
    response: 'movePartyEventResponse',
    refusable: true,
  },
  getRegistrations: {
    method: 'GET',
    path: '/api/PartyOffice/GetRegistrations',
    host: 'party',
    tag: 'Party office',
    summary: "An event's registrations with their answers, as CSV",
    query: 'partyEventQuery',
    answer: 'csv',
  },
  getGuests: {
    method: 'GET',
    path: '/api/PartyOffice/GetGuests',
    host: 'party',
    tag: 'Party office',
    summary: "An event's guests with their state and admission, as CSV",
    query: 'partyEventQuery',
    answer: 'csv',
  },
  getOutbox: {
    method: 'GET',
    path: '/api/PartyOffice/GetOutbox',
    host: 'party',
    tag: 'Party office',
    summary: "An event's invitation mails and where each stands (read-only)",
    query: 'partyEventQuery',
    response: 'getPartyOutboxResponse',
  },
} as const satisfies Record<string, CallEntry>;

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
