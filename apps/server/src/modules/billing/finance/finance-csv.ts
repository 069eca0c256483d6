import { csvCell } from '../../../platform/text/csv-cell.js';
import type { FinancePaymentRow } from './finance-queries.js';

/** Whole piastres as pounds with two decimals, exactly (no floating point): 1234567 → "12345.67". */
export function pounds(piastres: number): string {
  const sign = piastres < 0 ? '-' : '';
  const whole = Math.abs(piastres);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const HEADER = [
  'payment_id',
  'paid_at',
  'student_code',
  'student_name',
  'term',
  'channel',
  'reference',
  'provider_key',
  'amount_egp',
  'refunded_egp',
  'currency',
];

/** The export: a header row, then one row per payment, CRLF line ends (RFC 4180). */
export function paymentsCsv(rows: readonly FinancePaymentRow[]): string {
  const lines = rows.map(({ payment, refunded, studentCode, studentNameEn, termCode }) =>
    [
      String(payment.id),
      payment.paidAt.toISOString(),
      studentCode,
      studentNameEn,
      termCode,
      payment.channel,
      payment.reference,
      payment.providerKey ?? '',
      pounds(payment.amountPiastres),
      pounds(Number(refunded)),
      payment.currency,
    ]
      .map(csvCell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
