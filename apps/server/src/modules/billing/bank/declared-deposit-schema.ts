import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../../platform/db/columns.js';
import { students } from '../../student/schema.js';
import { billingBanks } from './bank-schema.js';
import { billingInvoices } from '../schema.js';

/**
 * What a student says they deposited at a bank for an invoice: the bank's transaction number from the
 * receipt. It moves no money: only the bank's statement or signed callback pays. Finance sees it as a
 * suggestion when a deposit of that transaction, bank and amount did not match by its reference. One per
 * invoice; one student per bank transaction, so two students cannot claim the same deposit.
 */
export const billingDeclaredDeposits = pgTable(
  'billing_declared_deposits',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    invoiceId: integer()
      .notNull()
      .references(() => billingInvoices.id),
    bankId: integer()
      .notNull()
      .references(() => billingBanks.id),
    /** As the bank prints it; statements carry it as the transaction id. */
    depositNumber: text().notNull(),
    /** The day of the deposit as the student gives it (YYYY-MM-DD, the university's calendar). */
    depositedOn: date({ mode: 'string' }).notNull(),
    amountPiastres: integer().notNull(),
    declaredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_declared_deposits_bank_number_idx').on(t.bankId, t.depositNumber),
    uniqueIndex('billing_declared_deposits_invoice_idx').on(t.invoiceId),
    index('billing_declared_deposits_student_idx').on(t.studentId),
    check('billing_declared_deposits_number_check', sql`${t.depositNumber} ~ '^[A-Za-z0-9]{4,30}$'`),
    check('billing_declared_deposits_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingDeclaredDeposit = typeof billingDeclaredDeposits.$inferSelect;
