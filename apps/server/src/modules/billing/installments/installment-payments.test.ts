import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getInstallmentPaymentRequestResponse,
  getInstallmentPlansResponse,
  getInvoicePaymentRequestResponse,
  getStudentStatementResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInstallmentPlan, dayFromToday } from '../../../test/installment-factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { registrationHolds } from '../../advising/service.js';
import { applyInvoicePayment, owedNow } from '../service.js';
import { billingInvoices } from '../schema.js';

describe('installments: their invoices, the unpaid-balance hold and the statement', () => {
  let subject: TestApp;
  const db = () => subject.database.handle.db;
  let termId = 0;
  const onPlan = { id: 0, headers: { authorization: '' } };
  const notDueYet = { id: 0, headers: { authorization: '' } };
  const other = { id: 0, headers: { authorization: '' } };

  const call = async (method: 'GET' | 'POST', url: string, as: { authorization: string }, payload?: object) =>
    (await subject.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) })).json<unknown>();
  const plans = async (as = onPlan.headers) =>
    envelope(getInstallmentPlansResponse).parse(
      await call('GET', `/api/Billing/GetInstallmentPlans?TermId=${String(termId)}`, as),
    ).ReturnObject;
  const invoiceFor = async (sequence: number, as = onPlan.headers) =>
    envelope(getInstallmentPaymentRequestResponse).parse(
      await call('POST', '/api/Billing/GetInstallmentPaymentRequest', as, {
        TermId: termId,
        Sequence: sequence,
      }),
    );
  const holdCodes = async (studentId: number) =>
    (await registrationHolds(db(), studentId, new Date())).map((hold) => hold.Code);
  const pay = (reference: string, amountPiastres: number) =>
    applyInvoicePayment(db(), {
      reference,
      amountPiastres,
      channel: 'card',
      providerKey: `paymob:installment-${reference}`,
      paidAt: new Date(),
    });

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    // The first half fell due three days ago; the second falls due in a month.
    const overduePlan = await buildInstallmentPlan(db(), termId, {
      code: 'HALVES-LATE',
      parts: [
        { shareBasisPoints: 5_000, dueOn: dayFromToday(-3) },
        { shareBasisPoints: 5_000, dueOn: dayFromToday(30) },
      ],
    });
    const laterPlan = await buildInstallmentPlan(db(), termId, { code: 'HALVES-LATER' });
    for (const [who, planId] of [
      [onPlan, overduePlan.id],
      [notDueYet, laterPlan.id],
      [other, 0],
    ] as const) {
      const row = await buildStudent(db());
      who.id = row.id;
      who.headers = await studentAuthorization(subject.app, row);
      // The tuition's own due date has passed: without a plan it is overdue and holds the student.
      await chargeStudent(db(), row.id, termId, 10_000, dayFromToday(-20));
      if (planId)
        await call('POST', '/api/Billing/InsertStudentInstallment', who.headers, {
          TermId: termId,
          PlanId: planId,
        });
    }
  });
  afterAll(async () => {
    await subject.close();
  });

  it('an installment not yet due does not hold the student; any balance without a plan does', async () => {
    expect(await holdCodes(notDueYet.id)).not.toContain('unpaid_balance');
    expect(await owedNow(db(), notDueYet.id, new Date())).toBe(0);
    expect(await holdCodes(other.id)).toContain('unpaid_balance');
  });

  it('an installment past due and unpaid places the unpaid-balance hold for its amount', async () => {
    expect(await owedNow(db(), onPlan.id, new Date())).toBe(5_000_00);
    const holds = await registrationHolds(db(), onPlan.id, new Date());
    expect(holds.find((hold) => hold.Code === 'unpaid_balance')?.Message.params).toEqual({
      amount: { piastres: 5_000_00 },
    });
    expect((await plans())?.Chosen?.Installments.map((row) => row.Status)).toEqual(['overdue', 'open']);
  });

  it('on the statement, what is overdue is the installment, not the charge’s own date', async () => {
    const statement = envelope(getStudentStatementResponse).parse(
      await call('GET', '/api/Billing/GetStudentStatement', onPlan.headers),
    ).ReturnObject;
    const term = statement.Terms.find((row) => row.TermId === termId);
    expect(term?.Charges.map((charge) => charge.Overdue)).toEqual([false]);
    expect(term?.OverduePiastres).toBe(5_000_00);
    expect(term?.Installments?.map((row) => [row.Sequence, row.Status])).toEqual([
      [1, 'overdue'],
      [2, 'open'],
    ]);
    expect(statement.NextDue).toEqual({ DueOn: dayFromToday(30), AmountPiastres: 5_000_00 });
  });

  it('each installment has its own invoice, even two of equal amounts, and a double tap finds the same', async () => {
    const first = (await invoiceFor(1)).ReturnObject;
    const again = (await invoiceFor(1)).ReturnObject;
    const second = (await invoiceFor(2)).ReturnObject;
    expect(first?.AmountPiastres).toBe(5_000_00);
    expect(second?.AmountPiastres).toBe(5_000_00);
    expect(again?.PaymentInvoiceRequestId).toBe(first?.PaymentInvoiceRequestId);
    expect(second?.PaymentInvoiceRequestId).not.toBe(first?.PaymentInvoiceRequestId);
    const rows = await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, onPlan.id));
    expect(rows.map((row) => row.status)).toEqual(['open', 'open']);
    expect(new Set(rows.map((row) => row.installmentId)).size).toBe(2);
    // Each names its installment, also read back by id: a page renews an expired one as that installment's.
    expect([first?.InstallmentSequence, second?.InstallmentSequence]).toEqual([1, 2]);
    const read = envelope(getInvoicePaymentRequestResponse).parse(
      await call(
        'GET',
        `/api/Billing/GetInvoicePaymentRequest?PaymentInvoiceRequestId=${String(second?.PaymentInvoiceRequestId)}`,
        onPlan.headers,
      ),
    ).ReturnObject;
    expect(read?.InstallmentSequence).toBe(2);
  });

  it('another student reaches neither the installment nor its invoice, and nothing changes', async () => {
    expect((await invoiceFor(1, other.headers)).Status).toBe('404');
    const mine = (await invoiceFor(1)).ReturnObject;
    const theirs = envelope(getInvoicePaymentRequestResponse).parse(
      await call(
        'GET',
        `/api/Billing/GetInvoicePaymentRequest?PaymentInvoiceRequestId=${String(mine?.PaymentInvoiceRequestId)}`,
        other.headers,
      ),
    );
    expect(theirs.Status).toBe('404');
    expect(await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, other.id))).toEqual(
      [],
    );
  });

  it('paying the overdue installment lifts the hold at once, and it reads paid', async () => {
    const invoice = (await invoiceFor(1)).ReturnObject;
    expect((await pay(invoice?.Reference ?? '', 5_000_00)).kind).toBe('applied');
    expect(await holdCodes(onPlan.id)).not.toContain('unpaid_balance');
    const chosen = (await plans())?.Chosen;
    expect(chosen?.Installments.map((row) => [row.Status, row.Invoice?.Status])).toEqual([
      ['paid', 'paid'],
      ['open', 'open'],
    ]);
  });

  it('refuses an invoice for an installment already paid, and one not on the plan, changing nothing', async () => {
    const before = await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, onPlan.id));
    expect((await invoiceFor(1)).Status).toBe('409');
    expect((await invoiceFor(3)).Status).toBe('404');
    const after = await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, onPlan.id));
    expect(after).toEqual(before);
  });
});
