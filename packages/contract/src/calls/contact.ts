import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/contact answers (the contact page). */
export const contact = {
  getStudentContactCard: {
    method: 'GET',
    path: '/api/Contact/GetStudentContactCard',
    host: 'portal',
    tag: 'Contact',
    summary:
      "The student's contact data they keep themselves, their personal email (confirmed and pending) and the registrar's record, read-only",
    response: 'studentContactCard',
  },
  updateStudentContact: {
    method: 'POST',
    path: '/api/Contact/UpdateStudentContact',
    host: 'portal',
    tag: 'Contact',
    summary: 'Saves phone, address and emergency contact (which also confirms them for advising this term)',
    description:
      'A field only the registrar changes (names, national ID, program…) is refused with 422 and nothing is written. Refused while staff act as the student.',
    body: 'updateStudentContactBody',
    response: 'studentContactCard',
    refusable: true,
  },
  changePersonalEmail: {
    method: 'POST',
    path: '/api/Contact/ChangePersonalEmail',
    host: 'portal',
    tag: 'Contact',
    summary:
      'Sends a confirmation link to a new personal email; the address stays pending until the link is opened',
    description:
      'A second change before confirming replaces the pending one (its link stops working). The link expires after 24 hours.',
    body: 'changePersonalEmailBody',
    response: 'studentContactCard',
    refusable: true,
  },
  confirmPersonalEmail: {
    method: 'POST',
    path: '/api/Contact/ConfirmPersonalEmail',
    host: 'portal',
    tag: 'Contact',
    summary: "Confirms the pending personal email with the token from the link; the signed-in student's only",
    description: 'A used, expired, replaced or another account’s token is refused and changes nothing.',
    body: 'confirmPersonalEmailBody',
    response: 'studentContactCard',
    refusable: true,
  },
  getUniversityOffices: {
    method: 'GET',
    path: '/api/Contact/GetUniversityOffices',
    host: 'portal',
    tag: 'Contact',
    summary: "The university offices' hours, phones, emails, building and map link",
    response: 'getUniversityOfficesResponse',
  },
} as const satisfies Record<string, CallEntry>;
