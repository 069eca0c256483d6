import type { InvoiceState, PaymentChannel } from '@portal/contract';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { terms } from '../../academic/schema.js';
import { students } from '../../student/schema.js';
import { billingPaymentAttempts } from '../payment-schema.js';
import { billingRefunds } from './refund-schema.js';
import { billingInvoices, billingPayments } from '../schema.js';

/** A window of instants, [start, end): a period of university days turned into what timestamps compare to. */
export interface Period {
  start: Date;
  end: Date;
}

/** A search box's text as a LIKE prefix, its wildcards taken literally. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/** The student's code, or the start of their name in either script, or the exact reference. */
function searchCondition(search: string | undefined, reference: SQLWrapper): SQL | undefined {
  if (search === undefined) return undefined;
  return or(
    eq(students.code, search),
    eq(reference, search),
    ilike(students.nameEn, prefix(search)),
    ilike(students.nameAr, prefix(search)),
  );
}

const studentColumns = {
  studentCode: students.code,
  studentNameEn: students.nameEn,
  studentNameAr: students.nameAr,
  termCode: terms.code,
};

/** The channel of the invoice's latest payment attempt (one index probe per listed row). */
const latestChannel = sql<
  string | null
>`(select ${billingPaymentAttempts.channel} from ${billingPaymentAttempts}
  where ${billingPaymentAttempts.invoiceId} = ${billingInvoices.id}
  order by ${billingPaymentAttempts.createdAt} desc, ${billingPaymentAttempts.id} desc limit 1)`;

/** Invoices of one state (or all), newest first, one page; ordered by the (status, created_at) index. */
export async function invoicesPage(
  db: Database,
  filter: { status?: InvoiceState; search?: string },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.status ? eq(billingInvoices.status, filter.status) : undefined,
    searchCondition(filter.search, billingInvoices.reference),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ invoice: billingInvoices, channel: latestChannel, ...studentColumns })
      .from(billingInvoices)
      .innerJoin(students, eq(students.id, billingInvoices.studentId))
      .innerJoin(terms, eq(terms.id, billingInvoices.termId))
      .where(where)
      .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(billingInvoices)
      .innerJoin(students, eq(students.id, billingInvoices.studentId))
      .where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** What has been paid back of a payment so far. */
export const refundedOf = sql<string>`coalesce((select sum(${billingRefunds.amountPiastres}) from ${billingRefunds}
  where ${billingRefunds.paymentId} = ${billingPayments.id}), 0)`;

export interface PaymentFilter {
  channel?: PaymentChannel;
  period?: Partial<Period>;
  search?: string;
}

function paymentWhere(filter: PaymentFilter) {
  return and(
    filter.channel ? eq(billingPayments.channel, filter.channel) : undefined,
    filter.period?.start ? gte(billingPayments.paidAt, filter.period.start) : undefined,
    filter.period?.end ? lt(billingPayments.paidAt, filter.period.end) : undefined,
    searchCondition(filter.search, billingPayments.reference),
  );
}

function paymentRows(db: Database, filter: PaymentFilter) {
  return db
    .select({ payment: billingPayments, refunded: refundedOf, ...studentColumns })
    .from(billingPayments)
    .innerJoin(students, eq(students.id, billingPayments.studentId))
    .innerJoin(terms, eq(terms.id, billingPayments.termId))
    .where(paymentWhere(filter))
    .orderBy(desc(billingPayments.paidAt), desc(billingPayments.id))
    .$dynamic();
}
export type FinancePaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** Payments, newest first, one page (the paid_at index orders and bounds them). */
export async function paymentsPage(db: Database, filter: PaymentFilter, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    paymentRows(db, filter).offset(offset).limit(limit),
    db
      .select({ total: count() })
      .from(billingPayments)
      .innerJoin(students, eq(students.id, billingPayments.studentId))
      .where(paymentWhere(filter)),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** Every payment of a period for the export, at most `limit` (the caller refuses a longer period). */
export function paymentsOfPeriod(db: Database, filter: PaymentFilter, limit: number) {
  return paymentRows(db, filter).limit(limit);
}
