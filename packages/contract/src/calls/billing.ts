import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/billing answers. */
export const billing = {
  getStudentStatement: {
    method: 'GET',
    path: '/api/Billing/GetStudentStatement',
    host: 'portal',
    tag: 'Billing',
    summary:
      "The student's statement of account: charges, credits and payments per term, balance and what is overdue",
    response: 'getStudentStatementResponse',
  },
  getPaymentRequest: {
    method: 'POST',
    path: '/api/Billing/GetPaymentRequest',
    host: 'portal',
    tag: 'Billing',
    summary:
      'An invoice with a payment reference for an amount a term still owes (the same open one if asked again)',
    body: 'getPaymentRequestBody',
    response: 'getPaymentRequestResponse',
  },
  getInvoicePaymentRequest: {
    method: 'GET',
    path: '/api/Billing/GetInvoicePaymentRequest',
    host: 'portal',
    tag: 'Billing',
    summary: "One of the student's invoices as it stands now",
    query: 'getInvoicePaymentRequestQuery',
    response: 'getInvoicePaymentRequestResponse',
  },
} as const satisfies Record<string, CallEntry>;
