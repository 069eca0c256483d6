import type { MobilePageName, PaymentInvoice } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  expireLapsedInvoices,
  insertInvoice,
  invoiceOf,
  lockStudent,
  openInvoiceFor,
  termOwing,
} from './invoice-queries.js';
import { chargeInvoiceTarget } from './charge-invoice.js';
import { statesBefore } from './invoice-states.js';
import { newPaymentReference } from './payment-reference.js';
import { providerStatusOf } from './payment-queries.js';
import { billingStudentInstallments } from './installments/installment-schema.js';
import type { BillingInvoice } from './schema.js';

export function invoiceAnswer(
  row: BillingInvoice,
  providerStatus: PaymentInvoice['ProviderStatus'] = null,
): PaymentInvoice {
  return {
    PaymentInvoiceRequestId: row.id,
    TermId: row.termId,
    AmountPiastres: row.amountPiastres,
    Currency: row.currency,
    Reference: row.reference,
    Status: row.status,
    ExpiresAt: row.expiresAt.toISOString(),
    CreatedAt: row.createdAt.toISOString(),
    PaidAt: row.paidAt?.toISOString() ?? null,
    ProviderStatus: row.status === 'open' ? providerStatus : null,
  };
}

/** A fresh reference colliding with one issued before is rare enough that a few draws always settle it. */
const REFERENCE_DRAWS = 5;

/**
 * GetPaymentRequest: an invoice for `amountPiastres` of what the term still owes, or (`chargeId`: the bus,
 * the military fee) for what is still outstanding on that one charge, which its payment then settles
 * first. The same request again while its invoice is open answers that invoice; open invoices together
 * never ask for more than is owed, so paying every one of them cannot pay twice. `returnPage` is the page a
 * card or wallet checkout sends the student back to (an international program's page); faculty-cash-deposit
 * without it.
 */
export async function openInvoice(
  db: Database,
  studentId: number,
  asked: { termId: number; amountPiastres: number } | { chargeId: number },
  now: Date,
  validHours: number,
  returnPage?: MobilePageName,
): Promise<PaymentInvoice | Refused<'404' | '409'>> {
  return db.transaction(async (tx) => {
    if (!(await lockStudent(tx, studentId))) return refused('404', say('student.recordNotFound'));
    await expireLapsedInvoices(tx, studentId, statesBefore('expired'), now);
    const request =
      'chargeId' in asked
        ? await chargeInvoiceTarget(tx, studentId, asked.chargeId)
        : { ...asked, chargeId: null };
    if ('kind' in request) return request;
    const same = await openInvoiceFor(
      tx,
      studentId,
      request.termId,
      request.amountPiastres,
      request.chargeId,
    );
    if (same) return invoiceAnswer(same);
    const owing = await termOwing(tx, studentId, request.termId);
    if (!owing) return refused('404', say('billing.noSuchTerm'));
    const term = { en: owing.nameEn, ar: owing.nameAr };
    if (owing.owedPiastres <= 0) return refused('409', say('billing.nothingOwed', { term }));
    const payable = owing.owedPiastres - owing.invoicedPiastres;
    if (request.amountPiastres > payable)
      return refused(
        '409',
        say('billing.moreThanOwed', { term, amount: { piastres: Math.max(payable, 0) } }),
      );
    for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
      const row = await insertInvoice(tx, {
        studentId,
        termId: request.termId,
        amountPiastres: request.amountPiastres,
        chargeId: request.chargeId,
        reference: newPaymentReference(),
        expiresAt: new Date(now.getTime() + validHours * 3_600_000),
        createdAt: now,
        returnPage,
      });
      if (row) return invoiceAnswer(row);
    }
    throw new Error(`No free payment reference in ${String(REFERENCE_DRAWS)} draws`);
  });
}

async function sequenceOf(db: Database, installmentId: number): Promise<number> {
  const [row] = await db
    .select({ sequence: billingStudentInstallments.sequence })
    .from(billingStudentInstallments)
    .where(eq(billingStudentInstallments.id, installmentId));
  if (!row) throw new Error(`Installment ${String(installmentId)} of an invoice is missing`);
  return row.sequence;
}

/** GetInvoicePaymentRequest: the student's own invoice, shown expired once its time has passed. */
export async function studentInvoice(
  db: Database,
  studentId: number,
  invoiceId: number,
  now: Date,
): Promise<PaymentInvoice | Refused<'404'>> {
  const row = await invoiceOf(db, studentId, invoiceId);
  if (!row) return refused('404', say('billing.invoiceNotFound'));
  // An installment's invoice names its installment: renewing it once expired must ask for that one again.
  const sequence =
    row.installmentId === null ? {} : { InstallmentSequence: await sequenceOf(db, row.installmentId) };
  if (row.status === 'open' && row.expiresAt <= now)
    return { ...invoiceAnswer(row), ...sequence, Status: 'expired' };
  return {
    ...invoiceAnswer(row, row.status === 'open' ? await providerStatusOf(db, row.id) : null),
    ...sequence,
  };
}
