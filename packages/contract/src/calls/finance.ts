import type { CallEntry } from './call-entry.js';

/** The calls of the finance office's page (staff role `finance`), answered by apps/server/src/modules/billing. */
export const finance = {
  getFinanceInvoices: {
    method: 'GET',
    path: '/api/Finance/GetInvoices',
    host: 'portal',
    tag: 'Finance',
    summary: 'Invoices by state, newest first, with the student, term, reference and channel (finance staff)',
    query: 'getFinanceInvoicesQuery',
    response: 'getFinanceInvoicesResponse',
  },
  getFinancePayments: {
    method: 'GET',
    path: '/api/Finance/GetPayments',
    host: 'portal',
    tag: 'Finance',
    summary: 'Payments received, newest first, by channel and date, with what was refunded (finance staff)',
    query: 'getFinancePaymentsQuery',
    response: 'getFinancePaymentsResponse',
    refusable: true,
  },
  refundPayment: {
    method: 'POST',
    path: '/api/Finance/RefundPayment',
    host: 'portal',
    tag: 'Finance',
    summary: 'Pays back part or all of a payment: a refund row, never an edit; audited (finance staff)',
    description:
      'The payment is locked while its refunds are counted, so two refunds at once never pay back more ' +
      'than was paid; the same IdempotencyKey answers the refund it already made.',
    body: 'refundPaymentBody',
    response: 'refundPaymentResponse',
    refusable: true,
  },
  getReconciliationReport: {
    method: 'GET',
    path: '/api/Finance/GetReconciliationReport',
    host: 'portal',
    tag: 'Finance',
    summary:
      'A period per channel: payments applied, provider events not applied by reason, invoices pending at a provider, refunds',
    query: 'getReconciliationReportQuery',
    response: 'getReconciliationReportResponse',
    refusable: true,
  },
  exportPayments: {
    method: 'GET',
    path: '/api/Finance/ExportPayments',
    host: 'portal',
    tag: 'Finance',
    summary: 'The payments of a period as CSV (RFC 4180, amounts in pounds), for the accounts system',
    query: 'exportPaymentsQuery',
    answer: 'csv',
  },
  getDepositChoices: {
    method: 'GET',
    path: '/api/Finance/GetDepositChoices',
    host: 'portal',
    tag: 'Finance',
    summary:
      'Every bank whose statement may be imported, and the terms a deposit can be credited to (finance staff)',
    response: 'getDepositChoicesResponse',
  },
  previewBankStatement: {
    method: 'POST',
    path: '/api/Finance/PreviewBankStatement',
    host: 'portal',
    tag: 'Finance',
    summary:
      "What importing a bank's statement CSV would do, row by row, with totals and a preview token; changes nothing",
    body: 'previewBankStatementBody',
    response: 'previewBankStatementResponse',
    refusable: true,
    readOnly: true,
  },
  importBankStatement: {
    method: 'POST',
    path: '/api/Finance/ImportBankStatement',
    host: 'portal',
    tag: 'Finance',
    summary:
      'Imports the previewed statement: matching deposits pay their invoices once, the rest go to the unmatched register; audited',
    description:
      'Each row is recorded under `bank:<bank code>:<transaction id>` in the same transaction as what it changes, ' +
      'so importing the same file again, or two officers importing it at once, credits nothing twice.',
    body: 'importBankStatementBody',
    response: 'importBankStatementResponse',
    refusable: true,
  },
  getUnmatchedDeposits: {
    method: 'GET',
    path: '/api/Finance/GetUnmatchedDeposits',
    host: 'portal',
    tag: 'Finance',
    summary: 'The unmatched-deposits register by status, newest deposit first (finance staff)',
    query: 'getUnmatchedDepositsQuery',
    response: 'getUnmatchedDepositsResponse',
  },
  assignUnmatchedDeposit: {
    method: 'POST',
    path: '/api/Finance/AssignUnmatchedDeposit',
    host: 'portal',
    tag: 'Finance',
    summary: "Credits an open unmatched deposit to a student's term as a payment, once; audited",
    body: 'assignUnmatchedDepositBody',
    response: 'assignUnmatchedDepositResponse',
    refusable: true,
  },
  returnUnmatchedDeposit: {
    method: 'POST',
    path: '/api/Finance/ReturnUnmatchedDeposit',
    host: 'portal',
    tag: 'Finance',
    summary: 'Marks an open unmatched deposit returned (the bank sent the money back); audited',
    body: 'returnUnmatchedDepositBody',
    response: 'returnUnmatchedDepositResponse',
    refusable: true,
  },
  getInstallmentPlans: {
    method: 'GET',
    path: '/api/Finance/GetInstallmentPlans',
    host: 'portal',
    tag: 'Finance',
    summary:
      "A term's installment plans with their parts, window, minimum and how many students are on each (finance staff)",
    query: 'getFinanceInstallmentPlansQuery',
    response: 'getFinanceInstallmentPlansResponse',
  },
  saveInstallmentPlan: {
    method: 'POST',
    path: '/api/Finance/SaveInstallmentPlan',
    host: 'portal',
    tag: 'Finance',
    summary: "Creates a term's installment plan, or edits one no student has chosen yet; audited",
    description:
      'Shares add up to 10,000 basis points, due dates increase and fall in or after the window. A create ' +
      'repeating a code of the term with the same plan answers that plan (a double submit makes one).',
    body: 'saveInstallmentPlanBody',
    response: 'saveInstallmentPlanResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
