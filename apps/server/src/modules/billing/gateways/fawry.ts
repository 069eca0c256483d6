import type { CheckoutRequest, PaymentGateway, ProviderEvent, StartedCheckout } from './gateway.js';
import { poundsText, sameDigest, sha256Hex } from './signatures.js';

export interface FawrySettings {
  /** https://atfawry.com, or the embedded demo gateway. */
  baseUrl: string;
  merchantCode: string;
  secureKey: string;
}

const STATUSES: Record<string, ProviderEvent['status']> = {
  PAID: 'paid',
  NEW: 'pending',
  UNPAID: 'pending',
  EXPIRED: 'expired',
  REFUNDED: 'refunded',
  PARTIAL_REFUNDED: 'refunded',
  CANCELED: 'failed',
  CANCELLED: 'failed',
  FAILED: 'failed',
};

/** A pounds amount as Fawry sends it (a number, or its text) in whole piastres; null if it is not one. */
function piastresOf(value: unknown): number | null {
  const pounds = typeof value === 'string' ? Number(value) : value;
  if (typeof pounds !== 'number' || !Number.isFinite(pounds) || pounds <= 0) return null;
  const piastres = Math.round(pounds * 100);
  return Math.abs(pounds * 100 - piastres) < 1e-6 && Number.isSafeInteger(piastres) ? piastres : null;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Server notification V2's signed text: the documented fields in order, amounts with two decimals, the key last. */
export function fawryNotificationText(body: Record<string, unknown>, secureKey: string): string | null {
  const paid = piastresOf(body.paymentAmount);
  const ordered = piastresOf(body.orderAmount);
  if (paid === null || ordered === null) return null;
  return (
    text(body.fawryRefNumber) +
    text(body.merchantRefNumber) +
    poundsText(paid) +
    poundsText(ordered) +
    text(body.orderStatus) +
    text(body.paymentMethod) +
    text(body.paymentRefrenceNumber) +
    secureKey
  );
}

/** The event a notification (or a status answer) describes; null when it is not one. */
export function fawryEvent(body: Record<string, unknown>): ProviderEvent | null {
  const fawryReference = text(body.fawryRefNumber);
  const status = STATUSES[text(body.orderStatus).toUpperCase()];
  const paid = piastresOf(body.paymentAmount);
  const ordered = piastresOf(body.orderAmount);
  if (!/^\d{1,20}$/.test(fawryReference) || !status || paid === null || ordered === null) return null;
  const method = text(body.paymentMethod).toUpperCase();
  const paidAt = typeof body.paymentTime === 'number' ? new Date(body.paymentTime) : new Date();
  return {
    provider: 'fawry',
    eventKey: `fawry:${fawryReference}:${status}`,
    providerKey: `fawry:${fawryReference}`,
    merchantReference: text(body.merchantRefNumber),
    status,
    // What the student paid beyond the order is the outlet's fee, never money towards the invoice.
    amountPiastres: Math.min(paid, ordered),
    channel: method === 'CARD' ? 'card' : method.includes('WALLET') ? 'wallet' : 'outlet',
    occurredAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
  };
}

async function fawryJson(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`Fawry answered ${String(response.status)}`);
  return (await response.json()) as Record<string, unknown>;
}

export function fawryGateway(settings: FawrySettings): PaymentGateway {
  return {
    provider: 'fawry',
    channels: ['outlet'],
    async start(request: CheckoutRequest): Promise<StartedCheckout> {
      const amount = poundsText(request.amountPiastres);
      const signature = sha256Hex(
        settings.merchantCode +
          request.merchantReference +
          request.payer.studentCode +
          'PAYATFAWRY' +
          amount +
          settings.secureKey,
      );
      const charge = await fawryJson(
        await fetch(`${settings.baseUrl}/ECommerceWeb/Fawry/payments/charge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            merchantCode: settings.merchantCode,
            merchantRefNum: request.merchantReference,
            customerProfileId: request.payer.studentCode,
            customerName: request.payer.name,
            customerEmail: request.payer.email,
            paymentMethod: 'PAYATFAWRY',
            amount: Number(amount),
            currencyCode: 'EGP',
            description: request.description,
            paymentExpiry: request.expiresAt.getTime(),
            chargeItems: [
              {
                itemId: request.merchantReference,
                description: request.description,
                price: Number(amount),
                quantity: 1,
              },
            ],
            signature,
          }),
          signal: AbortSignal.timeout(15_000),
        }),
      );
      if (charge.statusCode !== 200 || !/^\d{1,20}$/.test(text(charge.referenceNumber)))
        throw new Error(
          `Fawry refused the charge: ${text(charge.statusCode)} ${text(charge.statusDescription)}`,
        );
      return { checkoutUrl: null, outletReference: text(charge.referenceNumber) };
    },
    verify(_query, body) {
      const signed = fawryNotificationText(body, settings.secureKey);
      if (signed === null || typeof body.messageSignature !== 'string') return null;
      if (!sameDigest(body.messageSignature, sha256Hex(signed))) return null;
      return fawryEvent(body);
    },
    async inquire(merchantReference) {
      const url = new URL(`${settings.baseUrl}/ECommerceWeb/Fawry/payments/status/v2`);
      url.searchParams.set('merchantCode', settings.merchantCode);
      url.searchParams.set('merchantRefNumber', merchantReference);
      url.searchParams.set(
        'signature',
        sha256Hex(settings.merchantCode + merchantReference + settings.secureKey),
      );
      const answer = await fawryJson(await fetch(url, { signal: AbortSignal.timeout(15_000) }));
      // 9938: Fawry knows no payment under this reference yet.
      if (answer.statusCode === 9938) return null;
      return fawryEvent(answer);
    },
  };
}
