import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymobGateway } from './paymob.js';

const hmacSecret = 'B1F0C2D3E4A5968778695A4B3C2D1E0F';
const gateway = paymobGateway({
  baseUrl: 'https://paymob.invalid',
  secretKey: 'secret-key',
  publicKey: 'public-key',
  apiKey: 'api-key',
  hmacSecret,
  integrationIds: { card: 4097558 },
});

/** Paymob's sample "transaction processed" callback (developers.paymob.com, HMAC Transaction Callback). */
const sample = () => ({
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  error_occured: false,
  currency: 'EGP',
  owner: 302852,
  created_at: '2024-06-13T11:33:44.592345',
  order: { id: 217503754, merchant_order_id: '123456789015-7' },
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
});

// The concatenated string Paymob's documentation prints for that sample, signed as it says: HMAC-SHA512, hex.
const documented =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const documentedHmac = createHmac('sha512', hmacSecret).update(documented).digest('hex');

describe('Paymob transaction callback', () => {
  it("accepts the documented sample signed over Paymob's field list and reads the payment from it", () => {
    const event = gateway.verify({ hmac: documentedHmac }, { type: 'TRANSACTION', obj: sample() });
    expect(event).toMatchObject({
      provider: 'paymob',
      eventKey: 'paymob:192036465:paid',
      providerKey: 'paymob:192036465',
      merchantReference: '123456789015-7',
      status: 'paid',
      amountPiastres: 100000,
      channel: 'card',
    });
    expect(event?.occurredAt.toISOString()).toBe('2024-06-13T11:33:44.592Z');
    // Upper-case hex is the same digest.
    expect(
      gateway.verify({ hmac: documentedHmac.toUpperCase() }, { type: 'TRANSACTION', obj: sample() }),
    ).not.toBeNull();
  });

  it('refuses a tampered amount, status, order or transaction id under the original signature', () => {
    const tampered = [
      { ...sample(), amount_cents: 100 },
      { ...sample(), success: false },
      { ...sample(), pending: true },
      { ...sample(), id: 192036466 },
      { ...sample(), order: { id: 217503755, merchant_order_id: '123456789015-7' } },
    ];
    for (const obj of tampered)
      expect(gateway.verify({ hmac: documentedHmac }, { type: 'TRANSACTION', obj })).toBeNull();
  });

  it('refuses a forged, truncated, missing or wrongly keyed signature, and a body that is not a transaction', () => {
    const body = { type: 'TRANSACTION', obj: sample() };
    const otherKey = createHmac('sha512', 'another secret').update(documented).digest('hex');
    expect(gateway.verify({ hmac: otherKey }, body)).toBeNull();
    expect(gateway.verify({ hmac: documentedHmac.slice(0, 64) }, body)).toBeNull();
    expect(gateway.verify({ hmac: '' }, body)).toBeNull();
    expect(gateway.verify({}, body)).toBeNull();
    expect(gateway.verify({ hmac: documentedHmac }, { type: 'TOKEN', obj: sample() })).toBeNull();
    expect(gateway.verify({ hmac: documentedHmac }, { type: 'TRANSACTION', obj: 'nothing' })).toBeNull();
  });

  it('reads declined, pending, refunded and voided transactions as what they are, never as paid', () => {
    const signed = (obj: ReturnType<typeof sample>) => {
      const text =
        `${obj.amount_cents}${obj.created_at}${obj.currency}${obj.error_occured}${obj.has_parent_transaction}${obj.id}` +
        `${obj.integration_id}${obj.is_3d_secure}${obj.is_auth}${obj.is_capture}${obj.is_refunded}` +
        `${obj.is_standalone_payment}${obj.is_voided}${obj.order.id}${obj.owner}${obj.pending}` +
        `${obj.source_data.pan}${obj.source_data.sub_type}${obj.source_data.type}${obj.success}`;
      return gateway.verify(
        { hmac: createHmac('sha512', hmacSecret).update(text).digest('hex') },
        { type: 'TRANSACTION', obj },
      );
    };
    expect(signed({ ...sample(), success: false })?.status).toBe('failed');
    expect(signed({ ...sample(), success: false, pending: true })?.status).toBe('pending');
    expect(signed({ ...sample(), is_refunded: true })?.status).toBe('refunded');
    expect(signed({ ...sample(), is_voided: true })?.status).toBe('failed');
    expect(signed({ ...sample(), currency: 'USD' })).toBeNull();
    expect(
      signed({ ...sample(), source_data: { pan: '0101', type: 'wallet', sub_type: 'wallet' } })?.channel,
    ).toBe('wallet');
  });
});
