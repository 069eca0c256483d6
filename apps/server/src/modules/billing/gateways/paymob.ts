import type { OnlineChannel } from '@portal/contract';
import type { CheckoutRequest, PaymentGateway, ProviderEvent, StartedCheckout } from './gateway.js';
import { hmacSha512Hex, sameDigest } from './signatures.js';

export interface PaymobSettings {
  /** https://accept.paymob.com, or the embedded demo gateway. */
  baseUrl: string;
  /** Intention API (`Authorization: Token …`). */
  secretKey: string;
  publicKey: string;
  /** Legacy API key: exchanged for a bearer token to ask about transactions. */
  apiKey: string;
  hmacSecret: string;
  integrationIds: Partial<Record<OnlineChannel, number>>;
}

/**
 * Paymob's documented HMAC fields of a transaction callback, in the order they are concatenated (no
 * separators): the only parts of the body the signature covers, so nothing else is ever read as money.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function valueAt(transaction: Record<string, unknown>, path: string): unknown {
  let value: unknown = transaction;
  for (const part of path.split('.')) {
    value =
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

function signedText(transaction: Record<string, unknown>): string | null {
  let text = '';
  for (const field of PAYMOB_HMAC_FIELDS) {
    const value = valueAt(transaction, field);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      text += String(value);
    else if (value !== undefined && value !== null) return null;
  }
  return text;
}

/** The event a transaction object describes (callback or inquiry answer); null when it is not one. */
export function paymobEvent(transaction: Record<string, unknown>): ProviderEvent | null {
  const id = transaction.id;
  const amount = transaction.amount_cents;
  const merchantReference = valueAt(transaction, 'order.merchant_order_id');
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (typeof merchantReference !== 'string' || transaction.currency !== 'EGP') return null;
  const status =
    transaction.is_refunded === true
      ? 'refunded'
      : transaction.pending === true
        ? 'pending'
        : transaction.success === true && transaction.is_voided !== true
          ? 'paid'
          : 'failed';
  // Paymob writes created_at without an offset; read as UTC (a few hours either way against a 72-hour invoice).
  const createdAt = typeof transaction.created_at === 'string' ? transaction.created_at : '';
  const occurredAt = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(createdAt) ? createdAt : `${createdAt}Z`);
  return {
    provider: 'paymob',
    eventKey: `paymob:${String(id)}:${status}`,
    providerKey: `paymob:${String(id)}`,
    merchantReference,
    status,
    amountPiastres: amount,
    channel: valueAt(transaction, 'source_data.type') === 'wallet' ? 'wallet' : 'card',
    occurredAt: Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt,
  };
}

async function postJson(
  url: string,
  body: unknown,
  authorization?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Paymob answered ${String(response.status)} at ${new URL(url).pathname}`);
  return (await response.json()) as Record<string, unknown>;
}

export function paymobGateway(settings: PaymobSettings): PaymentGateway {
  const channels = (Object.keys(settings.integrationIds) as OnlineChannel[]).filter(
    (channel) => channel !== 'outlet',
  );
  return {
    provider: 'paymob',
    channels,
    async start(request: CheckoutRequest): Promise<StartedCheckout> {
      const integration = settings.integrationIds[request.channel];
      if (integration === undefined) throw new Error(`Paymob has no integration for ${request.channel}`);
      const [firstName, ...rest] = request.payer.name.split(/\s+/);
      const intention = await postJson(
        `${settings.baseUrl}/v1/intention/`,
        {
          amount: request.amountPiastres,
          currency: 'EGP',
          payment_methods: [integration],
          items: [{ name: request.description, amount: request.amountPiastres, quantity: 1 }],
          billing_data: {
            first_name: firstName || request.payer.studentCode,
            last_name: rest.join(' ') || request.payer.studentCode,
            email: request.payer.email,
            phone_number: 'NA',
          },
          special_reference: request.merchantReference,
          expiration: Math.max(60, Math.floor((request.expiresAt.getTime() - Date.now()) / 1000)),
          notification_url: request.callbackUrl,
          redirection_url: request.returnUrl,
        },
        `Token ${settings.secretKey}`,
      );
      if (typeof intention.client_secret !== 'string') throw new Error('Paymob sent no client secret');
      const url = new URL(`${settings.baseUrl}/unifiedcheckout/`);
      url.searchParams.set('publicKey', settings.publicKey);
      url.searchParams.set('clientSecret', intention.client_secret);
      return { checkoutUrl: url.toString(), outletReference: null };
    },
    verify(query, body) {
      const transaction = body.obj;
      if (body.type !== 'TRANSACTION' || transaction === null || typeof transaction !== 'object') return null;
      if (typeof query.hmac !== 'string') return null;
      const text = signedText(transaction as Record<string, unknown>);
      if (text === null || !sameDigest(query.hmac, hmacSha512Hex(settings.hmacSecret, text))) return null;
      return paymobEvent(transaction as Record<string, unknown>);
    },
    async inquire(merchantReference) {
      const auth = await postJson(`${settings.baseUrl}/api/auth/tokens`, { api_key: settings.apiKey });
      if (typeof auth.token !== 'string') throw new Error('Paymob sent no token');
      const response = await fetch(`${settings.baseUrl}/api/ecommerce/orders/transaction_inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ merchant_order_id: merchantReference }),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Paymob inquiry answered ${String(response.status)}`);
      return paymobEvent((await response.json()) as Record<string, unknown>);
    },
  };
}
