import {
  CURRENCIES,
  UNMATCHED_REASONS,
  UNMATCHED_STATES,
  type Currency,
  type UnmatchedReason,
  type UnmatchedState,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, quotedList } from '../../../platform/db/columns.js';
import { staffMembers } from '../../staff/schema.js';
import { students } from '../../student/schema.js';
import { billingBanks } from './bank-schema.js';
import { billingPayments } from '../schema.js';

/**
 * Money a bank received that matched no open invoice for its amount (a mistyped or unknown reference, a
 * different amount, an invoice no longer open): finance assigns it to a student as a payment, or the bank
 * returns it. Recorded in the same transaction as the bank's event, so no deposit is lost between the two.
 */
export const billingUnmatchedDeposits = pgTable(
  'billing_unmatched_deposits',
  {
    id: id(),
    bankId: integer()
      .notNull()
      .references(() => billingBanks.id),
    /** The bank's own id of the deposit: one row per transaction, however often a statement is imported. */
    transactionId: text().notNull(),
    depositedAt: timestamp({ withTimezone: true }).notNull(),
    /** As the depositor wrote it on the slip, so finance can see what was mistyped. */
    reference: text().notNull(),
    amountPiastres: integer().notNull(),
    currency: text().$type<Currency>().notNull().default('EGP'),
    depositor: text().notNull(),
    reason: text().$type<UnmatchedReason>().notNull(),
    status: text().$type<UnmatchedState>().notNull().default('open'),
    /** Who it was credited to, and the payment that did it (status assigned). */
    studentId: integer().references(() => students.id),
    paymentId: integer().references(() => billingPayments.id),
    resolvedByStaffId: integer().references(() => staffMembers.id),
    resolvedAt: timestamp({ withTimezone: true }),
    note: text(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_unmatched_deposits_transaction_idx').on(t.bankId, t.transactionId),
    // Serves the register's status filter, newest deposit first.
    index('billing_unmatched_deposits_status_idx').on(t.status, t.depositedAt),
    check('billing_unmatched_deposits_reason_check', sql`${t.reason} in (${quotedList(UNMATCHED_REASONS)})`),
    check('billing_unmatched_deposits_status_check', sql`${t.status} in (${quotedList(UNMATCHED_STATES)})`),
    check('billing_unmatched_deposits_currency_check', sql`${t.currency} in (${quotedList(CURRENCIES)})`),
    check('billing_unmatched_deposits_amount_check', sql`${t.amountPiastres} > 0`),
    // An assigned deposit names its student and payment; an open one names nobody and is resolved by nobody.
    check(
      'billing_unmatched_deposits_assigned_check',
      sql`(${t.status} = 'assigned') = (${t.paymentId} is not null and ${t.studentId} is not null)`,
    ),
    check(
      'billing_unmatched_deposits_resolved_check',
      sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`,
    ),
  ],
);
export type BillingUnmatchedDeposit = typeof billingUnmatchedDeposits.$inferSelect;
export type NewBillingUnmatchedDeposit = typeof billingUnmatchedDeposits.$inferInsert;
