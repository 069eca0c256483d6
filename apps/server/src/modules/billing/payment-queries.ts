import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { ProviderName } from './gateways/gateway.js';
import { billingPaymentAttempts, billingProviderEvents } from './payment-schema.js';
import { students } from '../student/schema.js';
import { terms } from '../academic/schema.js';
import { billingInvoices, billingPayments } from './schema.js';

/** Records a provider's event unless its key was recorded before; the new row, or nothing for a repeat. */
export async function insertProviderEventIfNew(
  tx: Transaction,
  event: typeof billingProviderEvents.$inferInsert,
) {
  const [row] = await tx.insert(billingProviderEvents).values(event).onConflictDoNothing().returning();
  return row;
}

export function settleProviderEvent(tx: Transaction, id: number, outcome: string, invoiceId: number | null) {
  return tx.update(billingProviderEvents).set({ outcome, invoiceId }).where(eq(billingProviderEvents.id, id));
}

/** The attempt at `provider` for this invoice that can still be paid, if there is one. */
export async function liveAttempt(tx: Transaction, invoiceId: number, provider: ProviderName, now: Date) {
  const [row] = await tx
    .select()
    .from(billingPaymentAttempts)
    .where(
      and(
        eq(billingPaymentAttempts.invoiceId, invoiceId),
        eq(billingPaymentAttempts.provider, provider),
        sql`${billingPaymentAttempts.expiresAt} > ${now}`,
      ),
    )
    .orderBy(sql`${billingPaymentAttempts.id} desc`)
    .limit(1);
  return row;
}

export async function insertAttempt(tx: Transaction, attempt: typeof billingPaymentAttempts.$inferInsert) {
  const [row] = await tx.insert(billingPaymentAttempts).values(attempt).returning();
  if (!row) throw new Error('The payment attempt was not recorded');
  return row;
}

/**
 * Attempts whose invoice is still open and which were last asked about before `askedBefore` (or never),
 * started at least `settledAfter` ago: the payments a lost callback may have left unapplied.
 */
export function attemptsToReconcile(db: Database, startedBefore: Date, askedBefore: Date, limit: number) {
  return db
    .select({ attempt: billingPaymentAttempts, invoiceStatus: billingInvoices.status })
    .from(billingPaymentAttempts)
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingPaymentAttempts.invoiceId))
    .where(
      and(
        eq(billingInvoices.status, 'open'),
        lt(billingPaymentAttempts.createdAt, startedBefore),
        or(isNull(billingPaymentAttempts.checkedAt), lt(billingPaymentAttempts.checkedAt, askedBefore)),
      ),
    )
    .orderBy(asc(billingPaymentAttempts.checkedAt), asc(billingPaymentAttempts.id))
    .limit(limit);
}

export function markAttemptChecked(db: Database, id: number, at: Date) {
  return db.update(billingPaymentAttempts).set({ checkedAt: at }).where(eq(billingPaymentAttempts.id, id));
}

/** What a provider asks to know of the payer. */
export async function payerOf(tx: Transaction, studentId: number) {
  const [row] = await tx
    .select({ studentCode: students.code, name: students.nameEn, email: students.email })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

/** One of the student's invoices, locked: one start of a payment at a time, so a double tap opens one. */
export async function lockedInvoiceOf(tx: Transaction, studentId: number, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.studentId, studentId)))
    .for('update');
  return row;
}

/** The id of the invoice under a payment reference, if one has it. */
export async function invoiceIdByReference(tx: Transaction, reference: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(eq(billingInvoices.reference, reference));
  return row?.id ?? null;
}

/** Payments of invoices whose student has not been told yet, oldest first. */
export function receiptsDue(db: Database, limit: number, paymentId?: number) {
  return db
    .select({
      paymentId: billingPayments.id,
      amountPiastres: billingPayments.amountPiastres,
      reference: billingPayments.reference,
      studentCode: students.code,
      termEn: terms.nameEn,
      termAr: terms.nameAr,
    })
    .from(billingPayments)
    .innerJoin(students, eq(students.id, billingPayments.studentId))
    .innerJoin(terms, eq(terms.id, billingPayments.termId))
    .where(
      and(
        isNull(billingPayments.receiptSentAt),
        isNotNull(billingPayments.invoiceId),
        paymentId === undefined ? undefined : eq(billingPayments.id, paymentId),
      ),
    )
    .orderBy(asc(billingPayments.id))
    .limit(limit);
}

/** Marks the receipt of a payment sent, unless it was already: true when this transaction claimed it. */
export async function claimReceipt(tx: Transaction, paymentId: number): Promise<boolean> {
  const rows = await tx
    .update(billingPayments)
    .set({ receiptSentAt: sql`now()` })
    .where(and(eq(billingPayments.id, paymentId), isNull(billingPayments.receiptSentAt)))
    .returning({ id: billingPayments.id });
  return rows.length > 0;
}

/**
 * What the provider last said of the invoice's latest attempt, when it was a failure or "pending": an event
 * older than the latest attempt belongs to an earlier try and says nothing of this one.
 */
export async function providerStatusOf(
  db: Database,
  invoiceId: number,
): Promise<'pending' | 'failed' | null> {
  const latestAttempt = db
    .select({ at: sql`max(${billingPaymentAttempts.createdAt})` })
    .from(billingPaymentAttempts)
    .where(eq(billingPaymentAttempts.invoiceId, invoiceId));
  const [row] = await db
    .select({ status: billingProviderEvents.status })
    .from(billingProviderEvents)
    .where(
      and(
        eq(billingProviderEvents.invoiceId, invoiceId),
        inArray(billingProviderEvents.status, ['pending', 'failed']),
        sql`${billingProviderEvents.receivedAt} >= coalesce((${latestAttempt}), '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(billingProviderEvents.receivedAt), desc(billingProviderEvents.id))
    .limit(1);
  return row?.status === 'pending' || row?.status === 'failed' ? row.status : null;
}
