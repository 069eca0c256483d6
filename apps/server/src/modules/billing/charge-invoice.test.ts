import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { chargeStudent } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { billingInvoices, billingPayments } from './schema.js';
import { openInvoice, raiseCharge, studentStatement } from './service.js';

const NOW = new Date();
const HOURS = 72;

describe('an invoice for one charge (the bus, the military fee)', () => {
  let subject: TestApp;
  let termId = 0;
  const db = () => subject.database.handle.db;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
  });
  afterAll(async () => {
    await subject.close();
  });

  /** A student owing tuition of 10,000 (due first) and a bus charge of 1,500 (due later) this term. */
  async function owing() {
    const student = await buildStudent(db());
    await chargeStudent(db(), student.id, termId, 10_000, '2100-09-01');
    const { charge: bus } = await raiseCharge(db(), {
      studentId: student.id,
      termId,
      kind: 'bus',
      description: 'Bus',
      amountPiastres: 1_500_00,
      dueOn: '2100-10-01',
      sourceKey: `bus-test:${String(student.id)}`,
    });
    return { studentId: student.id, busId: bus.id };
  }
  const pay = (studentId: number, amountPiastres: number, invoiceId: number | null) =>
    db()
      .insert(billingPayments)
      .values({ studentId, termId, amountPiastres, reference: `T-${String(Math.random())}`, invoiceId });
  const invoicesOf = (studentId: number) =>
    db().select().from(billingInvoices).where(eq(billingInvoices.studentId, studentId));

  it('asks for what is outstanding on the charge, and a double tap answers the same invoice', async () => {
    const { studentId, busId } = await owing();
    const first = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    const again = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    expect(first).toMatchObject({ AmountPiastres: 1_500_00, TermId: termId });
    expect(again).toEqual(first);
    expect((await invoicesOf(studentId)).map((row) => row.chargeId)).toEqual([busId]);
  });

  it('its payment settles that charge first; a term payment still settles in due order', async () => {
    const { studentId, busId } = await owing();
    const invoice = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    if ('kind' in invoice) throw new Error('refused');
    await pay(studentId, 1_500_00, invoice.PaymentInvoiceRequestId);
    await pay(studentId, 2_000_00, null);
    const lines = (await studentStatement(db(), studentId, NOW, 'Africa/Cairo')).Terms[0]?.Charges ?? [];
    expect(lines.map((line) => [line.Kind, line.PaidPiastres, line.OutstandingPiastres])).toEqual([
      ['tuition', 2_000_00, 8_000_00],
      ['bus', 1_500_00, 0],
    ]);
  });

  it('without a charge, payments settle in due-date order as before', async () => {
    const { studentId } = await owing();
    await pay(studentId, 1_500_00, null);
    const lines = (await studentStatement(db(), studentId, NOW, 'Africa/Cairo')).Terms[0]?.Charges ?? [];
    expect(lines.map((line) => line.PaidPiastres)).toEqual([1_500_00, 0]);
  });

  it('refuses a settled charge and opens nothing', async () => {
    const { studentId, busId } = await owing();
    const invoice = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    if ('kind' in invoice) throw new Error('refused');
    await db()
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: NOW })
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    await pay(studentId, 1_500_00, invoice.PaymentInvoiceRequestId);
    const settled = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    expect(settled).toMatchObject({ kind: 'refused', status: '409' });
    expect(await invoicesOf(studentId)).toHaveLength(1);
  });

  it("refuses another student's charge and opens nothing for either", async () => {
    const mine = await owing();
    const theirs = await owing();
    const refusedAnswer = await openInvoice(db(), mine.studentId, { chargeId: theirs.busId }, NOW, HOURS);
    expect(refusedAnswer).toMatchObject({ kind: 'refused', status: '404' });
    expect([...(await invoicesOf(mine.studentId)), ...(await invoicesOf(theirs.studentId))]).toEqual([]);
  });

  it('cancels an open invoice for the charge once the charge asks for another amount', async () => {
    const { studentId, busId } = await owing();
    const first = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    if ('kind' in first) throw new Error('refused');
    await pay(studentId, 11_000_00, null); // all tuition and 1,000 of the bus
    const second = await openInvoice(db(), studentId, { chargeId: busId }, NOW, HOURS);
    expect(second).toMatchObject({ AmountPiastres: 500_00 });
    const rows = await invoicesOf(studentId);
    expect(rows.find((row) => row.id === first.PaymentInvoiceRequestId)?.status).toBe('cancelled');
  });
});
