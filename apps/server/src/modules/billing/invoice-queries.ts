import type { InvoiceState } from '@portal/contract';
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { sumWhere } from './queries.js';
import {
  billingCharges,
  billingCredits,
  billingInvoices,
  billingPayments,
  type BillingInvoice,
} from './schema.js';

/** Holds the student's row until the transaction ends: one invoice decision at a time per student. */
export async function lockStudent(tx: Transaction, studentId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  return rows.length > 0;
}

/** Moves the student's invoices in one of `from` whose expiry has passed to `expired`. */
export function expireLapsedInvoices(tx: Transaction, studentId: number, from: InvoiceState[], now: Date) {
  return tx
    .update(billingInvoices)
    .set({ status: 'expired' })
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        inArray(billingInvoices.status, from),
        lte(billingInvoices.expiresAt, now),
      ),
    );
}

/** The student's open invoice of the term for exactly this amount (and charge, or none), if there is one. */
export async function openInvoiceFor(
  tx: Transaction,
  studentId: number,
  termId: number,
  amountPiastres: number,
  chargeId: number | null = null,
) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.termId, termId),
        eq(billingInvoices.amountPiastres, amountPiastres),
        chargeId === null ? isNull(billingInvoices.chargeId) : eq(billingInvoices.chargeId, chargeId),
        // An installment's invoice is found through its installment (installment-invoices.ts), never here.
        isNull(billingInvoices.installmentId),
        eq(billingInvoices.status, 'open'),
      ),
    );
  return row;
}

/**
 * Cancels the student's open invoices for the charge that ask for another amount than `keepAmount`: what
 * the charge owes changed (credited, partly paid), so paying them would pay the wrong amount.
 */
export function cancelStaleChargeInvoices(
  tx: Transaction,
  studentId: number,
  chargeId: number,
  keepAmount: number,
  from: InvoiceState[],
) {
  return tx
    .update(billingInvoices)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.chargeId, chargeId),
        inArray(billingInvoices.status, from),
        ne(billingInvoices.amountPiastres, keepAmount),
      ),
    );
}

/**
 * What the student still owes for the term (charges − credits − payments), what their open invoices of
 * it already ask for, and the term's names; no row when the term does not exist.
 */
export async function termOwing(tx: Transaction, studentId: number, termId: number) {
  const [row] = await tx
    .select({
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      charged: sumWhere(
        billingCharges.amountPiastres,
        billingCharges,
        sql`${billingCharges.studentId} = ${studentId}`,
        sql`${billingCharges.termId} = ${terms.id}`,
      ),
      credited: sumWhere(
        billingCredits.amountPiastres,
        billingCredits,
        sql`${billingCredits.studentId} = ${studentId}`,
        sql`${billingCredits.chargeId} in (select ${billingCharges.id} from ${billingCharges}
          where ${billingCharges.termId} = ${terms.id})`,
      ),
      paid: sumWhere(
        billingPayments.amountPiastres,
        billingPayments,
        sql`${billingPayments.studentId} = ${studentId}`,
        sql`${billingPayments.termId} = ${terms.id}`,
      ),
      invoiced: sumWhere(
        billingInvoices.amountPiastres,
        billingInvoices,
        sql`${billingInvoices.studentId} = ${studentId}`,
        sql`${billingInvoices.termId} = ${terms.id}`,
        sql`${billingInvoices.status} = 'open'`,
      ),
    })
    .from(terms)
    .where(eq(terms.id, termId));
  if (!row) return undefined;
  return {
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    owedPiastres: Number(row.charged) - Number(row.credited) - Number(row.paid),
    invoicedPiastres: Number(row.invoiced),
  };
}

/** Inserts the invoice unless its reference is taken or an open one for the same amount appeared. */
export async function insertInvoice(tx: Transaction, invoice: typeof billingInvoices.$inferInsert) {
  const [row] = await tx.insert(billingInvoices).values(invoice).onConflictDoNothing().returning();
  return row;
}

/** One of the student's invoices (never another student's: the student is in the condition). */
export async function invoiceOf(
  db: Database,
  studentId: number,
  invoiceId: number,
): Promise<BillingInvoice | undefined> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.studentId, studentId)));
  return row;
}

/** The invoice under a payment reference, locked until the transaction ends (one payment decision at a time). */
export async function lockedInvoiceByReference(tx: Transaction, reference: string) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.reference, reference))
    .for('update');
  return row;
}

/** The payment a provider's transaction made before, if it made one. */
export async function paymentByProviderKey(tx: Transaction, providerKey: string) {
  const [row] = await tx.select().from(billingPayments).where(eq(billingPayments.providerKey, providerKey));
  return row;
}

/** Marks the invoice paid if it is in one of `from`; the row as it is then, or nothing when it was not. */
export async function markInvoicePaid(
  tx: Transaction,
  invoiceId: number,
  from: InvoiceState[],
  paidAt: Date,
) {
  const [row] = await tx
    .update(billingInvoices)
    .set({ status: 'paid', paidAt })
    .where(and(eq(billingInvoices.id, invoiceId), inArray(billingInvoices.status, from)))
    .returning();
  return row;
}

export async function insertPayment(tx: Transaction, payment: typeof billingPayments.$inferInsert) {
  const [row] = await tx.insert(billingPayments).values(payment).returning();
  if (!row) throw new Error('The payment insert returned no row');
  return row;
}
