import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTerm } from '../../test/factories.js';
import { buildPaymentApp, PROVIDER_KEYS } from '../../test/payment-app.js';
import { startOnlinePayment } from '../../test/online-payment.js';
import type { TestApp } from '../../test/app.js';
import { paymentGateways } from './gateways/registry.js';
import { reconcilePayments } from './reconciliation.js';
import { sendPaymentReceipts } from './receipts.js';

describe('reconciliation: a payment whose callback never came is applied all the same, once', () => {
  let subject: TestApp & { url: string };
  let termId = 0;

  const gateways = () =>
    paymentGateways({
      paymob: {
        baseUrl: `${subject.url}/demo-gateway/paymob`,
        secretKey: PROVIDER_KEYS.paymobSecret,
        publicKey: PROVIDER_KEYS.paymobPublic,
        apiKey: PROVIDER_KEYS.paymobApi,
        hmacSecret: PROVIDER_KEYS.paymobHmac,
        integrationIds: { card: PROVIDER_KEYS.cardIntegration },
      },
      fawry: {
        baseUrl: `${subject.url}/demo-gateway/fawry`,
        merchantCode: PROVIDER_KEYS.fawryMerchant,
        secureKey: PROVIDER_KEYS.fawrySecure,
      },
    });

  const startedPayment = (pounds: number, channel: 'card' | 'outlet') =>
    startOnlinePayment(subject, termId, pounds, channel);

  const status = async (invoiceId: number) =>
    (
      await subject.database.handle.query<{ status: string; payments: number }>(
        'select status, (select count(*)::int from billing_payments where invoice_id = $1) payments from billing_invoices where id = $1',
        [invoiceId],
      )
    )[0];

  const reconcile = (minutesLater: number) =>
    reconcilePayments(
      subject.database.handle.db,
      gateways(),
      new Date(Date.now() + minutesLater * 60_000),
      subject.app.log,
      { askAgainAfterMs: 60_000 },
    );

  beforeAll(async () => {
    subject = await buildPaymentApp();
    termId = (await buildTerm(subject.database.handle.db)).id;
  });
  afterAll(async () => subject.close());

  it('asks Paymob and Fawry about open invoices and applies what was paid, and only that', async () => {
    const card = await startedPayment(640, 'card');
    const outlet = await startedPayment(320, 'outlet');
    const unpaid = await startedPayment(100, 'card');
    // Paid at the providers, every notification to the portal lost (the portal down, or killed mid-commit).
    const clientSecret = new URL(card.attempt.CheckoutUrl ?? '').searchParams.get('clientSecret') ?? '';
    await fetch(`${subject.url}/demo-gateway/paymob/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ clientSecret, outcome: 'pay', lose: '1' }),
    });
    await fetch(`${subject.url}/demo-gateway/fawry/outlet`, {
      method: 'POST',
      body: new URLSearchParams({ reference: outlet.attempt.OutletReference ?? '', lose: '1' }),
    });
    expect(await status(card.invoiceId)).toEqual({ status: 'open', payments: 0 });
    expect(await status(outlet.invoiceId)).toEqual({ status: 'open', payments: 0 });

    // Within the callbacks' grace nothing is asked; after it, every open attempt is.
    expect((await reconcile(0)).asked).toBe(0);
    const report = await reconcile(3);
    expect(report).toMatchObject({ applied: 2, mismatched: 0, unanswered: 0 });
    expect(report.asked).toBeGreaterThanOrEqual(3);
    expect(await status(card.invoiceId)).toEqual({ status: 'paid', payments: 1 });
    expect(await status(outlet.invoiceId)).toEqual({ status: 'paid', payments: 1 });
    expect(await status(unpaid.invoiceId)).toEqual({ status: 'open', payments: 0 });
    // The receipts the lost callbacks would have sent go out with the pass, once.
    expect(await sendPaymentReceipts(subject.database.handle.db, undefined)).toBe(2);
    expect(await sendPaymentReceipts(subject.database.handle.db, undefined)).toBe(0);

    // Asked again later (or by another instance), and the callback arriving at last: nothing doubles.
    expect((await reconcile(10)).applied).toBe(0);
    expect(await status(card.invoiceId)).toEqual({ status: 'paid', payments: 1 });
  });

  it('counts a provider that does not answer and asks again next time', async () => {
    const open = await startedPayment(90, 'card');
    const broken = paymentGateways({
      paymob: {
        baseUrl: 'http://127.0.0.1:9/paymob',
        secretKey: 'x',
        publicKey: 'x',
        apiKey: 'x',
        hmacSecret: 'x',
        integrationIds: { card: 1 },
      },
    });
    const report = await reconcilePayments(
      subject.database.handle.db,
      broken,
      new Date(Date.now() + 30 * 60_000),
      subject.app.log,
      { askAgainAfterMs: 60_000 },
    );
    expect(report.unanswered).toBeGreaterThanOrEqual(1);
    const [attempt] = await subject.database.handle.query<{ checked_at: Date | null }>(
      'select checked_at from billing_payment_attempts where invoice_id = $1',
      [open.invoiceId],
    );
    expect(attempt?.checked_at).toBeNull();
  });
});
