/** Every billing query starts with this key, so a payment that lands refreshes them all at once. */
export const BILLING_KEY = ['billing'] as const;
export const STATEMENT_KEY = [...BILLING_KEY, 'statement'] as const;

export const INVOICES_KEY = [...BILLING_KEY, 'invoice'] as const;

/** One invoice as the server last told it; a payment request writes its answer here. */
export function invoiceKey(invoiceId: number) {
  return [...INVOICES_KEY, invoiceId] as const;
}

export const OFFERED_CHANNELS_KEY = [...BILLING_KEY, 'channels'] as const;
