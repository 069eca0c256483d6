import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getPaymentRequestResponse, providerCallbackResponse } from '@portal/contract';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildBank } from '../../../test/bank-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankCallbackSignature } from './bank-callback.js';
import { newPaymentReference } from '../payment-reference.js';

const SECRET = 'test-bank-callback-secret-0123456789';
const DAY_MS = 86_400_000;

interface Deposit {
  bankCode: string;
  transactionId: string;
  reference: string;
  amountPiastres: string;
  currency: string;
  depositedAt: string;
}

describe("a bank's signed deposit notification (BankDepositCallback)", () => {
  let subject: TestApp;
  let termId = 0;
  let transactions = 0;
  const db = () => subject.database.handle.db;
  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    subject.database.handle.query<T>(text, params);

  const deposit = (reference: string, piastres: number, overrides: Partial<Deposit> = {}): Deposit => {
    transactions += 1;
    return {
      bankCode: 'NBE',
      transactionId: `FT${String(26_000_000 + transactions)}`,
      reference,
      amountPiastres: String(piastres),
      currency: 'EGP',
      depositedAt: new Date().toISOString(),
      ...overrides,
    };
  };
  const signed = (body: Deposit, secret = SECRET) => ({
    ...body,
    signature: bankCallbackSignature(body, secret),
  });
  const send = (payload: object) =>
    subject.app.inject({ method: 'POST', url: '/api/Billing/BankDepositCallback', payload });
  const outcomeOf = async (payload: object) => {
    const read = envelope(providerCallbackResponse.nullable()).parse((await send(payload)).json());
    return { status: read.Status, outcome: read.ReturnObject?.Outcome ?? null, message: read.Message };
  };

  async function owingInvoice(pounds: number) {
    const student = await buildStudent(db());
    await chargeStudent(db(), student.id, termId, pounds);
    const headers = await studentAuthorization(subject.app, student);
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/GetPaymentRequest',
      payload: { TermId: termId, AmountPiastres: pounds * 100 },
      headers,
    });
    const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
    if (!invoice) throw new Error(asked.body);
    return { student, invoice };
  }

  /** What the portal holds of an invoice and of every bank event: to prove a refusal changed nothing. */
  const state = async (invoiceId: number) => {
    const [row] = await query<{ status: string; payments: number; events: number; unmatched: number }>(
      `select (select status from billing_invoices where id = $1) status,
              (select count(*)::int from billing_payments where invoice_id = $1) payments,
              (select count(*)::int from billing_provider_events where provider = 'bank') events,
              (select count(*)::int from billing_unmatched_deposits) unmatched`,
      [invoiceId],
    );
    return row;
  };

  beforeAll(async () => {
    subject = await buildTestApp({ BANK_CALLBACK_SECRET: SECRET });
    termId = (await buildTerm(db())).id;
    await buildBank(db(), { code: 'NBE' });
  });
  afterAll(async () => subject.close());

  it('applies a signed deposit to its invoice once: the payment is dated when the money was paid in', async () => {
    const { student, invoice } = await owingInvoice(1_500);
    const body = signed(deposit(invoice.Reference, 150_000, { depositedAt: '2026-11-29T10:15:00+02:00' }));
    expect(await outcomeOf(body)).toMatchObject({ status: '200', outcome: 'applied' });
    const [payment] = await query<{
      channel: string;
      amount_piastres: number;
      paid_at: Date;
      provider_key: string;
    }>('select channel, amount_piastres, paid_at, provider_key from billing_payments where invoice_id = $1', [
      invoice.PaymentInvoiceRequestId,
    ]);
    expect(payment).toEqual({
      channel: 'bank_deposit',
      amount_piastres: 150_000,
      paid_at: new Date('2026-11-29T08:15:00Z'),
      provider_key: `bank:NBE:${body.transactionId}`,
    });
    expect((await state(invoice.PaymentInvoiceRequestId))?.status).toBe('paid');
    const receipts = await query(
      `select 1 from messages m join message_recipients r on r.message_id = m.id
        where r.student_id = $1 and m.title = 'Payment received'`,
      [student.id],
    );
    expect(receipts).toHaveLength(1);
  });

  it('takes a notification delivered again, or twice at once, exactly once', async () => {
    const { invoice } = await owingInvoice(700);
    const body = signed(deposit(invoice.Reference, 70_000));
    const both = await Promise.all([outcomeOf(body), outcomeOf(body)]);
    expect(both.map((read) => read.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await outcomeOf(body)).outcome).toBe('duplicate');
    expect(await state(invoice.PaymentInvoiceRequestId)).toMatchObject({ status: 'paid', payments: 1 });
  });

  it('refuses a forged, tampered (amount, reference) or unsigned notification before reading it', async () => {
    const { invoice } = await owingInvoice(600);
    const before = await state(invoice.PaymentInvoiceRequestId);
    const body = deposit(invoice.Reference, 60_000);
    const forged = signed(body, 'not-the-bank-secret-0123456789');
    const tamperedAmount = { ...signed(deposit(invoice.Reference, 1_00)), amountPiastres: '60000' };
    const tamperedReference = {
      ...signed(deposit(newPaymentReference(), 60_000)),
      reference: invoice.Reference,
    };
    for (const payload of [forged, tamperedAmount, tamperedReference, { ...body, signature: '' }]) {
      const read = await outcomeOf(payload);
      expect(read).toMatchObject({ status: '403', outcome: null });
      expect(read.message).toContain('signature');
    }
    expect(await state(invoice.PaymentInvoiceRequestId)).toEqual(before);
  });

  it('refuses a signed notification with a malformed field or a bank the university does not use', async () => {
    const { invoice } = await owingInvoice(650);
    const before = await state(invoice.PaymentInvoiceRequestId);
    for (const overrides of [
      { currency: 'USD' },
      { amountPiastres: '-65000' },
      { amountPiastres: '650.00' },
      { depositedAt: '2026-11-29 10:15' },
      { transactionId: 'FT 1' },
    ])
      expect((await outcomeOf(signed(deposit(invoice.Reference, 65_000, overrides)))).status).toBe('422');
    const unknownBank = await outcomeOf(signed(deposit(invoice.Reference, 65_000, { bankCode: 'XYZ' })));
    expect(unknownBank).toMatchObject({ status: '422', outcome: null });
    expect(await state(invoice.PaymentInvoiceRequestId)).toEqual(before);
  });

  it('puts a deposit it cannot apply in the register: unknown reference, another amount, after the deadline', async () => {
    const { invoice } = await owingInvoice(800);
    const unknown = signed(deposit(newPaymentReference(), 80_000));
    const otherAmount = signed(deposit(invoice.Reference, 79_000));
    const late = signed(
      deposit(invoice.Reference, 80_000, {
        depositedAt: new Date(Date.parse(invoice.ExpiresAt) + DAY_MS).toISOString(),
      }),
    );
    for (const payload of [unknown, otherAmount, late])
      expect((await outcomeOf(payload)).outcome).toBe('not-applied');
    const register = await query<{ transaction_id: string; reason: string }>(
      'select transaction_id, reason from billing_unmatched_deposits where transaction_id = any($1) order by id',
      [[unknown.transactionId, otherAmount.transactionId, late.transactionId]],
    );
    expect(register.map((row) => row.reason)).toEqual([
      'unknown-reference',
      'amount-differs',
      'invoice-not-open',
    ]);
    expect(await state(invoice.PaymentInvoiceRequestId)).toMatchObject({ status: 'open', payments: 0 });
    // Delivered again, the register keeps one row each.
    expect((await outcomeOf(unknown)).outcome).toBe('duplicate');
    const [count] = await query<{ n: number }>(
      'select count(*)::int n from billing_unmatched_deposits where transaction_id = $1',
      [unknown.transactionId],
    );
    expect(count?.n).toBe(1);
  });

  it('applies a deposit made before the deadline even when the invoice was marked expired before it arrived', async () => {
    const { invoice } = await owingInvoice(950);
    const id = invoice.PaymentInvoiceRequestId;
    const depositedAt = new Date(Date.now() - 2 * DAY_MS);
    // The deadline passed yesterday and the student's next request marked the invoice expired.
    await query(`update billing_invoices set expires_at = $2, status = 'expired' where id = $1`, [
      id,
      new Date(Date.now() - DAY_MS),
    ]);
    const body = signed(deposit(invoice.Reference, 95_000, { depositedAt: depositedAt.toISOString() }));
    expect((await outcomeOf(body)).outcome).toBe('applied');
    expect(await state(id)).toMatchObject({ status: 'paid', payments: 1 });
  });
});

describe('BankDepositCallback without BANK_CALLBACK_SECRET', () => {
  it('takes no notification at all', async () => {
    const subject = await buildTestApp();
    try {
      await buildBank(subject.database.handle.db, { code: 'NBE' });
      const body = {
        bankCode: 'NBE',
        transactionId: 'FT1',
        reference: newPaymentReference(),
        amountPiastres: '100',
        currency: 'EGP',
        depositedAt: new Date().toISOString(),
      };
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/Billing/BankDepositCallback',
        payload: { ...body, signature: bankCallbackSignature(body, '') },
      });
      expect(response.json()).toMatchObject({ Status: '403', ReturnObject: null });
      const events = await subject.database.handle.query('select 1 from billing_provider_events');
      expect(events).toHaveLength(0);
    } finally {
      await subject.close();
    }
  });
});
