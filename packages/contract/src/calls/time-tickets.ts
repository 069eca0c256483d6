import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/time-tickets answers. */
export const timeTickets = {
  getRegistrationTicket: {
    method: 'GET',
    path: '/api/Registration/GetRegistrationTicket',
    host: 'portal',
    tag: 'Registration',
    summary:
      "The student's registration time ticket for the window open now (or next), and every hold that would stop them",
    query: 'getRegistrationTicketQuery',
    response: 'getRegistrationTicketResponse',
  },
  getTicketWindows: {
    method: 'GET',
    path: '/api/Registration/GetTicketWindows',
    host: 'portal',
    tag: 'Registration',
    summary: "The current term's advising and add/drop windows with their time tickets in blocks",
    response: 'getTicketWindowsResponse',
  },
  generateTickets: {
    method: 'POST',
    path: '/api/Registration/GenerateTickets',
    host: 'portal',
    tag: 'Registration',
    summary:
      'Draws every active student’s time ticket for a window, in blocks (by earned credits or by a draw within each level); replaces the previous draw',
    body: 'generateTicketsBody',
    response: 'generateTicketsResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
