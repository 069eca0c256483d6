import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fawryGateway } from './fawry.js';

const secureKey = 'e0f0c1a2-0b9d-4c3e-8f7a-6b5c4d3e2f1a';
const gateway = fawryGateway({ baseUrl: 'https://fawry.invalid', merchantCode: 'MERCHANT', secureKey });

const notification = (overrides: Record<string, unknown> = {}) => ({
  requestId: 'c72827d084ea4b88949d91dd2db4996e',
  fawryRefNumber: '9990076204',
  merchantRefNumber: '123456789015',
  customerName: 'Mona Adel',
  paymentAmount: 1250.5,
  orderAmount: 1250.5,
  fawryFees: 5,
  orderStatus: 'PAID',
  paymentMethod: 'PayAtFawry',
  paymentTime: 1_764_000_000_000,
  paymentRefrenceNumber: '',
  ...overrides,
});

/**
 * Fawry's server notification V2 signature as its documentation states it: SHA-256 of fawryRefNumber +
 * merchantRefNumber + paymentAmount (two decimals) + orderAmount (two decimals) + orderStatus +
 * paymentMethod + paymentRefrenceNumber (empty when absent) + secure key.
 */
const documented = (fields: string) =>
  createHash('sha256')
    .update(fields + secureKey)
    .digest('hex');

describe('Fawry server notification V2', () => {
  it('accepts a notification signed as documented and reads the outlet payment', () => {
    const signature = documented('9990076204123456789015' + '1250.50' + '1250.50' + 'PAID' + 'PayAtFawry');
    const event = gateway.verify({}, { ...notification(), messageSignature: signature });
    expect(event).toMatchObject({
      eventKey: 'fawry:9990076204:paid',
      providerKey: 'fawry:9990076204',
      merchantReference: '123456789015',
      status: 'paid',
      amountPiastres: 125050,
      channel: 'outlet',
    });
    expect(event?.occurredAt.getTime()).toBe(1_764_000_000_000);
  });

  it('refuses tampered amounts, status and references, a wrong key and a missing signature', () => {
    const signature = documented('9990076204123456789015' + '1250.50' + '1250.50' + 'PAID' + 'PayAtFawry');
    for (const changed of [
      { paymentAmount: 1250.51 },
      { orderAmount: 12.5 },
      { orderStatus: 'NEW' },
      { merchantRefNumber: '123456789023' },
      { fawryRefNumber: '9990076205' },
      { paymentRefrenceNumber: '77' },
    ])
      expect(gateway.verify({}, { ...notification(changed), messageSignature: signature })).toBeNull();
    const otherKey = createHash('sha256')
      .update('9990076204123456789015' + '1250.50' + '1250.50' + 'PAID' + 'PayAtFawry' + 'another key')
      .digest('hex');
    expect(gateway.verify({}, { ...notification(), messageSignature: otherKey })).toBeNull();
    expect(gateway.verify({}, notification())).toBeNull();
  });

  it('counts only the order amount towards the invoice when the payer paid the outlet fee on top', () => {
    const signature = documented('9990076204123456789015' + '1255.50' + '1250.50' + 'PAID' + 'PayAtFawry');
    const event = gateway.verify(
      {},
      { ...notification({ paymentAmount: 1255.5 }), messageSignature: signature },
    );
    expect(event?.amountPiastres).toBe(125050);
  });

  it('reads expired and refunded notifications as such, never as paid', () => {
    for (const [status, read] of [
      ['EXPIRED', 'expired'],
      ['REFUNDED', 'refunded'],
      ['NEW', 'pending'],
      ['FAILED', 'failed'],
    ] as const) {
      const signature = documented('9990076204123456789015' + '1250.50' + '1250.50' + status + 'PayAtFawry');
      expect(
        gateway.verify({}, { ...notification({ orderStatus: status }), messageSignature: signature })?.status,
      ).toBe(read);
    }
  });
});
