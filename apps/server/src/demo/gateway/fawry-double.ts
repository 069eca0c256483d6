import { createHash, randomInt } from 'node:crypto';

/** A charge as the demo Fawry holds it: what the outlet collects and what the notification reports. */
export interface FawryCharge {
  fawryRefNumber: string;
  merchantRefNumber: string;
  customerName: string;
  customerMail: string;
  amountPiastres: number;
  expiresAt: number;
  orderStatus: 'UNPAID' | 'PAID' | 'EXPIRED';
  paymentTime?: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const twoDecimals = (piastres: number) => (piastres / 100).toFixed(2);

/**
 * Server notification V2 of a charge, signed as Fawry documents it: SHA-256 of fawryRefNumber,
 * merchantRefNumber, paymentAmount and orderAmount with two decimals, orderStatus, paymentMethod,
 * paymentRefrenceNumber (empty when absent) and the secure key, concatenated.
 */
export function fawryNotification(charge: FawryCharge, secureKey: string): Record<string, unknown> {
  const amount = twoDecimals(charge.amountPiastres);
  const paymentMethod = 'PayAtFawry';
  return {
    requestId: randomInt(1e9, 9e9).toString(16),
    fawryRefNumber: charge.fawryRefNumber,
    merchantRefNumber: charge.merchantRefNumber,
    customerName: charge.customerName,
    customerMail: charge.customerMail,
    paymentAmount: Number(amount),
    orderAmount: Number(amount),
    fawryFees: 5,
    orderStatus: charge.orderStatus,
    paymentMethod,
    paymentTime: charge.paymentTime ?? Date.now(),
    paymentRefrenceNumber: '',
    orderExpiryDate: charge.expiresAt,
    messageSignature: sha256(
      `${charge.fawryRefNumber}${charge.merchantRefNumber}${amount}${amount}${charge.orderStatus}${paymentMethod}${secureKey}`,
    ),
  };
}

/** The charge request's signature (PAYATFAWRY), as Fawry checks it. */
export function fawryChargeSignature(
  body: { merchantCode: string; merchantRefNum: string; customerProfileId: string; amount: number },
  secureKey: string,
): string {
  return sha256(
    `${body.merchantCode}${body.merchantRefNum}${body.customerProfileId}PAYATFAWRY${body.amount.toFixed(2)}${secureKey}`,
  );
}

export class FawryLedger {
  readonly charges = new Map<string, FawryCharge>();

  byFawryReference(reference: string): FawryCharge | undefined {
    return [...this.charges.values()].find((charge) => charge.fawryRefNumber === reference);
  }

  open(charge: Omit<FawryCharge, 'fawryRefNumber' | 'orderStatus'>): FawryCharge {
    const existing = this.charges.get(charge.merchantRefNumber);
    if (existing) return existing;
    const opened: FawryCharge = {
      ...charge,
      fawryRefNumber: String(randomInt(100_000_000, 999_999_999)),
      orderStatus: 'UNPAID',
    };
    this.charges.set(charge.merchantRefNumber, opened);
    return opened;
  }
}
