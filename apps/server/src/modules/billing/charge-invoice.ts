import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { cancelStaleChargeInvoices } from './invoice-queries.js';
import { statesBefore } from './invoice-states.js';
import { chargesOf, creditsOf, paymentsOf } from './queries.js';
import { billingInvoices } from './schema.js';
import { buildStatement } from './statement.js';

/** What one invoice is to ask for: an amount of a term, and the charge it pays when it pays one. */
export interface InvoiceTarget {
  termId: number;
  amountPiastres: number;
  chargeId: number | null;
}

/**
 * One of the student's charges as the statement settles it (so a payment towards the term earlier
 * counts), with its term; undefined when it is not theirs.
 */
export async function chargeLine(db: Database | Transaction, studentId: number, chargeId: number) {
  const [charges, credits, payments] = await Promise.all([
    chargesOf(db, studentId),
    creditsOf(db, studentId),
    paymentsOf(db, studentId),
  ]);
  // The date only decides "overdue", which plays no part here.
  const statement = buildStatement(charges, credits, payments, '1970-01-01');
  for (const term of statement.Terms) {
    const line = term.Charges.find((charge) => charge.ChargeId === chargeId);
    if (line) return { termId: term.TermId, line };
  }
  return undefined;
}

/** The student's open, unexpired invoice for the charge, if they asked for one. */
export async function openChargeInvoice(db: Database, studentId: number, chargeId: number, now: Date) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.chargeId, chargeId),
        eq(billingInvoices.status, 'open'),
        gt(billingInvoices.expiresAt, now),
      ),
    )
    .orderBy(desc(billingInvoices.id))
    .limit(1);
  return row;
}

/**
 * The invoice for one of the student's charges: what is still outstanding on it. Open invoices for the
 * charge asking another amount (the charge was credited or partly paid since) are cancelled: paying one
 * would pay the wrong amount. The student's row is locked by the caller, so this reads a settled ledger.
 */
export async function chargeInvoiceTarget(
  tx: Transaction,
  studentId: number,
  chargeId: number,
): Promise<InvoiceTarget | Refused<'404' | '409'>> {
  const found = await chargeLine(tx, studentId, chargeId);
  if (!found) return refused('404', say('billing.chargeNotFound'));
  const { line } = found;
  if (line.OutstandingPiastres <= 0)
    return refused('409', say('billing.chargeSettled', { charge: line.Description }));
  await cancelStaleChargeInvoices(
    tx,
    studentId,
    chargeId,
    line.OutstandingPiastres,
    statesBefore('cancelled'),
  );
  return { termId: found.termId, amountPiastres: line.OutstandingPiastres, chargeId };
}
