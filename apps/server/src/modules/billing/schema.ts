import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

export const CHARGE_KINDS = ['tuition', 'term_fees', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * What the university charged a student for a term. Amounts are in piastres (1/100 of an Egyptian pound)
 * so sums are exact. A student's balance is their charges minus their payments.
 */
export const billingCharges = pgTable(
  'billing_charges',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    kind: text().$type<ChargeKind>().notNull(),
    description: text().notNull(),
    amountPiastres: integer().notNull(),
    chargedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the balance of one student (the unpaid-balance hold).
    index('billing_charges_student_idx').on(t.studentId, t.termId),
    check('billing_charges_kind_check', sql`${t.kind} in ('tuition', 'term_fees', 'other')`),
    check('billing_charges_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingCharge = typeof billingCharges.$inferSelect;
export type NewBillingCharge = typeof billingCharges.$inferInsert;

/** A payment received from a student (bank transfer, cash deposit, online), for a term. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    amountPiastres: integer().notNull(),
    /** The bank's or cashier's reference. */
    reference: text().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_payments_student_idx').on(t.studentId, t.termId),
    check('billing_payments_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingPayment = typeof billingPayments.$inferSelect;
export type NewBillingPayment = typeof billingPayments.$inferInsert;
