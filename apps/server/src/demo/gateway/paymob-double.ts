import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** A transaction as Paymob's "transaction processed" callback carries it (the fields the portal reads). */
export interface PaymobTransaction {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  error_occured: boolean;
  currency: string;
  owner: number;
  created_at: string;
  order: { id: number; merchant_order_id: string };
  source_data: { pan: string; type: string; sub_type: string };
}

/**
 * The HMAC Paymob puts on a processed callback, written out from Paymob's documentation ("HMAC Transaction
 * Callback": the values of amount_cents, created_at, currency, error_occured, has_parent_transaction,
 * obj.id, integration_id, is_3d_secure, is_auth, is_capture, is_refunded, is_standalone_payment,
 * is_voided, order.id, owner, pending, source_data.pan, source_data.sub_type, source_data.type, success,
 * concatenated, HMAC-SHA512 with the merchant's HMAC secret, hex) and not from the portal's adapter.
 */
export function paymobCallbackHmac(t: PaymobTransaction, hmacSecret: string): string {
  const text =
    `${t.amount_cents}${t.created_at}${t.currency}${t.error_occured}${t.has_parent_transaction}${t.id}` +
    `${t.integration_id}${t.is_3d_secure}${t.is_auth}${t.is_capture}${t.is_refunded}` +
    `${t.is_standalone_payment}${t.is_voided}${t.order.id}${t.owner}${t.pending}` +
    `${t.source_data.pan}${t.source_data.sub_type}${t.source_data.type}${t.success}`;
  return createHmac('sha512', hmacSecret).update(text).digest('hex');
}

export interface PaymobIntention {
  clientSecret: string;
  orderId: number;
  amountCents: number;
  integrationId: number;
  merchantOrderId: string;
  notificationUrl: string;
  redirectionUrl: string;
  description: string;
  expiresAt: number;
}

/** What the demo Paymob remembers: intentions by client secret, transactions by merchant order id. */
export class PaymobLedger {
  readonly intentions = new Map<string, PaymobIntention>();
  readonly transactions = new Map<string, PaymobTransaction>();
  readonly tokens = new Set<string>();
  private nextId = randomInt(100_000_000, 200_000_000);

  open(intention: Omit<PaymobIntention, 'clientSecret' | 'orderId'>): PaymobIntention {
    const opened = {
      ...intention,
      clientSecret: `csk_${randomBytes(16).toString('hex')}`,
      orderId: this.nextId++,
    };
    this.intentions.set(opened.clientSecret, opened);
    return opened;
  }

  /** The card (or wallet) was charged, or declined: the transaction the callbacks will describe. */
  settle(intention: PaymobIntention, approved: boolean, wallet: boolean): PaymobTransaction {
    const transaction: PaymobTransaction = {
      id: this.nextId++,
      pending: false,
      amount_cents: intention.amountCents,
      success: approved,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: !wallet,
      integration_id: intention.integrationId,
      has_parent_transaction: false,
      error_occured: false,
      currency: 'EGP',
      owner: 302852,
      created_at: new Date().toISOString().replace('Z', ''),
      order: { id: intention.orderId, merchant_order_id: intention.merchantOrderId },
      source_data: wallet
        ? { pan: '01010101010', type: 'wallet', sub_type: 'wallet' }
        : { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    };
    // A declined retry never hides an earlier success under the same order.
    const earlier = this.transactions.get(intention.merchantOrderId);
    if (!earlier?.success) this.transactions.set(intention.merchantOrderId, transaction);
    return transaction;
  }
}
