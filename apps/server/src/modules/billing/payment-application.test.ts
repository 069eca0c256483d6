import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStudent } from '../../test/advising-factories.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { billingInvoices, billingPayments } from './schema.js';
import { applyInvoicePayment, openInvoice, studentBalance, type ReceivedPayment } from './service.js';

describe('applying a payment to its invoice, exactly once', () => {
  let database: TestDatabase;
  let studentId = 0;
  let termId = 0;
  const db = () => database.handle.db;
  let keys = 0;

  /** A fresh open invoice of `piastres`, as the student would ask for it. */
  async function invoiceOf(piastres: number) {
    const outcome = await openInvoice(db(), studentId, { termId, amountPiastres: piastres }, new Date(), 72);
    if ('kind' in outcome) throw new Error('The invoice was refused');
    return outcome;
  }
  const received = (reference: string, amountPiastres: number, overrides: Partial<ReceivedPayment> = {}) => {
    keys += 1;
    return {
      reference,
      amountPiastres,
      channel: 'card' as const,
      providerKey: `paymob:${String(keys)}`,
      paidAt: new Date(),
      ...overrides,
    };
  };
  const payments = () => db().select().from(billingPayments).where(eq(billingPayments.studentId, studentId));

  beforeAll(async () => {
    database = await createTestDatabase();
    termId = (await buildTerm(db())).id;
    studentId = (await buildStudent(db())).id;
    await chargeStudent(db(), studentId, termId, 20_000);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('marks the invoice paid, records one payment and lowers the balance', async () => {
    const invoice = await invoiceOf(1_000_00);
    const before = await studentBalance(db(), studentId);
    const outcome = await applyInvoicePayment(db(), received(invoice.Reference, 1_000_00));
    expect(outcome.kind).toBe('applied');
    const [stored] = await db()
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    expect(stored?.status).toBe('paid');
    expect(stored?.paidAt).not.toBeNull();
    expect(await studentBalance(db(), studentId)).toBe(before - 1_000_00);
    expect(
      (await payments()).filter((row) => row.invoiceId === invoice.PaymentInvoiceRequestId),
    ).toHaveLength(1);
  });

  it('a callback delivered twice, or twice at once, pays once', async () => {
    const invoice = await invoiceOf(2_000_00);
    const callback = received(invoice.Reference, 2_000_00);
    const [a, b] = await Promise.all([
      applyInvoicePayment(db(), callback),
      applyInvoicePayment(db(), callback),
    ]);
    const again = await applyInvoicePayment(db(), callback);
    expect([a.kind, b.kind].sort()).toEqual(['already-applied', 'applied']);
    expect(again.kind).toBe('already-applied');
    expect(
      (await payments()).filter((row) => row.invoiceId === invoice.PaymentInvoiceRequestId),
    ).toHaveLength(1);
  });

  // Needs two connections: PGlite answers one transaction at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a duplicate arriving while the first is being recorded waits, then answers already applied',
    async () => {
      const invoice = await invoiceOf(2_500_00);
      const callback = received(invoice.Reference, 2_500_00);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let lockTaken: () => void = () => undefined;
      const locked = new Promise<void>((resolve) => (lockTaken = resolve));
      // The first delivery, held between locking the invoice and committing its payment.
      const first = db().transaction(async (tx) => {
        await tx
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId))
          .for('update');
        lockTaken();
        await released;
        await tx
          .update(billingInvoices)
          .set({ status: 'paid', paidAt: callback.paidAt })
          .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
        await tx.insert(billingPayments).values({
          studentId,
          termId,
          amountPiastres: 2_500_00,
          reference: invoice.Reference,
          channel: 'card',
          invoiceId: invoice.PaymentInvoiceRequestId,
          providerKey: callback.providerKey,
          paidAt: callback.paidAt,
        });
      });
      await locked;
      const duplicate = applyInvoicePayment(db(), callback);
      // Long enough for the duplicate to read the payments if nothing held it back.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await first;
      expect((await duplicate).kind).toBe('already-applied');
      expect(
        (await payments()).filter((row) => row.invoiceId === invoice.PaymentInvoiceRequestId),
      ).toHaveLength(1);
    },
  );

  it('a second payment of a paid invoice (another transaction) is not applied', async () => {
    const invoice = await invoiceOf(3_000_00);
    await applyInvoicePayment(db(), received(invoice.Reference, 3_000_00));
    const before = await payments();
    const second = await applyInvoicePayment(db(), received(invoice.Reference, 3_000_00));
    expect(second).toMatchObject({ kind: 'not-applied', reason: 'invoice-not-open' });
    expect(await payments()).toEqual(before);
  });

  it('refuses a mistyped reference, an unknown one and a tampered amount, changing nothing', async () => {
    const invoice = await invoiceOf(4_000_00);
    const before = await payments();
    const last = Number(invoice.Reference.at(-1));
    const mistyped = `${invoice.Reference.slice(0, 11)}${String((last + 1) % 10)}`;
    expect(await applyInvoicePayment(db(), received(mistyped, 4_000_00))).toMatchObject({
      reason: 'mistyped-reference',
    });
    expect(await applyInvoicePayment(db(), received('000000000000', 4_000_00))).toMatchObject({
      reason: 'unknown-reference',
    });
    for (const amount of [3_999_99, 4_000_01, 1]) {
      expect(await applyInvoicePayment(db(), received(invoice.Reference, amount))).toMatchObject({
        reason: 'amount-differs',
      });
    }
    expect(await payments()).toEqual(before);
    const [stored] = await db()
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    expect(stored?.status).toBe('open');
  });

  it.each(['expired', 'cancelled'] as const)('refuses to pay a %s invoice', async (status) => {
    const invoice = await invoiceOf(status === 'expired' ? 5_000_00 : 6_000_00);
    await db()
      .update(billingInvoices)
      .set({ status })
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    const before = await payments();
    const amount = invoice.AmountPiastres;
    expect(await applyInvoicePayment(db(), received(invoice.Reference, amount))).toMatchObject({
      kind: 'not-applied',
      reason: 'invoice-not-open',
    });
    expect(await payments()).toEqual(before);
  });

  it('refuses money paid after the reference lapsed', async () => {
    const invoice = await invoiceOf(700_00);
    const late = new Date(Date.parse(invoice.ExpiresAt) + 60_000);
    expect(
      await applyInvoicePayment(db(), received(invoice.Reference, 700_00, { paidAt: late })),
    ).toMatchObject({
      reason: 'invoice-not-open',
    });
  });

  it('applies a bank deposit made in time to an invoice marked expired since; never one made after', async () => {
    const invoice = await invoiceOf(800_00);
    const deadline = new Date(Date.now() - 60_000);
    await db()
      .update(billingInvoices)
      .set({ status: 'expired', expiresAt: deadline })
      .where(eq(billingInvoices.id, invoice.PaymentInvoiceRequestId));
    const bank = { channel: 'bank_deposit' as const };
    const after = received(invoice.Reference, 800_00, { ...bank, paidAt: new Date(deadline.getTime() + 1) });
    expect(await applyInvoicePayment(db(), after)).toMatchObject({ reason: 'invoice-not-open' });
    const card = received(invoice.Reference, 800_00, { paidAt: new Date(deadline.getTime() - 1) });
    expect(await applyInvoicePayment(db(), card)).toMatchObject({ reason: 'invoice-not-open' });
    const inTime = received(invoice.Reference, 800_00, { ...bank, paidAt: new Date(deadline.getTime() - 1) });
    expect(await applyInvoicePayment(db(), inTime)).toMatchObject({ kind: 'applied' });
    const paid = (await payments()).filter((row) => row.invoiceId === invoice.PaymentInvoiceRequestId);
    expect(paid.map((row) => row.channel)).toEqual(['bank_deposit']);
  });
});
