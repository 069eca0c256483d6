import type { DeclaredDeposit, InsertStudentPaymentTransactionBody } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { universityDate } from '../../../platform/clock.js';
import { refusable, RefusedInTransaction, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { noticeOf } from './bank-notice-queries.js';
import { bankById } from './banks.js';
import { declarationOf, insertDeclarationIfNew } from './declared-deposit-queries.js';
import type { BillingDeclaredDeposit } from './declared-deposit-schema.js';
import { lockedInvoiceOf } from '../payment-queries.js';

/*
 * A student's word on the deposit they made (InsertStudentPaymentTransaction). It moves no money: only the
 * bank's statement or its signed callback credits the account, by the reference. It helps finance assign
 * a deposit whose reference was mistyped (bank-statement-rows.ts, unmatched-deposits.ts).
 */

export function declarationAnswer(row: BillingDeclaredDeposit): DeclaredDeposit {
  return {
    DeclarationId: row.id,
    BankId: row.bankId,
    PaymentInvoiceRequestId: row.invoiceId,
    DepositNumber: row.depositNumber,
    DepositedOn: row.depositedOn,
    AmountPiastres: row.amountPiastres,
    DeclaredAt: row.declaredAt.toISOString(),
  };
}

const sameDeclaration = (row: BillingDeclaredDeposit, body: InsertStudentPaymentTransactionBody) =>
  row.bankId === body.BankId &&
  row.depositNumber === body.DepositNumber &&
  row.depositedOn === body.DepositedOn &&
  row.amountPiastres === body.AmountPiastres;

/**
 * Records the declaration. The invoice row is locked, so a double tap waits and then finds the first
 * one: the same answer. Another declaration for the invoice, or a transaction another invoice declared,
 * is refused; so is one before the bank's notice was accepted, in the future, or of another amount.
 */
export async function declareDeposit(
  db: Database,
  studentId: number,
  body: InsertStudentPaymentTransactionBody,
  now: Date,
  timeZone: string,
): Promise<DeclaredDeposit | Refused> {
  const done = await refusable(() =>
    db.transaction(async (tx) => {
      const invoice = await lockedInvoiceOf(tx, studentId, body.PaymentInvoiceRequestId);
      if (!invoice) throw new RefusedInTransaction('404', say('billing.invoiceNotFound'));
      const bank = await bankById(tx, body.BankId);
      if (!bank) throw new RefusedInTransaction('404', say('billing.bankNotFound'));
      const earlier = await declarationOf(tx, studentId, invoice.id);
      if (earlier) {
        if (sameDeclaration(earlier, body)) return earlier;
        throw new RefusedInTransaction(
          '409',
          say('billing.declaredOther', { number: earlier.depositNumber }),
        );
      }
      const notice = await noticeOf(tx, invoice.id, bank.id);
      if (!notice) throw new RefusedInTransaction('409', say('billing.declaredNoticeNotAccepted'));
      if (body.AmountPiastres !== invoice.amountPiastres)
        throw new RefusedInTransaction(
          '422',
          say('billing.declaredAmountDiffers', { amount: { piastres: invoice.amountPiastres } }),
        );
      // Calendar days of the university: a deposit made this morning in Cairo is "today" there.
      if (body.DepositedOn > universityDate(now, timeZone))
        throw new RefusedInTransaction('422', say('billing.declaredInFuture'));
      const acceptedOn = universityDate(notice.acceptedAt, timeZone);
      if (body.DepositedOn < acceptedOn)
        throw new RefusedInTransaction('422', say('billing.declaredBeforeNotice', { date: acceptedOn }));
      const row = await insertDeclarationIfNew(tx, {
        studentId,
        invoiceId: invoice.id,
        bankId: bank.id,
        depositNumber: body.DepositNumber,
        depositedOn: body.DepositedOn,
        amountPiastres: body.AmountPiastres,
        declaredAt: now,
      });
      // The invoice is locked, so the taken key is the bank's transaction, declared for another invoice.
      if (!row)
        throw new RefusedInTransaction(
          '409',
          say('billing.declaredNumberTaken', { bank: { en: bank.nameEn, ar: bank.nameAr } }),
        );
      return row;
    }),
  );
  return done.kind === 'refused' ? done : declarationAnswer(done.value);
}

/** GET InsertStudentPaymentTransaction: the student's declaration for the invoice, or null. */
export async function declaredDeposit(db: Database, studentId: number, invoiceId: number) {
  const row = await declarationOf(db, studentId, invoiceId);
  return row ? declarationAnswer(row) : null;
}
