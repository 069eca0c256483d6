import type { CallEntry } from './call-entry.js';

/** The petition calls of spec §7 (a petition is a request about a course with a fee): modules/orders. */
export const petition = {
  getPetitionCourses: {
    method: 'GET',
    path: '/api/StudentPetition/GetStudentCourses',
    host: 'portal',
    tag: 'Petition',
    summary: 'The graded courses a grade recalculation petition may name',
    response: 'getPetitionCoursesResponse',
  },
  getPetitionInvoice: {
    method: 'GET',
    path: '/api/StudentPetition/GetInvoicePaymentRequest',
    host: 'portal',
    tag: 'Petition',
    summary: "A petition's fee and the invoice to pay it with (opened once, the open one again after)",
    query: 'petitionOrderQuery',
    response: 'getPetitionInvoiceResponse',
    refusable: true,
  },
  insertPetitionPayment: {
    method: 'POST',
    path: '/api/StudentPetition/InsertStudentPaymentTransaction',
    host: 'portal',
    tag: 'Petition',
    summary: "Starts paying a petition's invoice online: the checkout page, or a reference for an outlet",
    body: 'insertPetitionPaymentBody',
    response: 'insertPetitionPaymentResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
