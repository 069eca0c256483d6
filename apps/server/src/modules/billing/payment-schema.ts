import { ONLINE_CHANNELS, type OnlineChannel } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, quotedList } from '../../platform/db/columns.js';
import type { ProviderName } from './gateways/gateway.js';
import { billingInvoices } from './schema.js';

const PROVIDERS: readonly ProviderName[] = ['paymob', 'fawry'];

/**
 * An invoice being paid at a provider: the order we opened there (a hosted checkout or an outlet code).
 * Reconciliation asks the provider about the attempts of invoices still open.
 */
export const billingPaymentAttempts = pgTable(
  'billing_payment_attempts',
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => billingInvoices.id),
    provider: text().$type<ProviderName>().notNull(),
    channel: text().$type<OnlineChannel>().notNull(),
    /** The order reference the provider knows it by (the invoice's reference, with `-<n>` for a checkout). */
    merchantReference: text().notNull(),
    checkoutUrl: text(),
    outletReference: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When reconciliation last asked the provider about it. */
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_payment_attempts_reference_idx').on(t.provider, t.merchantReference),
    index('billing_payment_attempts_invoice_idx').on(t.invoiceId),
    check('billing_payment_attempts_provider_check', sql`${t.provider} in (${quotedList(PROVIDERS)})`),
    check('billing_payment_attempts_channel_check', sql`${t.channel} in (${quotedList(ONLINE_CHANNELS)})`),
  ],
);
export type BillingPaymentAttempt = typeof billingPaymentAttempts.$inferSelect;

/**
 * Everything a provider told us (a verified callback, or its inquiry API), once: the unique key makes a
 * repeat a no-op, and the row is written in the same transaction as what it changed. What was not applied
 * stays here with its reason for finance (the unmatched register).
 */
export const billingProviderEvents = pgTable(
  'billing_provider_events',
  {
    id: id(),
    provider: text().$type<ProviderName>().notNull(),
    eventKey: text().notNull(),
    merchantReference: text().notNull(),
    status: text().notNull(),
    amountPiastres: integer().notNull(),
    /** applied, recorded (nothing to apply), or not-applied:<reason>. */
    outcome: text().notNull(),
    /** The invoice it was about, when the reference named one. */
    invoiceId: integer().references(() => billingInvoices.id),
    /** Where it came from: `callback` or `inquiry`. */
    source: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_provider_events_key_idx').on(t.eventKey),
    index('billing_provider_events_invoice_idx').on(t.invoiceId),
    // The reconciliation report's events of a period.
    index('billing_provider_events_received_idx').on(t.receivedAt),
  ],
);
export type BillingProviderEvent = typeof billingProviderEvents.$inferSelect;
