import type { CallEntry } from './call-entry.js';

/** The spec's party host (§7): ceremonies and events, answered by apps/server/src/modules/party. */
export const party = {
  getStudentSavedData: {
    method: 'GET',
    path: '/api/Party/GetStudentSavedData',
    host: 'party',
    tag: 'Party',
    summary:
      'The events of a page the student may see, whether they may register, their saved answers and their guests',
    query: 'partyPageQuery',
    response: 'getPartySavedDataResponse',
  },
  student: {
    method: 'GET',
    path: '/api/Party/_Student',
    host: 'party',
    tag: 'Party',
    summary: 'Every event the student registered for, with their guests invited and admitted',
    response: 'partyStudentResponse',
  },
  saveRequest: {
    method: 'POST',
    path: '/api/Party/SaveRequest',
    host: 'party',
    tag: 'Party',
    summary:
      'Registers the student for an event (attending or not, with their answers) while registration is open; a fee is charged once',
    body: 'savePartyRequestBody',
    response: 'savePartyRequestResponse',
    refusable: true,
  },
  saveRequestWhiteCoat: {
    method: 'POST',
    path: '/api/Party/SaveRequest_WCoat',
    host: 'party',
    tag: 'Party',
    summary: 'SaveRequest for a white-coat ceremony (the white-coat page sends this one)',
    body: 'savePartyRequestBody',
    response: 'savePartyRequestResponse',
    refusable: true,
  },
  sendInvitationByEmail: {
    method: 'POST',
    path: '/api/Party/SendInvitationByEmail',
    host: 'party',
    tag: 'Party',
    summary:
      "Invites one guest within the event's quota: their ticket (PDF with a QR code) is emailed to them, never shown here",
    body: 'sendInvitationBody',
    response: 'sendInvitationResponse',
    refusable: true,
  },
  removeInvitation: {
    method: 'POST',
    path: '/api/Party/RemoveInvitation',
    host: 'party',
    tag: 'Party',
    summary: "Revokes a guest's ticket (its code stops working) and frees the place in the quota",
    body: 'removeInvitationBody',
    response: 'removeInvitationResponse',
    refusable: true,
  },
  getDocumentParsedBytes: {
    method: 'GET',
    path: '/api/Party/GetDocumentParesdBytes',
    host: 'party',
    tag: 'Party',
    summary: "The student's own ticket as a PDF (base64): the same code on every download while they attend",
    query: 'partyTicketQuery',
    response: 'partyTicketResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
