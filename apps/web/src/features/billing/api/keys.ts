/** Every billing query starts with this key, so a payment that lands refreshes them all at once. */
export const BILLING_KEY = ['billing'] as const;
export const STATEMENT_KEY = [...BILLING_KEY, 'statement'] as const;

export const INVOICES_KEY = [...BILLING_KEY, 'invoice'] as const;

/** One invoice as the server last told it; a payment request writes its answer here. */
export function invoiceKey(invoiceId: number) {
  return [...INVOICES_KEY, invoiceId] as const;
}

export const OFFERED_CHANNELS_KEY = [...BILLING_KEY, 'channels'] as const;

/** The banks taking the faculty's or the bus fees, and one invoice's notice at one bank. */
export function banksKey(purpose: 'faculty' | 'bus') {
  return [...BILLING_KEY, 'banks', purpose] as const;
}
export function bankNoticeKey(invoiceId: number, bankId: number) {
  return [...BILLING_KEY, 'bank-notice', invoiceId, bankId] as const;
}

/** A term's installment plans and the plan the student is on; a payment landing refreshes it with the rest. */
export function installmentsKey(termId: number) {
  return [...BILLING_KEY, 'installments', termId] as const;
}
