import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTerm } from '../../test/factories.js';
import { buildPaymentApp, PROVIDER_KEYS } from '../../test/payment-app.js';
import { startOnlinePayment } from '../../test/online-payment.js';
import type { TestApp } from '../../test/app.js';
import { paymentGateways } from './gateways/registry.js';
import { receiveProviderEvent } from './provider-events.js';
import { reconcilePayments } from './reconciliation.js';

const TOKEN = 'metrics-token-for-the-scraper-0123';

describe('payment reconciliation on /metrics', () => {
  let subject: TestApp & { url: string };
  let termId = 0;

  const figure = async (series: string) => {
    const scraped = await subject.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const line = scraped.body.split('\n').find((text) => text.startsWith(`${series} `));
    return Number(line?.split(' ')[1]);
  };

  const startedPayment = (pounds: number, channel: 'card' | 'outlet') =>
    startOnlinePayment(subject, termId, pounds, channel);

  beforeAll(async () => {
    subject = await buildPaymentApp({ METRICS_TOKEN: TOKEN });
    termId = (await buildTerm(subject.database.handle.db)).id;
  });
  afterAll(async () => subject.close());

  it('shows payments pending by provider, how long reconciliation has not asked, and what was not applied', async () => {
    const card = await startedPayment(640, 'card');
    const outlet = await startedPayment(320, 'outlet');
    expect(await figure('portal_payments_pending{provider="paymob"}')).toBe(1);
    expect(await figure('portal_payments_pending{provider="fawry"}')).toBe(1);
    // Within the callback's grace: nobody should have asked the provider yet.
    expect(await figure('portal_payments_oldest_unasked_seconds{provider="paymob"}')).toBe(0);

    // Paid at Paymob, the callback lost; the attempt began ten minutes ago and nobody asked since.
    const clientSecret = new URL(card.attempt.CheckoutUrl ?? '').searchParams.get('clientSecret') ?? '';
    await fetch(`${subject.url}/demo-gateway/paymob/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ clientSecret, outcome: 'pay', lose: '1' }),
    });
    await subject.database.handle.query(
      `update billing_payment_attempts set created_at = now() - interval '10 minutes' where invoice_id = $1`,
      [card.invoiceId],
    );
    expect(await figure('portal_payments_oldest_pending_seconds{provider="paymob"}')).toBeGreaterThan(590);
    expect(await figure('portal_payments_oldest_unasked_seconds{provider="paymob"}')).toBeGreaterThan(590);

    const gateways = paymentGateways({
      paymob: {
        baseUrl: `${subject.url}/demo-gateway/paymob`,
        secretKey: PROVIDER_KEYS.paymobSecret,
        publicKey: PROVIDER_KEYS.paymobPublic,
        apiKey: PROVIDER_KEYS.paymobApi,
        hmacSecret: PROVIDER_KEYS.paymobHmac,
        integrationIds: { card: PROVIDER_KEYS.cardIntegration },
      },
    });
    const report = await reconcilePayments(
      subject.database.handle.db,
      gateways,
      new Date(),
      subject.app.log,
      {
        askAgainAfterMs: 60_000,
      },
    );
    expect(report.applied).toBe(1);
    expect(await figure('portal_payments_pending{provider="paymob"}')).toBe(0);
    expect(await figure('portal_payments_oldest_unasked_seconds{provider="paymob"}')).toBe(0);

    // Fawry reports a payment of the wrong amount for the outlet code: recorded, not applied.
    expect(await figure('portal_payment_mismatches{provider="fawry"}')).toBe(0);
    const [attempt] = await subject.database.handle.query<{ merchant_reference: string }>(
      'select merchant_reference from billing_payment_attempts where invoice_id = $1',
      [outlet.invoiceId],
    );
    const event = {
      provider: 'fawry' as const,
      eventKey: 'fawry:metrics-1:paid',
      providerKey: 'fawry:metrics-1',
      merchantReference: attempt?.merchant_reference ?? '',
      status: 'paid' as const,
      amountPiastres: 100,
      channel: 'outlet' as const,
      occurredAt: new Date(),
    };
    expect(await receiveProviderEvent(subject.database.handle.db, event, 'callback', event)).toEqual({
      outcome: 'not-applied',
      reason: 'amount-differs',
    });
    expect(await figure('portal_payment_mismatches{provider="fawry"}')).toBe(1);
    expect(await figure('portal_payment_mismatches{provider="paymob"}')).toBe(0);
    expect(await figure('portal_payments_pending{provider="fawry"}')).toBe(1);
  });
});
