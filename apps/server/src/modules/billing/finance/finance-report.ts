import type { FinanceRefund, ReconciliationReport } from '@portal/contract';
import { and, asc, count, desc, eq, gte, like, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { staffMembers } from '../../staff/schema.js';
import { students } from '../../student/schema.js';
import type { Period } from './finance-queries.js';
import { billingPaymentAttempts, billingProviderEvents } from '../payment-schema.js';
import { CALLBACK_GRACE_MS } from '../reconciliation.js';
import { billingRefunds } from './refund-schema.js';
import { billingInvoices, billingPayments } from '../schema.js';

/** Rows a section of the report lists at most: a longer list is a problem to take up with the provider. */
const SECTION_LIMIT = 500;
const NOT_APPLIED = 'not-applied:';

function appliedPerChannel(db: Database, period: Period) {
  return db
    .select({ channel: billingPayments.channel, count: count(), amount: sum(billingPayments.amountPiastres) })
    .from(billingPayments)
    .where(and(gte(billingPayments.paidAt, period.start), lt(billingPayments.paidAt, period.end)))
    .groupBy(billingPayments.channel)
    .orderBy(billingPayments.channel);
}

function notAppliedEvents(db: Database, period: Period) {
  return db
    .select()
    .from(billingProviderEvents)
    .where(
      and(
        gte(billingProviderEvents.receivedAt, period.start),
        lt(billingProviderEvents.receivedAt, period.end),
        like(billingProviderEvents.outcome, `${NOT_APPLIED}%`),
      ),
    )
    .orderBy(asc(billingProviderEvents.receivedAt), asc(billingProviderEvents.id))
    .limit(SECTION_LIMIT);
}

/**
 * Invoices still open whose latest payment attempt began longer ago than a callback takes: the student may
 * have paid and the provider not told us yet (reconciliation asks about exactly these). As of now, whatever
 * the period: what is pending is pending today.
 */
function pendingAtProvider(db: Database, now: Date) {
  return db
    .select({ invoice: billingInvoices, attempt: billingPaymentAttempts, studentCode: students.code })
    .from(billingPaymentAttempts)
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingPaymentAttempts.invoiceId))
    .innerJoin(students, eq(students.id, billingInvoices.studentId))
    .where(
      and(
        eq(billingInvoices.status, 'open'),
        lt(billingPaymentAttempts.createdAt, new Date(now.getTime() - CALLBACK_GRACE_MS)),
        sql`${billingPaymentAttempts.createdAt} = (select max(latest.created_at) from ${billingPaymentAttempts} latest
          where latest.invoice_id = ${billingInvoices.id})`,
      ),
    )
    .orderBy(asc(billingPaymentAttempts.createdAt))
    .limit(SECTION_LIMIT);
}

/** The refunds made in a period, newest first, with who made them. */
export async function refundsOfPeriod(db: Database, period: Period): Promise<FinanceRefund[]> {
  const rows = await db
    .select({ refund: billingRefunds, studentCode: students.code, staffEmail: staffMembers.email })
    .from(billingRefunds)
    .innerJoin(students, eq(students.id, billingRefunds.studentId))
    .innerJoin(staffMembers, eq(staffMembers.id, billingRefunds.staffMemberId))
    .where(and(gte(billingRefunds.createdAt, period.start), lt(billingRefunds.createdAt, period.end)))
    .orderBy(desc(billingRefunds.createdAt), desc(billingRefunds.id))
    .limit(SECTION_LIMIT);
  return rows.map(({ refund, studentCode, staffEmail }) => ({
    RefundId: refund.id,
    PaymentId: refund.paymentId,
    StudentCode: studentCode,
    AmountPiastres: refund.amountPiastres,
    Currency: refund.currency,
    Reason: refund.reason,
    StaffEmail: staffEmail,
    CreatedAt: refund.createdAt.toISOString(),
  }));
}

/** The reconciliation report of a period (From, To as the university's dates, `period` their instants). */
export async function reconciliationReport(
  db: Database,
  dates: { From: string; To: string },
  period: Period,
  now: Date,
): Promise<ReconciliationReport> {
  const [applied, events, pending, refunds] = await Promise.all([
    appliedPerChannel(db, period),
    notAppliedEvents(db, period),
    pendingAtProvider(db, now),
    refundsOfPeriod(db, period),
  ]);
  const byReason = new Map<string, ReconciliationReport['NotApplied'][number]>();
  for (const event of events) {
    const reason = event.outcome.slice(NOT_APPLIED.length);
    const group = byReason.get(reason) ?? { Reason: reason, Count: 0, Events: [] };
    group.Count += 1;
    group.Events.push({
      EventId: event.id,
      Provider: event.provider,
      MerchantReference: event.merchantReference,
      Status: event.status,
      AmountPiastres: event.amountPiastres,
      Source: event.source,
      ReceivedAt: event.receivedAt.toISOString(),
    });
    byReason.set(reason, group);
  }
  return {
    From: dates.From,
    To: dates.To,
    Applied: applied.map((row) => ({
      Channel: row.channel,
      Count: row.count,
      AmountPiastres: Number(row.amount ?? 0),
    })),
    NotApplied: [...byReason.values()],
    PendingAtProvider: pending.map(({ invoice, attempt, studentCode }) => ({
      InvoiceId: invoice.id,
      StudentCode: studentCode,
      Reference: invoice.reference,
      AmountPiastres: invoice.amountPiastres,
      Provider: attempt.provider,
      Channel: attempt.channel,
      AttemptedAt: attempt.createdAt.toISOString(),
    })),
    Refunds: refunds,
  };
}
