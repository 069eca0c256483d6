import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getPaymentRequestResponse,
  insertStudentInvoiceTransactionResponse,
  providerCallbackResponse,
} from '@portal/contract';
import { paymobCallbackHmac, type PaymobTransaction } from '../../demo/gateway/paymob-double.js';
import { openPostgres, type DatabaseHandle } from '../../platform/db/client.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { chargeStudent } from '../../test/advising-factories.js';
import type { TestApp } from '../../test/app.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { buildPaymentApp, PROVIDER_KEYS } from '../../test/payment-app.js';
import { studentAuthorization } from '../../test/sessions.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A provider's callback cut off from PostgreSQL between its statements and its commit: the app reaches the
 * database through a TCP proxy in the test, which drops every connection the moment the commit is sent.
 * The invoice is either wholly settled or not at all (here: not at all, as the commit never arrived), and
 * the provider's retry once the database is back settles it exactly once.
 */
describe.skipIf(!serverUrl)('a payment callback while PostgreSQL goes away (needs TEST_DATABASE_URL)', () => {
  let subject: TestApp & { url: string };
  let direct: DatabaseHandle;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const database = await createEmptyPostgresDatabase(serverUrl ?? '');
    direct = await openPostgres(database.url, 2);
    await runMigrations(direct);
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = await openPostgres(proxy.url(database.url), 4, { connectTimeoutMs: 1000 });
    subject = await buildPaymentApp(
      {},
      {
        handle: proxied,
        async dispose() {
          await proxied.close();
          await proxy.close();
          await direct.close();
          await database.drop();
        },
      },
    );
  }, 60_000);
  afterAll(async () => subject.close());

  /** What the database holds about the invoice, read straight from the server. */
  const settlement = async (invoiceId: number) => {
    const [row] = await direct.query<{ payments: number; events: number; status: string }>(
      `select (select count(*)::int from billing_payments where invoice_id = $1) payments,
              (select count(*)::int from billing_provider_events where invoice_id = $1) events,
              (select status from billing_invoices where id = $1) status`,
      [invoiceId],
    );
    return row;
  };

  /** A student owing 800 pounds who started a wallet payment the provider has taken, its callback not yet sent. */
  async function paidAtProvider() {
    const termId = (await buildTerm(direct.db)).id;
    const student = await buildStudent(direct.db);
    await chargeStudent(direct.db, student.id, termId, 800);
    const headers = await studentAuthorization(subject.app, student);
    const post = (url: string, payload: object) =>
      subject.app.inject({ method: 'POST', url, payload, headers });
    const asked = await post('/api/Billing/GetPaymentRequest', { TermId: termId, AmountPiastres: 80_000 });
    const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
    if (!invoice) throw new Error(asked.body);
    const started = envelope(insertStudentInvoiceTransactionResponse.nullable()).parse(
      (
        await post('/api/Billing/InsertStudentInvoiceTransaction', {
          PaymentInvoiceRequestId: invoice.PaymentInvoiceRequestId,
          Channel: 'wallet',
        })
      ).json(),
    );
    const [attempt] = await direct.query<{ merchant_reference: string }>(
      'select merchant_reference from billing_payment_attempts where invoice_id = $1',
      [invoice.PaymentInvoiceRequestId],
    );
    expect(started.ReturnObject?.CheckoutUrl).toBeTruthy();
    const transaction: PaymobTransaction = {
      id: 555_000_111,
      pending: false,
      amount_cents: 80_000,
      success: true,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: false,
      integration_id: PROVIDER_KEYS.walletIntegration,
      has_parent_transaction: false,
      error_occured: false,
      currency: 'EGP',
      owner: 302852,
      created_at: new Date().toISOString().replace('Z', ''),
      order: { id: 555_000_112, merchant_order_id: attempt?.merchant_reference ?? '' },
      source_data: { pan: '01010101010', type: 'wallet', sub_type: 'wallet' },
    };
    return { invoiceId: invoice.PaymentInvoiceRequestId, transaction };
  }

  const callback = (transaction: PaymobTransaction) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/Billing/PaymobCallback?hmac=${paymobCallbackHmac(transaction, PROVIDER_KEYS.paymobHmac)}`,
      payload: { type: 'TRANSACTION', obj: transaction },
    });
  const outcome = (response: { json(): unknown }) =>
    envelope(providerCallbackResponse.nullable()).parse(response.json()).ReturnObject?.Outcome;

  it('settles nothing when the commit is cut, then exactly once when the provider sends it again', async () => {
    const { invoiceId, transaction } = await paidAtProvider();
    const before = await settlement(invoiceId);
    expect(before).toMatchObject({ payments: 0, events: 0 });

    const sprung = proxy.cutWhenSent('commit');
    const cut = await callback(transaction);
    await sprung;
    // A 5xx tells the provider to deliver the callback again later.
    expect(cut.statusCode).toBe(503);
    expect(await settlement(invoiceId)).toEqual(before);

    await proxy.restore();
    let retried = await callback(transaction);
    for (let attempt = 0; retried.statusCode !== 200 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      retried = await callback(transaction);
    }
    expect(outcome(retried)).toBe('applied');
    expect(await settlement(invoiceId)).toMatchObject({ payments: 1, events: 1, status: 'paid' });
    expect(outcome(await callback(transaction))).toBe('duplicate');
    expect(await settlement(invoiceId)).toMatchObject({ payments: 1, events: 1, status: 'paid' });
  }, 60_000);
});
