import type { FinanceInvoice, FinancePayment, OnlineChannel } from '@portal/contract';
import { universityDayBounds } from '../../../platform/clock.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import type { FinancePaymentRow, Period, invoicesPage } from './finance-queries.js';

type InvoiceRow = Awaited<ReturnType<typeof invoicesPage>>['items'][number];

/** A report or export covers at most a year: longer is a mistake, and would hold the database for long. */
const MAX_PERIOD_DAYS = 366;

export function invoiceView(row: InvoiceRow): FinanceInvoice {
  const { invoice } = row;
  return {
    InvoiceId: invoice.id,
    StudentCode: row.studentCode,
    StudentNameEn: row.studentNameEn,
    StudentNameAr: row.studentNameAr,
    TermCode: row.termCode,
    AmountPiastres: invoice.amountPiastres,
    Currency: invoice.currency,
    Reference: invoice.reference,
    Status: invoice.status,
    // The attempts table only holds online channels (its check constraint).
    Channel: row.channel as OnlineChannel | null,
    CreatedAt: invoice.createdAt.toISOString(),
    PaidAt: invoice.paidAt?.toISOString() ?? null,
  };
}

export function paymentView(row: FinancePaymentRow): FinancePayment {
  const { payment } = row;
  return {
    PaymentId: payment.id,
    StudentCode: row.studentCode,
    StudentNameEn: row.studentNameEn,
    StudentNameAr: row.studentNameAr,
    TermCode: row.termCode,
    AmountPiastres: payment.amountPiastres,
    Currency: payment.currency,
    Channel: payment.channel,
    Reference: payment.reference,
    ProviderKey: payment.providerKey,
    PaidAt: payment.paidAt.toISOString(),
    RefundedPiastres: Number(row.refunded),
  };
}

/** A real calendar day: the contract's pattern lets 2026-02-30 through. */
const isDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/**
 * The instants of a period of university days, From and To inclusive, either end open when left out.
 * Refused for a day that does not exist, From after To, or more than a year.
 */
export function periodOf(
  dates: { From?: string; To?: string },
  timeZone: string,
): { kind: 'period'; period: Partial<Period> } | Refused<'422'> {
  const { From, To } = dates;
  if ((From !== undefined && !isDay(From)) || (To !== undefined && !isDay(To)))
    return refused('422', say('finance.periodInvalid'));
  if (From !== undefined && To !== undefined) {
    const days = (Date.parse(To) - Date.parse(From)) / 86_400_000;
    if (days < 0) return refused('422', say('finance.periodInvalid'));
    if (days >= MAX_PERIOD_DAYS)
      return refused('422', say('finance.periodTooLong', { days: MAX_PERIOD_DAYS }));
  }
  return {
    kind: 'period',
    period: {
      start: From === undefined ? undefined : universityDayBounds(From, timeZone).start,
      end: To === undefined ? undefined : universityDayBounds(To, timeZone).end,
    },
  };
}

/** periodOf for a period with both ends. */
export function closedPeriodOf(
  dates: { From: string; To: string },
  timeZone: string,
): { kind: 'period'; period: Period } | Refused<'422'> {
  const found = periodOf(dates, timeZone);
  if (found.kind === 'refused') return found;
  const { start, end } = found.period;
  if (!start || !end) return refused('422', say('finance.periodInvalid'));
  return { kind: 'period', period: { start, end } };
}
