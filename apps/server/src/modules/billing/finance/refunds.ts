import type { FinanceRefund } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { students } from '../../student/schema.js';
import { billingRefunds, type BillingRefund } from './refund-schema.js';
import { billingPayments } from '../schema.js';

export interface RefundRequest {
  paymentId: number;
  amountPiastres: number;
  reason: string;
  idempotencyKey: string;
}

export type RefundOutcome =
  | {
      kind: 'refunded';
      refund: FinanceRefund;
      refundedPiastres: number;
      studentId: number;
      repeated: boolean;
    }
  | Refused<'404' | '409' | '422'>;

/** The payment and its student's code, locked until the transaction ends: refunds of it wait their turn. */
async function lockedPayment(tx: Transaction, paymentId: number) {
  const [row] = await tx
    .select({ payment: billingPayments, studentCode: students.code })
    .from(billingPayments)
    .innerJoin(students, eq(students.id, billingPayments.studentId))
    .where(eq(billingPayments.id, paymentId))
    .for('update', { of: billingPayments });
  return row;
}

async function refundedSoFar(tx: Transaction, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${billingRefunds.amountPiastres}), 0)` })
    .from(billingRefunds)
    .where(eq(billingRefunds.paymentId, paymentId));
  return Number(row?.sum ?? 0);
}

function view(refund: BillingRefund, studentCode: string, staffEmail: string): FinanceRefund {
  return {
    RefundId: refund.id,
    PaymentId: refund.paymentId,
    StudentCode: studentCode,
    AmountPiastres: refund.amountPiastres,
    Currency: refund.currency,
    Reason: refund.reason,
    StaffEmail: staffEmail,
    CreatedAt: refund.createdAt.toISOString(),
  };
}

/**
 * Pays back part or all of a payment as a refund row (the payment is never edited), so the student owes it
 * again on their balance and statement. With the payment row locked, the refunds already made are counted
 * and the new one must fit in what is left: two officers refunding at once cannot pay back more than was
 * paid. The same idempotency key answers the refund it made (a double submit), never a second one.
 */
export function refundPayment(
  db: Database,
  staff: { staffId: number; email: string },
  request: RefundRequest,
): Promise<RefundOutcome> {
  const reason = request.reason.trim();
  if (!Number.isInteger(request.amountPiastres) || request.amountPiastres <= 0)
    return Promise.resolve(refused('422', say('finance.refundAmountInvalid')));
  if (reason === '') return Promise.resolve(refused('422', say('finance.refundReasonMissing')));
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const found = await lockedPayment(tx, request.paymentId);
    if (!found) return refused('404', say('finance.paymentNotFound'));
    const { payment, studentCode } = found;
    const [earlier] = await tx
      .select()
      .from(billingRefunds)
      .where(eq(billingRefunds.idempotencyKey, request.idempotencyKey));
    const refunded = await refundedSoFar(tx, payment.id);
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amountPiastres !== request.amountPiastres)
        return refused('409', say('finance.refundKeyReused'));
      return {
        kind: 'refunded',
        refund: view(earlier, studentCode, staff.email),
        refundedPiastres: refunded,
        studentId: payment.studentId,
        repeated: true,
      };
    }
    const left = payment.amountPiastres - refunded;
    if (request.amountPiastres > left)
      return refused('409', say('finance.refundTooLarge', { amount: { piastres: left } }));
    const [row] = await tx
      .insert(billingRefunds)
      .values({
        paymentId: payment.id,
        studentId: payment.studentId,
        termId: payment.termId,
        amountPiastres: request.amountPiastres,
        currency: payment.currency,
        reason,
        staffMemberId: staff.staffId,
        idempotencyKey: request.idempotencyKey,
      })
      .returning();
    if (!row) throw new Error('The refund insert returned no row');
    return {
      kind: 'refunded',
      refund: view(row, studentCode, staff.email),
      refundedPiastres: refunded + row.amountPiastres,
      studentId: payment.studentId,
      repeated: false,
    };
  });
}
