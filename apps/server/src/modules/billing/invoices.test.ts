import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getInvoicePaymentRequestResponse, getPaymentRequestResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { chargeStudent, recordPayment } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { isPaymentReference } from './payment-reference.js';
import { billingInvoices } from './schema.js';

describe('invoices: GetPaymentRequest and GetInvoicePaymentRequest', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let studentId = 0;
  let termId = 0;
  let paidUpTermId = 0;
  const db = () => subject.database.handle.db;

  const request = async (body: unknown, as = headers) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/GetPaymentRequest',
      headers: as,
      payload: body as object,
    });
    return { response, body: envelope(getPaymentRequestResponse).parse(response.json()) };
  };
  const read = async (id: number, as = headers) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Billing/GetInvoicePaymentRequest?PaymentInvoiceRequestId=${String(id)}`,
      headers: as,
    });
    return envelope(getInvoicePaymentRequestResponse).parse(response.json());
  };
  const invoices = () => db().select().from(billingInvoices).where(eq(billingInvoices.studentId, studentId));

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    paidUpTermId = (await buildTerm(db())).id;
    const student = await buildStudent(db());
    const other = await buildStudent(db());
    studentId = student.id;
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);
    // Owes 10,000 of 12,000 this term; the other term is paid up.
    await chargeStudent(db(), student.id, termId, 12_000);
    await recordPayment(db(), student.id, termId, 2_000);
    await chargeStudent(db(), student.id, paidUpTermId, 500);
    await recordPayment(db(), student.id, paidUpTermId, 500);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('opens an invoice with a check-digited reference, open for INVOICE_VALID_HOURS', async () => {
    const before = Date.now();
    const { body } = await request({ TermId: termId, AmountPiastres: 4_000_00 });
    expect(body.Status).toBe('200');
    const invoice = body.ReturnObject;
    expect(invoice).toMatchObject({
      TermId: termId,
      AmountPiastres: 4_000_00,
      Currency: 'EGP',
      Status: 'open',
      PaidAt: null,
    });
    expect(isPaymentReference(invoice?.Reference ?? '')).toBe(true);
    const hours = (Date.parse(invoice?.ExpiresAt ?? '') - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
  });

  it('a double tap, even two at once, returns the same open invoice', async () => {
    const first = await request({ TermId: termId, AmountPiastres: 4_000_00 });
    const [a, b] = await Promise.all([
      request({ TermId: termId, AmountPiastres: 4_000_00 }),
      request({ TermId: termId, AmountPiastres: 4_000_00 }),
    ]);
    expect(a.body.ReturnObject?.PaymentInvoiceRequestId).toBe(
      first.body.ReturnObject?.PaymentInvoiceRequestId,
    );
    expect(b.body.ReturnObject?.Reference).toBe(first.body.ReturnObject?.Reference);
    expect(await invoices()).toHaveLength(1);
  });

  it('never lets open invoices ask for more than is owed, and says how much may be paid', async () => {
    const refused = await request({ TermId: termId, AmountPiastres: 6_000_01 });
    expect(refused.body.Status).toBe('409');
    expect(refused.body.ReturnObject).toBeNull();
    expect(refused.body.Message).toContain('EGP 6,000.00');
    expect(await invoices()).toHaveLength(1);
    const rest = await request({ TermId: termId, AmountPiastres: 6_000_00 });
    expect(rest.body.ReturnObject?.Status).toBe('open');
    expect(await invoices()).toHaveLength(2);
  });

  it('refuses a term with nothing owed, and a term that is not the student’s to pay, writing nothing', async () => {
    const before = await invoices();
    expect((await request({ TermId: paidUpTermId, AmountPiastres: 100 })).body.Status).toBe('409');
    const unknown = await request({ TermId: 999_999, AmountPiastres: 100 });
    expect(unknown.body.Status).toBe('404');
    expect(unknown.body.Message).toBe('There is no such term to pay for.');
    // The other student owes nothing for this term: this student's debt is not theirs to invoice.
    expect((await request({ TermId: termId, AmountPiastres: 100 }, otherHeaders)).body.Status).toBe('409');
    expect(await invoices()).toEqual(before);
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional', 10.5],
    ['oversized', 100_000_001],
    ['text', '100'],
  ])('refuses a %s amount as unprocessable, writing nothing', async (_name, amount) => {
    const before = await invoices();
    const { response } = await request({ TermId: termId, AmountPiastres: amount });
    expect(response.statusCode).toBe(422);
    expect(await invoices()).toEqual(before);
  });

  it("reads the student's own invoice, and never another student's", async () => {
    const [own] = await invoices();
    const mine = await read(own?.id ?? 0);
    expect(mine.ReturnObject?.Reference).toBe(own?.reference);
    const theirs = await read(own?.id ?? 0, otherHeaders);
    expect(theirs.Status).toBe('404');
    expect(theirs.ReturnObject).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(own?.reference ?? 'no reference');
  });

  it('an invoice past its time reads expired; asked for again, a new reference', async () => {
    const [first] = await invoices();
    await db()
      .update(billingInvoices)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(billingInvoices.id, first?.id ?? 0));
    expect((await read(first?.id ?? 0)).ReturnObject?.Status).toBe('expired');
    const again = await request({ TermId: termId, AmountPiastres: first?.amountPiastres ?? 0 });
    expect(again.body.ReturnObject?.Status).toBe('open');
    expect(again.body.ReturnObject?.Reference).not.toBe(first?.reference);
    const [stored] = await db()
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, first?.id ?? 0));
    expect(stored?.status).toBe('expired');
  });
});
