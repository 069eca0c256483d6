import {
  CHARGE_KINDS,
  CURRENCIES,
  INVOICE_STATES,
  PAYMENT_CHANNELS,
  type ChargeKind,
  type Currency,
  type InvoiceState,
  type MobilePageName,
  type PaymentChannel,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, quotedList } from '../../platform/db/columns.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { billingStudentInstallments } from './installments/installment-schema.js';

/**
 * What the university charged a student for a term. Amounts are in piastres (1/100 of an Egyptian pound)
 * so sums are exact. A charge is never edited: a reduction is a credit row against it.
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
    /** The same words in Arabic, for the Arabic pages; null where only English was given. */
    descriptionAr: text(),
    amountPiastres: integer().notNull(),
    currency: text().$type<Currency>().notNull().default('EGP'),
    /** The last day (university calendar) to pay it; unpaid after that it is overdue. */
    dueOn: date({ mode: 'string' }).notNull(),
    /**
     * Who raised it and for what (`tuition:<term>:<student>`, `petition:<request id>`): raising the same
     * charge again finds this row instead of billing twice.
     */
    sourceKey: text().notNull(),
    chargedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * For a charge that may wait until it is due (a program fee's installment): the start of the day after
     * its due date, university clock, fixed when raised so the unpaid-balance hold needs no time zone.
     * Before it, what is owed of the charge holds nothing; null: it holds from the moment it is raised.
     */
    overdueFrom: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Serves the balance of one student (the unpaid-balance hold) and their statement.
    index('billing_charges_student_idx').on(t.studentId, t.termId),
    uniqueIndex('billing_charges_source_key_idx').on(t.sourceKey),
    check('billing_charges_kind_check', sql`${t.kind} in (${quotedList(CHARGE_KINDS)})`),
    check('billing_charges_currency_check', sql`${t.currency} in (${quotedList(CURRENCIES)})`),
    check('billing_charges_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingCharge = typeof billingCharges.$inferSelect;
export type NewBillingCharge = typeof billingCharges.$inferInsert;

/**
 * A reduction of one charge (a dropped course's tuition, a waived fee), never more than what is left of
 * it. The charge stays as it was, so the statement shows both.
 */
export const billingCredits = pgTable(
  'billing_credits',
  {
    id: id(),
    chargeId: integer()
      .notNull()
      .references(() => billingCharges.id),
    /** The charge's student, kept on the row so a student's credits come from one index. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    amountPiastres: integer().notNull(),
    reason: text().notNull(),
    /** As for charges: the same credit given twice is found, not given again. */
    sourceKey: text().notNull(),
    creditedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_credits_student_idx').on(t.studentId),
    index('billing_credits_charge_idx').on(t.chargeId),
    uniqueIndex('billing_credits_source_key_idx').on(t.sourceKey),
    check('billing_credits_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingCredit = typeof billingCredits.$inferSelect;

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
    currency: text().$type<Currency>().notNull().default('EGP'),
    /** The bank's or cashier's reference, or the invoice's payment reference. */
    reference: text().notNull(),
    channel: text().$type<PaymentChannel>().notNull().default('bank_deposit'),
    /** The invoice it paid, when it came in against one. */
    invoiceId: integer().references((): AnyPgColumn => billingInvoices.id),
    /**
     * The provider's own id of the transaction (`paymob:<id>`, `fawry:<ref>`): a callback delivered twice
     * finds the payment it made the first time instead of crediting the student twice.
     */
    providerKey: text(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the student was told (in-app message and push): set in the same transaction as the message, so
     * a receipt is sent once, and one a crash left unsent is found by the next pass (receipts.ts).
     */
    receiptSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('billing_payments_student_idx').on(t.studentId, t.termId),
    // Finance's payments list and export: newest first, within dates.
    index('billing_payments_paid_at_idx').on(t.paidAt),
    uniqueIndex('billing_payments_provider_key_idx').on(t.providerKey),
    // One payment settles an invoice: a second one is money to refund, never a second "paid".
    uniqueIndex('billing_payments_invoice_idx').on(t.invoiceId),
    // The receipts still to send: few rows at any time, so the pass never scans the payments.
    index('billing_payments_receipt_due_idx')
      .on(t.id)
      .where(sql`${t.receiptSentAt} is null and ${t.invoiceId} is not null`),
    check('billing_payments_channel_check', sql`${t.channel} in (${quotedList(PAYMENT_CHANNELS)})`),
    check('billing_payments_currency_check', sql`${t.currency} in (${quotedList(CURRENCIES)})`),
    check('billing_payments_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingPayment = typeof billingPayments.$inferSelect;
export type NewBillingPayment = typeof billingPayments.$inferInsert;

/**
 * A payment request: an amount of one term the student is to pay under `reference`. Its status moves only
 * as invoice-states.ts allows; payments against it arrive with the payment channels.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    amountPiastres: integer().notNull(),
    currency: text().$type<Currency>().notNull().default('EGP'),
    /**
     * The one charge it pays (the bus subscription, the military-education fee), or null for an amount of
     * the term: its payment settles this charge first on the statement, the rest in due-date order.
     */
    chargeId: integer().references(() => billingCharges.id),
    /**
     * The installment of a plan it pays, or null: two installments of equal amounts each have their own
     * open invoice (the one-open index tells them apart by it).
     */
    installmentId: integer().references(() => billingStudentInstallments.id),
    /** Eleven digits and a check digit (payment-reference.ts), what the student quotes at a bank or outlet. */
    reference: text().notNull(),
    status: text().$type<InvoiceState>().notNull().default('open'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    /** The page a provider's checkout sends the student back to; null: faculty-cash-deposit. */
    returnPage: text().$type<MobilePageName>(),
  },
  (t) => [
    uniqueIndex('billing_invoices_reference_idx').on(t.reference),
    index('billing_invoices_student_idx').on(t.studentId, t.termId),
    // Finance's invoices list: of one state (or all), newest first.
    index('billing_invoices_status_created_idx').on(t.status, t.createdAt),
    index('billing_invoices_created_idx').on(t.createdAt),
    // A double tap finds the open invoice for the same amount (charge, installment) instead of making a second one.
    uniqueIndex('billing_invoices_one_open_idx')
      .on(
        t.studentId,
        t.termId,
        t.amountPiastres,
        sql`coalesce(${t.chargeId}, 0)`,
        sql`coalesce(${t.installmentId}, 0)`,
      )
      .where(sql`${t.status} = 'open'`),
    check('billing_invoices_status_check', sql`${t.status} in (${quotedList(INVOICE_STATES)})`),
    check('billing_invoices_currency_check', sql`${t.currency} in (${quotedList(CURRENCIES)})`),
    check('billing_invoices_amount_check', sql`${t.amountPiastres} > 0`),
    check('billing_invoices_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
export type BillingInvoice = typeof billingInvoices.$inferSelect;
