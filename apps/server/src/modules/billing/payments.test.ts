import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkForFacultyCashDepositLinkResponse,
  envelope,
  getInvoicePaymentRequestResponse,
  getPaymentRequestResponse,
  insertStudentInvoiceTransactionResponse,
  providerCallbackResponse,
} from '@portal/contract';
import { paymobCallbackHmac, type PaymobTransaction } from '../../demo/gateway/paymob-double.js';
import { chargeStudent } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { buildPaymentApp, PROVIDER_KEYS } from '../../test/payment-app.js';
import { studentAuthorization } from '../../test/sessions.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { openInvoice } from './invoices.js';

type Headers = { authorization: string };

/** A successful Paymob transaction as its callback describes it, for an order of ours. */
function settledTransaction(of: {
  id: number;
  amount_cents: number;
  merchant_order_id: string;
  wallet?: boolean;
}): PaymobTransaction {
  return {
    id: of.id,
    pending: false,
    amount_cents: of.amount_cents,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: !of.wallet,
    integration_id: of.wallet ? PROVIDER_KEYS.walletIntegration : PROVIDER_KEYS.cardIntegration,
    has_parent_transaction: false,
    error_occured: false,
    currency: 'EGP',
    owner: 302852,
    created_at: new Date().toISOString().replace('Z', ''),
    order: { id: of.id + 1, merchant_order_id: of.merchant_order_id },
    source_data: of.wallet
      ? { pan: '01010101010', type: 'wallet', sub_type: 'wallet' }
      : { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  };
}

describe('paying an invoice online (Paymob card and wallet, Fawry outlet) exactly once', () => {
  let subject: TestApp & { url: string };
  let termId = 0;

  const post = (url: string, payload: unknown, headers: Headers) =>
    subject.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** A student owing `pounds` for the term, signed in, with an invoice for all of it. */
  async function owingStudent(pounds: number) {
    const db = subject.database.handle.db;
    const student = await buildStudent(db);
    await chargeStudent(db, student.id, termId, pounds);
    const headers = await studentAuthorization(subject.app, student);
    const asked = await post(
      '/api/Billing/GetPaymentRequest',
      { TermId: termId, AmountPiastres: pounds * 100 },
      headers,
    );
    const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
    if (!invoice) throw new Error(asked.body);
    return { student, headers, invoice };
  }

  const start = async (headers: Headers, invoiceId: number, channel: 'card' | 'wallet' | 'outlet') => {
    const response = await post(
      '/api/Billing/InsertStudentInvoiceTransaction',
      { PaymentInvoiceRequestId: invoiceId, Channel: channel },
      headers,
    );
    return envelope(insertStudentInvoiceTransactionResponse.nullable()).parse(response.json());
  };

  const invoiceNow = async (headers: Headers, invoiceId: number) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Billing/GetInvoicePaymentRequest?PaymentInvoiceRequestId=${String(invoiceId)}`,
      headers,
    });
    return envelope(getInvoicePaymentRequestResponse).parse(response.json()).ReturnObject;
  };

  /** The student at the demo Paymob checkout: pays or declines; `lose` drops the callback to the portal. */
  async function checkout(checkoutUrl: string, outcome: 'pay' | 'decline', lose = false) {
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const clientSecret = new URL(checkoutUrl).searchParams.get('clientSecret') ?? '';
    const form = new URLSearchParams({
      clientSecret,
      card: '5123456789012346',
      outcome,
      ...(lose ? { lose: '1' } : {}),
    });
    const response = await fetch(new URL('../pay', checkoutUrl), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  }

  const counts = async (invoiceId: number) => {
    const [row] = await subject.database.handle.query<{ payments: number; events: number; status: string }>(
      `select (select count(*)::int from billing_payments where invoice_id = $1) payments,
              (select count(*)::int from billing_provider_events where invoice_id = $1) events,
              (select status from billing_invoices where id = $1) status`,
      [invoiceId],
    );
    return row;
  };

  /** The "Payment received" messages the student was sent, in English and Arabic. */
  const receiptsOf = (studentId: number) =>
    subject.database.handle.query<{ title: string; title_ar: string | null; body: string }>(
      `select m.title, m.title_ar, m.body from messages m join message_recipients r on r.message_id = m.id
        where r.student_id = $1 and m.title = 'Payment received'`,
      [studentId],
    );

  const paymobCallback = (
    transaction: PaymobTransaction,
    hmac = paymobCallbackHmac(transaction, PROVIDER_KEYS.paymobHmac),
  ) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/Billing/PaymobCallback?hmac=${hmac}`,
      payload: { type: 'TRANSACTION', obj: transaction },
    });

  beforeAll(async () => {
    subject = await buildPaymentApp();
    termId = (await buildTerm(subject.database.handle.db)).id;
  });
  afterAll(async () => subject.close());

  it('pays by card through the hosted checkout: the callback marks the invoice paid, a double tap opens one checkout', async () => {
    const { student, headers, invoice } = await owingStudent(1_250);
    const first = await start(headers, invoice.PaymentInvoiceRequestId, 'card');
    const again = await start(headers, invoice.PaymentInvoiceRequestId, 'card');
    expect(first.ReturnObject?.CheckoutUrl).toMatch(`${subject.url}/demo-gateway/paymob/unifiedcheckout/`);
    expect(again.ReturnObject?.CheckoutUrl).toBe(first.ReturnObject?.CheckoutUrl);

    const back = await checkout(first.ReturnObject?.CheckoutUrl ?? '', 'pay');
    expect(back.hash).toBe(`#/faculty-cash-deposit?invoice=${String(invoice.PaymentInvoiceRequestId)}`);
    const paid = await invoiceNow(headers, invoice.PaymentInvoiceRequestId);
    expect(paid?.Status).toBe('paid');
    expect(await counts(invoice.PaymentInvoiceRequestId)).toEqual({ payments: 1, events: 1, status: 'paid' });
    const [payment] = await subject.database.handle.query<{ amount_piastres: number; channel: string }>(
      'select amount_piastres, channel from billing_payments where invoice_id = $1',
      [invoice.PaymentInvoiceRequestId],
    );
    expect(payment).toEqual({ amount_piastres: 125_000, channel: 'card' });
    const receipts = await receiptsOf(student.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toContain(invoice.Reference);
    expect(receipts[0]?.title_ar).toBe('تم استلام دفعتك');
    // Paid, the invoice opens no new checkout.
    const after = await start(headers, invoice.PaymentInvoiceRequestId, 'wallet');
    expect(after.Status).toBe('409');
    expect(after.ReturnObject).toBeNull();
  });

  it("sends the student back to the invoice's own page after a card checkout (a program's installment page)", async () => {
    const db = subject.database.handle.db;
    const student = await buildStudent(db);
    await chargeStudent(db, student.id, termId, 800);
    const opened = await openInvoice(
      db,
      student.id,
      { termId, amountPiastres: 80_000 },
      new Date(),
      24,
      'duphat-install',
    );
    if ('kind' in opened) throw new Error(opened.kind);
    const headers = await studentAuthorization(subject.app, student);
    const started = await start(headers, opened.PaymentInvoiceRequestId, 'wallet');

    const back = await checkout(started.ReturnObject?.CheckoutUrl ?? '', 'pay');
    expect(back.hash).toBe(`#/duphat-install?invoice=${String(opened.PaymentInvoiceRequestId)}`);
    expect(await counts(opened.PaymentInvoiceRequestId)).toEqual({ payments: 1, events: 1, status: 'paid' });
  });

  it('takes a callback delivered again, twice at once, or late and out of order exactly once', async () => {
    const { student, headers, invoice } = await owingStudent(800);
    const started = await start(headers, invoice.PaymentInvoiceRequestId, 'wallet');
    await checkout(started.ReturnObject?.CheckoutUrl ?? '', 'pay', true);
    const [inquiry] = await subject.database.handle.query<{ merchant_reference: string }>(
      'select merchant_reference from billing_payment_attempts where invoice_id = $1',
      [invoice.PaymentInvoiceRequestId],
    );
    const transaction = settledTransaction({
      id: 987_654_321,
      amount_cents: 80_000,
      merchant_order_id: inquiry?.merchant_reference ?? '',
      wallet: true,
    });
    const outcomes = await Promise.all([paymobCallback(transaction), paymobCallback(transaction)]);
    const read = outcomes.map(
      (response) =>
        envelope(providerCallbackResponse.nullable()).parse(response.json()).ReturnObject?.Outcome,
    );
    expect(read.sort()).toEqual(['applied', 'duplicate']);
    const replay = await paymobCallback(transaction);
    expect(envelope(providerCallbackResponse.nullable()).parse(replay.json()).ReturnObject?.Outcome).toBe(
      'duplicate',
    );
    // A "pending" about the same transaction arriving after its success changes nothing.
    const late = await paymobCallback({ ...transaction, pending: true, success: false });
    expect(envelope(providerCallbackResponse.nullable()).parse(late.json()).ReturnObject?.Outcome).toBe(
      'recorded',
    );
    expect(await counts(invoice.PaymentInvoiceRequestId)).toMatchObject({ payments: 1, status: 'paid' });
    expect(await receiptsOf(student.id)).toHaveLength(1);
  });

  it('refuses forged and tampered callbacks with a clear error and changes nothing', async () => {
    const { headers, invoice } = await owingStudent(300);
    await start(headers, invoice.PaymentInvoiceRequestId, 'card');
    const transaction = settledTransaction({
      id: 123_123,
      amount_cents: 30_000,
      merchant_order_id: `${invoice.Reference}-1`,
    });
    const before = await counts(invoice.PaymentInvoiceRequestId);
    const forged = await paymobCallback(
      transaction,
      paymobCallbackHmac(transaction, 'not the merchant secret'),
    );
    const tampered = await paymobCallback(
      { ...transaction, amount_cents: 100 },
      paymobCallbackHmac(transaction, PROVIDER_KEYS.paymobHmac),
    );
    for (const response of [forged, tampered]) {
      expect(response.statusCode).toBe(200);
      const refusal = envelope(providerCallbackResponse.nullable()).parse(response.json());
      expect(refusal).toMatchObject({ Status: '403', ReturnObject: null });
      expect(refusal.Message).toContain('signature');
    }
    const missing = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/PaymobCallback',
      payload: { type: 'TRANSACTION', obj: transaction },
    });
    expect(missing.statusCode).toBe(422);
    expect(await counts(invoice.PaymentInvoiceRequestId)).toEqual(before);
    expect(before).toMatchObject({ payments: 0, status: 'open' });
  });

  it('keeps a signed payment of another amount, or for a mistyped reference, for finance without paying the invoice', async () => {
    const { invoice } = await owingStudent(450);
    const transaction = settledTransaction({
      id: 777_001,
      amount_cents: 40_000,
      merchant_order_id: `${invoice.Reference}-2`,
    });
    const short = await paymobCallback(transaction);
    expect(envelope(providerCallbackResponse.nullable()).parse(short.json()).ReturnObject?.Outcome).toBe(
      'not-applied',
    );
    const digits = invoice.Reference.split('');
    digits[3] = String((Number(digits[3]) + 1) % 10);
    const mistyped = {
      ...transaction,
      id: 777_002,
      amount_cents: 45_000,
      order: { id: 11, merchant_order_id: digits.join('') },
    };
    expect(
      envelope(providerCallbackResponse.nullable()).parse((await paymobCallback(mistyped)).json())
        .ReturnObject?.Outcome,
    ).toBe('not-applied');
    expect(await counts(invoice.PaymentInvoiceRequestId)).toEqual({ payments: 0, events: 1, status: 'open' });
    const kept = await subject.database.handle.query<{ outcome: string }>(
      "select outcome from billing_provider_events where event_key in ('paymob:777001:paid', 'paymob:777002:paid') order by event_key",
    );
    expect(kept.map((row) => row.outcome)).toEqual([
      'not-applied:amount-differs',
      'not-applied:mistyped-reference',
    ]);
  });

  it('leaves a declined card and the browser coming back alone without effect', async () => {
    const { headers, invoice } = await owingStudent(200);
    const started = await start(headers, invoice.PaymentInvoiceRequestId, 'card');
    const back = await checkout(started.ReturnObject?.CheckoutUrl ?? '', 'decline');
    expect(back.searchParams.get('hmac')).toMatch(/^[0-9a-f]{128}$/);
    expect(await counts(invoice.PaymentInvoiceRequestId)).toMatchObject({
      payments: 0,
      events: 1,
      status: 'open',
    });
    // The page can say the card was declined; paying again at the same checkout then pays the invoice.
    expect(await invoiceNow(headers, invoice.PaymentInvoiceRequestId)).toMatchObject({
      Status: 'open',
      ProviderStatus: 'failed',
    });
    await checkout(started.ReturnObject?.CheckoutUrl ?? '', 'pay');
    expect(await invoiceNow(headers, invoice.PaymentInvoiceRequestId)).toMatchObject({
      Status: 'paid',
      ProviderStatus: null,
    });
  });

  it('pays at a Fawry outlet under the reference the student is given', async () => {
    const { headers, invoice } = await owingStudent(975);
    const started = await start(headers, invoice.PaymentInvoiceRequestId, 'outlet');
    const again = await start(headers, invoice.PaymentInvoiceRequestId, 'outlet');
    const outletReference = started.ReturnObject?.OutletReference ?? '';
    expect(outletReference).toMatch(/^\d{9}$/);
    expect(again.ReturnObject?.OutletReference).toBe(outletReference);
    const paid = await fetch(`${subject.url}/demo-gateway/fawry/outlet`, {
      method: 'POST',
      body: new URLSearchParams({ reference: outletReference }),
    });
    expect(paid.status).toBe(200);
    expect(await counts(invoice.PaymentInvoiceRequestId)).toEqual({ payments: 1, events: 1, status: 'paid' });
    const forged = await post(
      '/api/Billing/FawryCallback',
      {
        fawryRefNumber: outletReference,
        merchantRefNumber: invoice.Reference,
        paymentAmount: 975,
        orderAmount: 975,
        orderStatus: 'PAID',
        paymentMethod: 'PayAtFawry',
        messageSignature: 'f'.repeat(64),
      },
      { authorization: '' },
    );
    expect(forged.json()).toMatchObject({ Status: '403', ReturnObject: null });
  });

  it('opens one checkout when two devices start paying the same invoice at once', async () => {
    const { headers, invoice } = await owingStudent(150);
    const [one, two] = await Promise.all([
      start(headers, invoice.PaymentInvoiceRequestId, 'card'),
      start(headers, invoice.PaymentInvoiceRequestId, 'card'),
    ]);
    expect(one.ReturnObject?.CheckoutUrl).toBeTruthy();
    expect(two.ReturnObject?.CheckoutUrl).toBe(one.ReturnObject?.CheckoutUrl);
    const attempts = await subject.database.handle.query(
      'select id from billing_payment_attempts where invoice_id = $1',
      [invoice.PaymentInvoiceRequestId],
    );
    expect(attempts).toHaveLength(1);
  });

  it('tells the fee page which ways to pay the university offers', async () => {
    const { headers } = await owingStudent(50);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Reports/CheckForFacultyCashDepositLink',
      headers,
    });
    expect(envelope(checkForFacultyCashDepositLinkResponse).parse(response.json()).ReturnObject).toEqual({
      Channels: ['card', 'wallet', 'outlet'],
    });
  });

  it("never opens a payment for another student's invoice", async () => {
    const { invoice } = await owingStudent(100);
    const { headers: otherHeaders } = await owingStudent(100);
    const refused = await start(otherHeaders, invoice.PaymentInvoiceRequestId, 'card');
    expect(refused).toMatchObject({ Status: '404', ReturnObject: null });
    expect(
      await subject.database.handle.query('select 1 from billing_payment_attempts where invoice_id = $1', [
        invoice.PaymentInvoiceRequestId,
      ]),
    ).toEqual([]);
  });
});

describe('a deployment with no payment provider configured and the demo gateway off', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ DEMO_GATEWAY: 'false' });
  });
  afterAll(async () => subject.close());

  it('offers no online payment and refuses to start one, changing nothing', async () => {
    const db = subject.database.handle.db;
    const termId = (await buildTerm(db)).id;
    const student = await buildStudent(db);
    await chargeStudent(db, student.id, termId, 100);
    const headers = await studentAuthorization(subject.app, student);
    const offered = await subject.app.inject({
      method: 'GET',
      url: '/api/Reports/CheckForFacultyCashDepositLink',
      headers,
    });
    expect(envelope(checkForFacultyCashDepositLinkResponse).parse(offered.json()).ReturnObject).toEqual({
      Channels: [],
    });
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/GetPaymentRequest',
      headers,
      payload: { TermId: termId, AmountPiastres: 10_000 },
    });
    const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
    for (const Channel of ['card', 'wallet', 'outlet']) {
      const started = await subject.app.inject({
        method: 'POST',
        url: '/api/Billing/InsertStudentInvoiceTransaction',
        headers,
        payload: { PaymentInvoiceRequestId: invoice?.PaymentInvoiceRequestId, Channel },
      });
      expect(started.json()).toMatchObject({ Status: '409', ReturnObject: null });
    }
    expect(await subject.database.handle.query('select 1 from billing_payment_attempts')).toEqual([]);
    const demo = await subject.app.inject({ method: 'GET', url: '/demo-gateway/fawry/outlet' });
    expect(demo.statusCode).toBe(404);
  });
});
