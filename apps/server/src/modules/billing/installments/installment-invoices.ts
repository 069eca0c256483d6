import type { PaymentInvoice } from '@portal/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { installmentsOf, openInstallmentInvoice, termBalancesOf } from './installment-queries.js';
import { installmentStandings } from './installment-status.js';
import { expireLapsedInvoices, insertInvoice, lockStudent, termOwing } from '../invoice-queries.js';
import { statesBefore } from '../invoice-states.js';
import { invoiceAnswer } from '../invoices.js';
import { newPaymentReference } from '../payment-reference.js';
import { billingInvoices } from '../schema.js';

/** A fresh reference colliding with one issued before is rare enough that a few draws always settle it. */
const REFERENCE_DRAWS = 5;

/** Cancels the installment's open invoice when it asks another amount than what is owed of it now. */
function cancelStale(tx: Transaction, installmentId: number, keepAmount: number) {
  return tx
    .update(billingInvoices)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(billingInvoices.installmentId, installmentId),
        inArray(billingInvoices.status, statesBefore('cancelled')),
        ne(billingInvoices.amountPiastres, keepAmount),
      ),
    );
}

/**
 * GetInstallmentPaymentRequest: the invoice that pays one installment of the student's plan, for what is
 * still owed of it. The same one while it is open (a double tap never makes two); one for another amount
 * (money reached the term another way since) is cancelled, as paying it would pay the wrong amount. Its
 * own link to the installment keeps it apart from another installment of the same amount.
 */
export async function installmentInvoice(
  db: Database,
  studentId: number,
  asked: { termId: number; sequence: number },
  now: Date,
  validHours: number,
): Promise<PaymentInvoice | Refused<'404' | '409'>> {
  return db.transaction(async (tx) => {
    if (!(await lockStudent(tx, studentId))) return refused('404', say('student.recordNotFound'));
    await expireLapsedInvoices(tx, studentId, statesBefore('expired'), now);
    const [installments, balances] = await Promise.all([
      installmentsOf(tx, studentId, asked.termId),
      termBalancesOf(tx, studentId),
    ]);
    const installment = installments.find((row) => row.sequence === asked.sequence);
    if (!installment) return refused('404', say('billing.installmentNotFound'));
    const balance = balances.find((term) => term.termId === asked.termId)?.balance ?? 0;
    const standing = installmentStandings(installments, balance, now).find(
      (row) => row.sequence === asked.sequence,
    );
    const owed = standing?.owedPiastres ?? 0;
    if (owed <= 0) return refused('409', say('billing.installmentPaid', { sequence: asked.sequence }));
    await cancelStale(tx, installment.id, owed);
    const same = await openInstallmentInvoice(tx, studentId, installment.id);
    if (same) return { ...invoiceAnswer(same), InstallmentSequence: asked.sequence };
    const owing = await termOwing(tx, studentId, asked.termId);
    if (!owing) return refused('404', say('billing.noSuchTerm'));
    const payable = owing.owedPiastres - owing.invoicedPiastres;
    if (owed > payable)
      return refused(
        '409',
        say('billing.moreThanOwed', {
          term: { en: owing.nameEn, ar: owing.nameAr },
          amount: { piastres: Math.max(payable, 0) },
        }),
      );
    for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
      const row = await insertInvoice(tx, {
        studentId,
        termId: asked.termId,
        amountPiastres: owed,
        installmentId: installment.id,
        reference: newPaymentReference(),
        expiresAt: new Date(now.getTime() + validHours * 3_600_000),
        createdAt: now,
      });
      if (row) return { ...invoiceAnswer(row), InstallmentSequence: asked.sequence };
    }
    throw new Error(`No free payment reference in ${String(REFERENCE_DRAWS)} draws`);
  });
}
