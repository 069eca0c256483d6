import { CURRENCIES, type Currency } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, quotedList } from '../../../platform/db/columns.js';
import { terms } from '../../academic/schema.js';
import { staffMembers } from '../../staff/schema.js';
import { students } from '../../student/schema.js';
import { billingPayments } from '../schema.js';

/**
 * Money paid back to a student by finance: a row of its own against the payment, which is never edited.
 * The payment's refunds never add up to more than it (refunds.ts counts them with the payment locked).
 */
export const billingRefunds = pgTable(
  'billing_refunds',
  {
    id: id(),
    paymentId: integer()
      .notNull()
      .references(() => billingPayments.id),
    /** The payment's student and term, kept on the row so the balance and statement read one index. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    amountPiastres: integer().notNull(),
    currency: text().$type<Currency>().notNull().default('EGP'),
    reason: text().notNull(),
    /** The finance officer who made it (also in the audit log). */
    staffMemberId: integer()
      .notNull()
      .references(() => staffMembers.id),
    /** Made by the refund dialog once: a double submit finds this row instead of paying back twice. */
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_refunds_idempotency_key_idx').on(t.idempotencyKey),
    // What was paid back of one payment (the refund check and the payments list).
    index('billing_refunds_payment_idx').on(t.paymentId),
    // The student's balance and statement.
    index('billing_refunds_student_idx').on(t.studentId),
    // The reconciliation report's refunds of a period.
    index('billing_refunds_created_idx').on(t.createdAt),
    check('billing_refunds_amount_check', sql`${t.amountPiastres} > 0`),
    check('billing_refunds_currency_check', sql`${t.currency} in (${quotedList(CURRENCIES)})`),
  ],
);
export type BillingRefund = typeof billingRefunds.$inferSelect;
export type NewBillingRefund = typeof billingRefunds.$inferInsert;
