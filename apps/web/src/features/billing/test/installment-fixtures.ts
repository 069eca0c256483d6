import type { InstallmentPlans, PaymentInvoice } from '@portal/contract';

/** Spring 2027 owes EGP 8,500.50: two plans, one open to the student, one closed. */
export const plansToChoose: InstallmentPlans = {
  TermId: 12,
  Currency: 'EGP',
  BalancePiastres: 850_050,
  Chosen: null,
  Plans: [
    {
      PlanId: 3,
      Code: 'HALVES',
      NameEn: 'Two installments',
      NameAr: 'قسطان',
      OpensOn: '2026-11-01',
      ClosesOn: '2026-12-31',
      MinBalancePiastres: 0,
      Eligible: true,
      Reasons: [],
      Installments: [
        { Sequence: 1, ShareBasisPoints: 5_000, AmountPiastres: 425_025, DueOn: '2027-01-15' },
        { Sequence: 2, ShareBasisPoints: 5_000, AmountPiastres: 425_025, DueOn: '2027-03-15' },
      ],
    },
    {
      PlanId: 4,
      Code: 'EARLY',
      NameEn: 'Early bird',
      NameAr: 'الحجز المبكر',
      OpensOn: '2026-09-01',
      ClosesOn: '2026-09-30',
      MinBalancePiastres: 0,
      Eligible: false,
      Reasons: [
        { Code: 'window_closed', Message: 'This plan can be chosen from 2026-09-01 to 2026-09-30 only.' },
      ],
      Installments: [{ Sequence: 1, ShareBasisPoints: 10_000, AmountPiastres: 850_050, DueOn: '2027-01-15' }],
    },
  ],
};

export const installmentInvoice: PaymentInvoice = {
  PaymentInvoiceRequestId: 77,
  TermId: 12,
  AmountPiastres: 425_025,
  Currency: 'EGP',
  Reference: '123456789013',
  Status: 'open',
  ExpiresAt: '2026-11-23T10:00:00.000Z',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  PaidAt: null,
  ProviderStatus: null,
};

/** On the two-installment plan: the first paid, the second overdue, a third due later. */
export const onPlan: InstallmentPlans = {
  ...plansToChoose,
  Chosen: {
    PlanId: 3,
    Code: 'HALVES',
    NameEn: 'Two installments',
    NameAr: 'قسطان',
    ChosenAt: '2026-11-02T10:00:00.000Z',
    TotalPiastres: 850_050,
    Installments: [
      {
        Sequence: 1,
        AmountPiastres: 300_000,
        OwedPiastres: 0,
        DueOn: '2026-11-10',
        Status: 'paid',
        Invoice: {
          ...installmentInvoice,
          PaymentInvoiceRequestId: 76,
          Status: 'paid',
          PaidAt: '2026-11-09T10:00:00.000Z',
        },
      },
      {
        Sequence: 2,
        AmountPiastres: 275_025,
        OwedPiastres: 275_025,
        DueOn: '2026-11-15',
        Status: 'overdue',
        Invoice: null,
      },
      {
        Sequence: 3,
        AmountPiastres: 275_025,
        OwedPiastres: 275_025,
        DueOn: '2027-02-15',
        Status: 'open',
        Invoice: null,
      },
    ],
  },
};
