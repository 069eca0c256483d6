import type { OnlineChannel, PaymentChannel } from '@portal/contract';

/** The providers behind the online gateway interface (an order opened, a hosted checkout or outlet code). */
export type GatewayProvider = 'paymob' | 'fawry';
/** Who can tell us of a payment: a gateway, or a bank (its statement imported by finance, or its callback). */
export type ProviderName = GatewayProvider | 'bank';

/** What a provider said about one transaction, once its signature (or its authenticated inquiry) held. */
export interface ProviderEvent {
  provider: ProviderName;
  /**
   * One key per thing the provider can say about a transaction (`paymob:<id>:paid`): the same callback
   * delivered twice, or the inquiry repeating it, is recorded once.
   */
  eventKey: string;
  /** The transaction's own key, the one a payment is recorded under (`paymob:<id>`). */
  providerKey: string;
  /** The order reference we gave the provider (`<payment reference>` or `<payment reference>-<attempt>`). */
  merchantReference: string;
  status: 'paid' | 'pending' | 'failed' | 'refunded' | 'expired';
  /** What the student paid towards the invoice; the provider's own fees never count here. */
  amountPiastres: number;
  channel: PaymentChannel;
  occurredAt: Date;
}

/** An invoice about to be paid at a provider, with what the provider wants to know of the payer. */
export interface CheckoutRequest {
  channel: OnlineChannel;
  /** Unique per attempt at this provider: the provider's order reference. */
  merchantReference: string;
  amountPiastres: number;
  description: string;
  expiresAt: Date;
  payer: { studentCode: string; name: string; email: string };
  /** Where the provider sends its server-to-server callbacks and where it returns the student. */
  callbackUrl: string;
  returnUrl: string;
}

export interface StartedCheckout {
  checkoutUrl: string | null;
  outletReference: string | null;
}

/** A payment provider's protocol: start a payment, check a callback's signature, ask about a transaction. */
export interface PaymentGateway {
  readonly provider: GatewayProvider;
  readonly channels: readonly OnlineChannel[];
  start(request: CheckoutRequest): Promise<StartedCheckout>;
  /** The event a callback carries when its signature holds; null for anything forged, tampered or malformed. */
  verify(query: Record<string, unknown>, body: Record<string, unknown>): ProviderEvent | null;
  /** What the provider's inquiry API says of an order now (reconciliation); null when it knows no payment. */
  inquire(merchantReference: string): Promise<ProviderEvent | null>;
}

/** The 12-digit payment reference inside a merchant reference (`123456789012` or `123456789012-3`). */
export function invoiceReferenceOf(merchantReference: string): string | null {
  const match = /^(\d{12})(?:-\d{1,9})?$/.exec(merchantReference);
  return match?.[1] ?? null;
}
