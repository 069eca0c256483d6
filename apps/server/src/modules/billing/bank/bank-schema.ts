import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../../platform/db/columns.js';
import { students } from '../../student/schema.js';
import { billingInvoices } from '../schema.js';

/**
 * A bank where students may deposit cash into the university's account. `takesFaculty`/`takesBus` say which
 * fees the university collects there (the bus fees go to a separate account at some banks only); a bank
 * the university stopped using is made inactive, never deleted, since deposits and notices refer to it.
 */
export const billingBanks = pgTable(
  'billing_banks',
  {
    id: id(),
    /** Short code the bank's statements and callbacks name it by ('NBE', 'BM', 'CIB'). */
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** The university's account number at this bank, printed on the deposit slip. */
    accountNumber: text().notNull(),
    takesFaculty: boolean().notNull().default(true),
    takesBus: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('billing_banks_code_idx').on(t.code),
    check('billing_banks_code_check', sql`${t.code} ~ '^[A-Z]{2,10}$'`),
  ],
);
export type BillingBank = typeof billingBanks.$inferSelect;
export type NewBillingBank = typeof billingBanks.$inferInsert;

/**
 * A student accepted a bank's payment notice for an invoice: from then on the invoice can be paid in at that
 * bank until `depositBy` (the invoice's deadline was moved there) and its deposit slip can be printed. One
 * per invoice and bank, so accepting again finds this row.
 */
export const billingBankNotices = pgTable(
  'billing_bank_notices',
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => billingInvoices.id),
    bankId: integer()
      .notNull()
      .references(() => billingBanks.id),
    /** The invoice's student, kept on the row so a student's notices come from one index. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
    /** The last moment a deposit counts for the invoice, printed on the slip. */
    depositBy: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_bank_notices_invoice_bank_idx').on(t.invoiceId, t.bankId),
    index('billing_bank_notices_student_idx').on(t.studentId),
  ],
);
export type BillingBankNotice = typeof billingBankNotices.$inferSelect;
