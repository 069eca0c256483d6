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
  checkForFacultyCashDepositLink: {
    method: 'GET',
    path: '/api/Reports/CheckForFacultyCashDepositLink',
    host: 'portal',
    tag: 'Billing',
    summary:
      'The ways the university takes fees online now (card, wallet, outlet), as the fee page offers them',
    response: 'checkForFacultyCashDepositLinkResponse',
  },
  insertStudentInvoiceTransaction: {
    method: 'POST',
    path: '/api/Billing/InsertStudentInvoiceTransaction',
    host: 'portal',
    tag: 'Billing',
    summary:
      'Starts paying an open invoice: a hosted checkout (card, wallet) or a reference to quote at any outlet',
    body: 'insertStudentInvoiceTransactionBody',
    response: 'insertStudentInvoiceTransactionResponse',
    refusable: true,
  },
  paymobCallback: {
    method: 'POST',
    path: '/api/Billing/PaymobCallback',
    host: 'portal',
    tag: 'Billing',
    summary: "Paymob's transaction-processed callback, signed with HMAC-SHA512 (not for browsers)",
    description:
      'Only the HMAC over the documented field list, compared in constant time, makes the body count; the ' +
      "transaction is recorded under its own key with the invoice's change, so a repeat changes nothing.",
    query: 'paymobCallbackQuery',
    body: 'paymobCallbackBody',
    response: 'providerCallbackResponse',
    refusable: true,
  },
  fawryCallback: {
    method: 'POST',
    path: '/api/Billing/FawryCallback',
    host: 'portal',
    tag: 'Billing',
    summary:
      "Fawry's server notification V2, signed with SHA-256 and the merchant's secure key (not for browsers)",
    body: 'fawryCallbackBody',
    response: 'providerCallbackResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
