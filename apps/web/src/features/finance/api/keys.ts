/** Every finance query starts with this key: a refund refreshes the lists and the report at once. */
export const FINANCE_KEY = ['finance'] as const;
export const FINANCE_INVOICES_KEY = [...FINANCE_KEY, 'invoices'] as const;
export const FINANCE_PAYMENTS_KEY = [...FINANCE_KEY, 'payments'] as const;
export const RECONCILIATION_KEY = [...FINANCE_KEY, 'reconciliation'] as const;
export const DEPOSIT_CHOICES_KEY = [...FINANCE_KEY, 'deposit-choices'] as const;
export const UNMATCHED_DEPOSITS_KEY = [...FINANCE_KEY, 'unmatched-deposits'] as const;
export const INSTALLMENT_PLANS_KEY = [...FINANCE_KEY, 'installment-plans'] as const;
