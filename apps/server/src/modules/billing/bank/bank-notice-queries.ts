import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { terms } from '../../academic/schema.js';
import { billingBankNotices, type BillingBankNotice } from './bank-schema.js';
import type { BankPurpose } from './banks.js';
import { billingCharges, billingInvoices, type BillingInvoice } from '../schema.js';

/** The student's acceptance of one bank's notice for one invoice, if they accepted it. */
export async function noticeOf(
  db: Database | Transaction,
  invoiceId: number,
  bankId: number,
): Promise<BillingBankNotice | undefined> {
  const [row] = await db
    .select()
    .from(billingBankNotices)
    .where(and(eq(billingBankNotices.invoiceId, invoiceId), eq(billingBankNotices.bankId, bankId)));
  return row;
}

/** Records an acceptance unless one for the invoice and bank exists; the new row, or nothing. */
export async function insertNoticeIfNew(tx: Transaction, notice: typeof billingBankNotices.$inferInsert) {
  const [row] = await tx.insert(billingBankNotices).values(notice).onConflictDoNothing().returning();
  return row;
}

/**
 * Keeps an open invoice payable until `until` (never shortens it): a bank deposit is made days after the
 * notice is accepted. The invoice is locked by the caller, so nothing pays it in between.
 */
export async function keepOpenUntil(tx: Transaction, invoiceId: number, until: Date) {
  const [row] = await tx
    .update(billingInvoices)
    .set({ expiresAt: sql`greatest(${billingInvoices.expiresAt}, ${until})` })
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.status, 'open')))
    .returning();
  return row;
}

/**
 * What an invoice pays at a bank, and the term it is of: a bus charge's invoice goes to the bus account,
 * everything else (tuition, fees, installments) to the faculty's.
 */
export async function invoiceSubject(db: Database | Transaction, invoice: BillingInvoice) {
  const [row] = await db
    .select({ termEn: terms.nameEn, termAr: terms.nameAr, chargeKind: billingCharges.kind })
    .from(billingInvoices)
    .innerJoin(terms, eq(terms.id, billingInvoices.termId))
    .leftJoin(billingCharges, eq(billingCharges.id, billingInvoices.chargeId))
    .where(eq(billingInvoices.id, invoice.id));
  if (!row) throw new Error(`The invoice ${String(invoice.id)} has no term`);
  const purpose: BankPurpose = row.chargeKind === 'bus' ? 'bus' : 'faculty';
  return { purpose, term: { en: row.termEn, ar: row.termAr } };
}
