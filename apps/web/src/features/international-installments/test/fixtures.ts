import type { PaymentAttempt, PaymentInvoice, ProgramInstallments } from '@portal/contract';

/** Application 7's fee of EGP 30,000 with two plans offered and none chosen yet. */
export const plansToChoose: ProgramInstallments = {
  ApplicationId: 7,
  FeePiastres: 3_000_000,
  Currency: 'EGP',
  Plans: [
    {
      Code: 'full',
      NameEn: 'Pay in full',
      NameAr: 'الدفع كاملًا',
      Installments: [{ Sequence: 1, AmountPiastres: 3_000_000, DueDate: '2027-01-15' }],
    },
    {
      Code: 'three-parts',
      NameEn: 'Three installments',
      NameAr: 'ثلاثة أقساط',
      Installments: [
        { Sequence: 1, AmountPiastres: 1_000_000, DueDate: '2026-11-01' },
        { Sequence: 2, AmountPiastres: 1_000_000, DueDate: '2026-11-20' },
        { Sequence: 3, AmountPiastres: 1_000_000, DueDate: '2027-02-01' },
      ],
    },
  ],
  ChosenPlanCode: null,
  Installments: [],
  PaidPiastres: 0,
};

/** On three installments: the first paid, the second overdue, the third not due yet. */
export const onThreeParts: ProgramInstallments = {
  ...plansToChoose,
  ChosenPlanCode: 'three-parts',
  Installments: [
    { Sequence: 1, AmountPiastres: 1_000_000, Currency: 'EGP', DueDate: '2026-11-01', State: 'paid' },
    { Sequence: 2, AmountPiastres: 1_000_000, Currency: 'EGP', DueDate: '2026-11-20', State: 'overdue' },
    { Sequence: 3, AmountPiastres: 1_000_000, Currency: 'EGP', DueDate: '2027-02-01', State: 'upcoming' },
  ],
  PaidPiastres: 1_000_000,
};

/** Everything paid on the plan in full. */
export const paidInFull: ProgramInstallments = {
  ...plansToChoose,
  ChosenPlanCode: 'full',
  Installments: [
    { Sequence: 1, AmountPiastres: 3_000_000, Currency: 'EGP', DueDate: '2027-01-15', State: 'paid' },
  ],
  PaidPiastres: 3_000_000,
};

/** The invoice GetPaymentInstallment answers for an installment of EGP 10,000. */
export const installmentInvoice: PaymentInvoice = {
  PaymentInvoiceRequestId: 88,
  TermId: 12,
  AmountPiastres: 1_000_000,
  Currency: 'EGP',
  Reference: '202611200417',
  Status: 'open',
  ExpiresAt: '2026-12-03T20:00:00.000Z',
  CreatedAt: '2026-11-30T10:00:00.000Z',
  PaidAt: null,
  ProviderStatus: null,
};

export const cardAttempt: PaymentAttempt = {
  PaymentInvoiceRequestId: 88,
  Channel: 'card',
  CheckoutUrl: 'https://accept.paymob.example/checkout/intl',
  OutletReference: null,
  ExpiresAt: installmentInvoice.ExpiresAt,
};
