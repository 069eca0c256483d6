import type { UnmatchedDeposit, UnmatchedState } from '@portal/contract';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import {
  insertUnmatchedIfNew,
  lockedUnmatched,
  resolveUnmatched,
  studentByCode,
  termExists,
  unmatchedPage,
  unmatchedView,
} from './deposit-queries.js';
import { insertPayment, lockStudent, paymentByProviderKey } from '../invoice-queries.js';
import type { NewBillingUnmatchedDeposit } from './unmatched-deposit-schema.js';
import { bankTransactionKeyOf, suggestionsFor } from './declared-deposit-queries.js';

/**
 * Every move a deposit of the register may make, and no other: once credited to a student or sent back
 * by the bank it is settled, and settling it again would credit or return the same money twice.
 */
const ALLOWED: Readonly<Record<UnmatchedState, readonly UnmatchedState[]>> = {
  open: ['assigned', 'returned'],
  assigned: [],
  returned: [],
};

export function canResolve(from: UnmatchedState, to: UnmatchedState): boolean {
  return ALLOWED[from].includes(to);
}

/** The provider key a bank's transaction is paid under, by a statement, the bank's callback or finance. */
export function bankTransactionKey(bankCode: string, transactionId: string): string {
  return `bank:${bankCode}:${transactionId}`;
}

/** Puts a deposit in the register, inside the transaction that recorded the bank's event; once per transaction. */
export function recordUnmatchedDeposit(tx: Transaction, deposit: NewBillingUnmatchedDeposit) {
  return insertUnmatchedIfNew(tx, deposit);
}

type RegisterRow = NonNullable<Awaited<ReturnType<typeof unmatchedView>>>;

export function unmatchedAnswer(row: RegisterRow): UnmatchedDeposit {
  const { deposit } = row;
  return {
    DepositId: deposit.id,
    BankCode: row.bankCode,
    BankNameEn: row.bankNameEn,
    BankNameAr: row.bankNameAr,
    TransactionId: deposit.transactionId,
    DepositedAt: deposit.depositedAt.toISOString(),
    Reference: deposit.reference,
    AmountPiastres: deposit.amountPiastres,
    Currency: deposit.currency,
    Depositor: deposit.depositor,
    Reason: deposit.reason,
    Status: deposit.status,
    StudentCode: row.studentCode,
    StudentNameEn: row.studentNameEn,
    StudentNameAr: row.studentNameAr,
    PaymentId: deposit.paymentId,
    ResolvedBy: row.resolvedBy,
    ResolvedAt: deposit.resolvedAt?.toISOString() ?? null,
    Note: deposit.note,
    RecordedAt: deposit.recordedAt.toISOString(),
  };
}

export async function unmatchedDeposits(
  db: Database,
  status: UnmatchedState | undefined,
  page: number,
  size: number,
) {
  const { items, total } = await unmatchedPage(db, { status }, (page - 1) * size, size);
  // Only an open deposit still needs a student: a settled one shows who it went to.
  const transactions = items
    .filter((row) => row.deposit.status === 'open')
    .map(({ deposit }) => ({
      bankId: deposit.bankId,
      transactionId: deposit.transactionId,
      amountPiastres: deposit.amountPiastres,
    }));
  const suggestions = await suggestionsFor(db, transactions);
  const answered = items.map((row) => ({
    ...unmatchedAnswer(row),
    Suggestion:
      row.deposit.status === 'open' ? (suggestions.get(bankTransactionKeyOf(row.deposit)) ?? null) : null,
  }));
  return { Items: answered, Total: total, Page: page, PageSize: size };
}

/** The deposit, locked, if it may move to `to`; otherwise the refusal that rolls the transaction back. */
async function depositMovingTo(tx: Transaction, depositId: number, to: UnmatchedState) {
  const deposit = await lockedUnmatched(tx, depositId);
  if (!deposit) throw new RefusedInTransaction('404', say('finance.depositNotFound'));
  if (!canResolve(deposit.status, to))
    throw new RefusedInTransaction('409', say('finance.depositSettled', { deposit: deposit.transactionId }));
  return deposit;
}

export interface Resolution {
  depositId: number;
  staffId: number;
  note: string;
  now: Date;
}

/**
 * Credits an open deposit to a student's term: a payment under the bank transaction's own key, so the
 * same deposit can never be credited twice (not by a second assignment, nor by a later statement or
 * callback), and the deposit marked assigned in the same transaction.
 */
export async function assignUnmatchedDeposit(
  db: Database,
  resolution: Resolution & { studentCode: string; termId: number },
): Promise<{ deposit: UnmatchedDeposit; studentId: number } | Refused> {
  const done = await refusable(() =>
    db.transaction(async (tx) => {
      const deposit = await depositMovingTo(tx, resolution.depositId, 'assigned');
      const student = await studentByCode(tx, resolution.studentCode);
      if (!student) throw new RefusedInTransaction('404', say('finance.studentNotFound'));
      if (!(await termExists(tx, resolution.termId)))
        throw new RefusedInTransaction('404', say('billing.noSuchTerm'));
      await lockStudent(tx, student.id);
      const view = await unmatchedView(tx, deposit.id);
      const providerKey = bankTransactionKey(view?.bankCode ?? '', deposit.transactionId);
      // Paid already under this transaction (the bank's callback applied it): crediting it again is a double.
      if (await paymentByProviderKey(tx, providerKey))
        throw new RefusedInTransaction(
          '409',
          say('finance.depositSettled', { deposit: deposit.transactionId }),
        );
      const payment = await insertPayment(tx, {
        studentId: student.id,
        termId: resolution.termId,
        amountPiastres: deposit.amountPiastres,
        currency: deposit.currency,
        reference: deposit.reference || deposit.transactionId,
        channel: 'bank_deposit',
        providerKey,
        paidAt: deposit.depositedAt,
      });
      await resolveUnmatched(tx, deposit.id, {
        status: 'assigned',
        studentId: student.id,
        paymentId: payment.id,
        resolvedByStaffId: resolution.staffId,
        resolvedAt: resolution.now,
        note: resolution.note,
      });
      return student.id;
    }),
  );
  if (done.kind === 'refused') return done;
  const view = await unmatchedView(db, resolution.depositId);
  if (!view) throw new Error('The assigned deposit vanished');
  return { deposit: unmatchedAnswer(view), studentId: done.value };
}

/** Marks an open deposit returned: the bank sent the money back to whoever deposited it. */
export async function returnUnmatchedDeposit(
  db: Database,
  resolution: Resolution,
): Promise<UnmatchedDeposit | Refused> {
  const done = await refusable(() =>
    db.transaction(async (tx) => {
      const deposit = await depositMovingTo(tx, resolution.depositId, 'returned');
      await resolveUnmatched(tx, deposit.id, {
        status: 'returned',
        studentId: null,
        paymentId: null,
        resolvedByStaffId: resolution.staffId,
        resolvedAt: resolution.now,
        note: resolution.note,
      });
    }),
  );
  if (done.kind === 'refused') return done;
  const view = await unmatchedView(db, resolution.depositId);
  if (!view) throw new Error('The returned deposit vanished');
  return unmatchedAnswer(view);
}
