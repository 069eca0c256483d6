import type { PaymentAttempt, PaymentInvoice, StudentStatement } from '@portal/contract';

/**
 * Spring 2027 owes EGP 8,500.50 (of it EGP 2,500.50 overdue bus fees); Fall 2026 is paid up. Totals are the
 * server's integers of piastres, as the contract gives them.
 */
export const statement: StudentStatement = {
  Currency: 'EGP',
  ChargedPiastres: 2_150_050,
  CreditedPiastres: 100_000,
  PaidPiastres: 1_200_000,
  BalancePiastres: 850_050,
  OverduePiastres: 250_050,
  NextDue: { DueOn: '2027-02-15', AmountPiastres: 600_000 },
  AsOf: '2026-11-20',
  Terms: [
    {
      TermId: 12,
      TermCode: '2026-2',
      NameEn: 'Spring 2027',
      NameAr: 'ربيع 2027',
      ChargedPiastres: 1_250_050,
      CreditedPiastres: 100_000,
      PaidPiastres: 300_000,
      BalancePiastres: 850_050,
      OverduePiastres: 250_050,
      Charges: [
        {
          ChargeId: 501,
          Kind: 'tuition',
          Description: 'Tuition, 15 credit hours',
          DescriptionAr: 'المصروفات الدراسية، 15 ساعة معتمدة',
          AmountPiastres: 1_000_000,
          CreditedPiastres: 100_000,
          PaidPiastres: 300_000,
          OutstandingPiastres: 600_000,
          DueOn: '2027-02-15',
          Overdue: false,
          ChargedAt: '2026-10-01T08:00:00.000Z',
        },
        {
          ChargeId: 502,
          Kind: 'bus',
          Description: 'Bus line 4, whole term',
          DescriptionAr: null,
          AmountPiastres: 250_050,
          CreditedPiastres: 0,
          PaidPiastres: 0,
          OutstandingPiastres: 250_050,
          DueOn: '2026-11-01',
          Overdue: true,
          ChargedAt: '2026-10-01T08:00:00.000Z',
        },
      ],
      Credits: [
        {
          ChargeId: 501,
          AmountPiastres: 100_000,
          Reason: 'Merit scholarship',
          CreditedAt: '2026-10-05T09:00:00.000Z',
        },
      ],
      Payments: [
        {
          PaymentId: 701,
          AmountPiastres: 300_000,
          RefundedPiastres: 0,
          Reference: '771203344556',
          Channel: 'outlet',
          PaidAt: '2026-10-20T11:30:00.000Z',
        },
      ],
    },
    {
      TermId: 11,
      TermCode: '2026-1',
      NameEn: 'Fall 2026',
      NameAr: 'خريف 2026',
      ChargedPiastres: 900_000,
      CreditedPiastres: 0,
      PaidPiastres: 900_000,
      BalancePiastres: 0,
      OverduePiastres: 0,
      Charges: [
        {
          ChargeId: 401,
          Kind: 'tuition',
          Description: 'Tuition, 12 credit hours',
          DescriptionAr: null,
          AmountPiastres: 900_000,
          CreditedPiastres: 0,
          PaidPiastres: 900_000,
          OutstandingPiastres: 0,
          DueOn: '2026-03-01',
          Overdue: false,
          ChargedAt: '2026-02-01T08:00:00.000Z',
        },
      ],
      Credits: [],
      Payments: [
        {
          PaymentId: 702,
          AmountPiastres: 900_000,
          RefundedPiastres: 0,
          Reference: 'PMB-88120',
          Channel: 'card',
          PaidAt: '2026-02-20T10:00:00.000Z',
        },
      ],
    },
  ],
};

/** Nothing owed and nothing charged yet. */
export const emptyStatement: StudentStatement = {
  ...statement,
  ChargedPiastres: 0,
  CreditedPiastres: 0,
  PaidPiastres: 0,
  BalancePiastres: 0,
  OverduePiastres: 0,
  NextDue: null,
  Terms: [],
};

export const openInvoice: PaymentInvoice = {
  PaymentInvoiceRequestId: 41,
  TermId: 12,
  AmountPiastres: 850_050,
  Currency: 'EGP',
  Reference: '202611200417',
  Status: 'open',
  ExpiresAt: '2026-11-23T20:00:00.000Z',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  PaidAt: null,
  ProviderStatus: null,
};

export const declinedInvoice: PaymentInvoice = { ...openInvoice, ProviderStatus: 'failed' };

export const paidInvoice: PaymentInvoice = {
  ...openInvoice,
  Status: 'paid',
  PaidAt: '2026-11-20T10:05:00.000Z',
};

export const cardAttempt: PaymentAttempt = {
  PaymentInvoiceRequestId: 41,
  Channel: 'card',
  CheckoutUrl: 'https://accept.paymob.example/checkout/abc',
  OutletReference: null,
  ExpiresAt: openInvoice.ExpiresAt,
};

export const outletAttempt: PaymentAttempt = {
  PaymentInvoiceRequestId: 41,
  Channel: 'outlet',
  CheckoutUrl: null,
  OutletReference: '9988776655',
  ExpiresAt: openInvoice.ExpiresAt,
};
