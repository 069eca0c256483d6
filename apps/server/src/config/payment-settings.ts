import { z } from 'zod';
import { booleanFlag, url } from './setting-parsers.js';

const secret = z.string().min(8).max(512).optional();
const integration = z.coerce.number().int().positive().optional();

/**
 * Online payment providers. A provider is offered when its URL and keys are all set; with none set, the
 * embedded demo gateway stands in for both where DEMO_GATEWAY allows it.
 */
export const paymentSettings = {
  /** Paymob (cards, wallets): https://accept.paymob.com. */
  PAYMOB_URL: url(['https:', 'http:']).optional(),
  PAYMOB_SECRET_KEY: secret,
  PAYMOB_PUBLIC_KEY: secret,
  PAYMOB_API_KEY: secret,
  PAYMOB_HMAC_SECRET: secret,
  PAYMOB_CARD_INTEGRATION_ID: integration,
  PAYMOB_WALLET_INTEGRATION_ID: integration,
  /** Fawry (pay at any outlet with a reference number): https://atfawry.com. */
  FAWRY_URL: url(['https:', 'http:']).optional(),
  FAWRY_MERCHANT_CODE: z.string().min(1).max(64).optional(),
  FAWRY_SECURE_KEY: secret,
  /**
   * The embedded demo gateway (a checkout page and an outlet that send the providers' signed callbacks) for
   * the providers not configured. Unset: on with the embedded database, off with DATABASE_URL.
   */
  DEMO_GATEWAY: booleanFlag.optional(),
  /** How often an instance asks the providers about payments still open (seconds); a lost callback heals. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Whether this instance runs reconciliation (instances share the work safely). */
  PAYMENT_RECONCILER: booleanFlag.default(true),
  /**
   * How long after accepting a bank's payment notice the student may deposit the invoice's amount at that
   * bank (days): the invoice stays open that long, and a deposit made in time counts whenever its record
   * reaches the portal.
   */
  BANK_DEPOSIT_VALID_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** The secret the banks sign their deposit notifications with (HMAC-SHA256); unset, none is accepted. */
  BANK_CALLBACK_SECRET: z.string().min(16).max(512).optional(),
};
