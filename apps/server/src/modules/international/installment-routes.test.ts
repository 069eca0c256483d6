import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getPaymentInstallmentResponse,
  getProgramConfigurationResponse,
  getProgramPlansResponse,
  insertStudentInvoiceTransactionResponse,
  type ProgramPlan,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../test/factories.js';
import { buildApplication, buildIntlProgram } from '../../test/international-factories.js';
import { buildPaymentApp } from '../../test/payment-app.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { billingInvoices } from '../billing/schema.js';
import { applyInvoicePayment, studentStatement } from '../billing/service.js';
import { applicationFees } from './installments.js';
import { intlApplicationActions, intlApplications, type NewIntlProgramRow } from './schema.js';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FEE = 1_000_001;
// A refusal answers ReturnObject null with its Status and Message.
const plansAnswer = envelope(getProgramPlansResponse.nullable());
const invoiceAnswer = envelope(getPaymentInstallmentResponse.nullable());
const configurationAnswer = envelope(getProgramConfigurationResponse);
type Headers = { authorization: string };

describe('program installments: GetInstallmentPlans, GetPaymentInstallment, GetConfiguration', () => {
  // Listening, with Paymob at its demo gateway: a card checkout's return address is followed for real.
  let subject: TestApp & { url: string };
  const db = () => subject.database.handle.db;
  let termId = 0;
  const me = { id: 0, email: '', headers: { authorization: '' } };
  const other = { id: 0, email: '', headers: { authorization: '' } };

  const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    (await subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json<unknown>();
  const plans = async (applicationId: number, as = me.headers, curious = false) =>
    plansAnswer.parse(
      await call(
        'GET',
        `/api/International/GetInstallmentPlans${curious ? '_Curious' : ''}?ApplicationId=${String(applicationId)}`,
        as,
      ),
    );
  const pay = async (
    asked: { ApplicationId: number; PlanCode: string; Sequence: number },
    as = me.headers,
    curious = false,
  ) =>
    invoiceAnswer.parse(
      await call('POST', `/api/International/GetPaymentInstallment${curious ? '_Curious' : ''}`, as, asked),
    );

  /** Where a card checkout of the invoice sends the student back: the demo Paymob's redirect, declined. */
  const returnAddress = async (invoiceId: number) => {
    const started = envelope(insertStudentInvoiceTransactionResponse.nullable()).parse(
      await call('POST', '/api/Billing/InsertStudentInvoiceTransaction', me.headers, {
        PaymentInvoiceRequestId: invoiceId,
        Channel: 'card',
      }),
    ).ReturnObject;
    const checkoutUrl = started?.CheckoutUrl ?? '';
    const clientSecret = new URL(checkoutUrl).searchParams.get('clientSecret') ?? '';
    const back = await fetch(new URL('../pay', checkoutUrl), {
      method: 'POST',
      body: new URLSearchParams({ clientSecret, card: '5123456789012346', outcome: 'decline', lose: '1' }),
      redirect: 'manual',
    });
    return new URL(back.headers.get('location') ?? '').hash;
  };

  /** What paying could have changed: the application, its log, the student's charges and invoices. */
  const snapshot = async (applicationId: number, studentId = me.id) => {
    const statement = await studentStatement(db(), studentId, new Date(), 'Africa/Cairo');
    return {
      application: (
        await db().select().from(intlApplications).where(eq(intlApplications.id, applicationId))
      )[0],
      log: await db()
        .select()
        .from(intlApplicationActions)
        .where(eq(intlApplicationActions.applicationId, applicationId)),
      charges: statement.Terms.flatMap((term) => term.Charges),
      invoices: await db().select().from(billingInvoices).where(eq(billingInvoices.studentId, studentId)),
    };
  };
  /** An accepted application of `me` (or `studentId`) to a new program with a fee (the two plans unless given). */
  const accepted = async (
    program: Partial<NewIntlProgramRow> = {},
    application: { studentId?: number; state?: 'offer-accepted' | 'submitted' | 'withdrawn' } = {},
  ) => {
    const built = await buildIntlProgram(db(), { feePiastres: FEE, titleEn: 'DUPHAT Pharmacy', ...program });
    return buildApplication(db(), {
      programId: built.id,
      termId,
      studentId: application.studentId ?? me.id,
      state: application.state ?? 'offer-accepted',
    });
  };

  beforeAll(async () => {
    subject = await buildPaymentApp();
    termId = (await buildTerm(db())).id;
    for (const who of [me, other]) {
      const student = await buildStudent(db());
      Object.assign(who, { id: student.id, email: student.email });
      who.headers = await studentAuthorization(subject.app, student);
    }
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers the plans with their amounts in piastres, adding up to the fee, none chosen yet', async () => {
    const application = await accepted();
    const answer = await plans(application.id);
    expect(answer.ReturnObject).toEqual({
      ApplicationId: application.id,
      FeePiastres: FEE,
      Currency: 'EGP',
      Plans: [
        {
          Code: 'full',
          NameEn: 'In full',
          NameAr: 'دفعة واحدة',
          Installments: [{ Sequence: 1, AmountPiastres: FEE, DueDate: '2100-01-15' }],
        },
        {
          Code: 'two',
          NameEn: 'Two installments',
          NameAr: 'قسطان',
          Installments: [
            { Sequence: 1, AmountPiastres: 500_000, DueDate: '2100-01-15' },
            { Sequence: 2, AmountPiastres: 500_001, DueDate: '2100-03-15' },
          ],
        },
      ],
      ChosenPlanCode: null,
      Installments: [],
      PaidPiastres: 0,
    });
  });

  it('chooses the plan at the first payment: one charge per installment, and the first one’s invoice', async () => {
    const application = await accepted();
    const invoice = (await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 1 })).ReturnObject;
    expect(invoice).toMatchObject({
      AmountPiastres: 500_000,
      Currency: 'EGP',
      Status: 'open',
      TermId: termId,
    });
    const after = await snapshot(application.id);
    expect(after.application?.planCode).toBe('two');
    expect(after.log.map((entry) => [entry.action, entry.actor, entry.comment])).toEqual([
      ['choose-plan', 'student', 'two'],
    ]);
    expect(
      after.charges
        .filter((line) => line.Description.startsWith('DUPHAT'))
        .map((line) => [line.Kind, line.AmountPiastres, line.DueOn, line.Description, line.DescriptionAr]),
    ).toEqual([
      [
        'application',
        500_000,
        '2100-01-15',
        'DUPHAT Pharmacy: installment 1 of 2',
        expect.stringContaining('القسط'),
      ],
      [
        'application',
        500_001,
        '2100-03-15',
        'DUPHAT Pharmacy: installment 2 of 2',
        expect.stringContaining('القسط'),
      ],
    ]);
    const answer = (await plans(application.id)).ReturnObject;
    expect(answer?.ChosenPlanCode).toBe('two');
    expect(answer?.Installments.map((row) => [row.Sequence, row.AmountPiastres, row.State])).toEqual([
      [1, 500_000, 'upcoming'],
      [2, 500_001, 'upcoming'],
    ]);
  });

  it('answers a double tap with the same invoice and raises nothing more', async () => {
    const application = await accepted();
    const asked = { ApplicationId: application.id, PlanCode: 'two', Sequence: 2 };
    const first = (await pay(asked)).ReturnObject;
    const before = await snapshot(application.id);
    const again = (await pay(asked)).ReturnObject;
    expect(again?.PaymentInvoiceRequestId).toBe(first?.PaymentInvoiceRequestId);
    expect(again?.AmountPiastres).toBe(500_001);
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('refuses another plan once one is chosen, and changes nothing', async () => {
    const application = await accepted();
    await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 1 });
    const before = await snapshot(application.id);
    const answer = await pay({ ApplicationId: application.id, PlanCode: 'full', Sequence: 1 });
    expect(answer).toMatchObject({
      Status: '409',
      ReturnObject: null,
      Message:
        'You chose to pay by "Two installments" at your first payment, and a plan cannot be changed after that. Pay its installments instead.',
    });
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('refuses a plan or an installment the program does not have, and changes nothing', async () => {
    const application = await accepted();
    const before = await snapshot(application.id);
    expect(await pay({ ApplicationId: application.id, PlanCode: 'thirds', Sequence: 1 })).toMatchObject({
      Status: '404',
      Message: 'This program offers no such payment plan.',
    });
    expect(await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 3 })).toMatchObject({
      Status: '404',
      Message: 'This plan has no installment 3.',
    });
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('refuses an application not accepted yet, or no longer, and changes nothing', async () => {
    for (const state of ['submitted', 'withdrawn'] as const) {
      const application = await accepted({}, { state });
      const before = await snapshot(application.id);
      const asked = { ApplicationId: application.id, PlanCode: 'full', Sequence: 1 };
      expect((await pay(asked)).Status).toBe('409');
      expect((await plans(application.id)).Status).toBe('409');
      expect(await snapshot(application.id)).toEqual(before);
    }
    const submitted = await accepted({}, { state: 'submitted' });
    expect((await plans(submitted.id)).Message).toBe(
      'The fee is paid once you have accepted a place; this application is submitted.',
    );
  });

  it('refuses a free program', async () => {
    const application = await accepted({ feePiastres: 0 });
    expect(await pay({ ApplicationId: application.id, PlanCode: 'full', Sequence: 1 })).toMatchObject({
      Status: '409',
      Message: 'This program has no fee to pay.',
    });
    expect((await snapshot(application.id)).application?.planCode).toBeNull();
  });

  it('answers another student’s application as not found, and changes nothing of it', async () => {
    const application = await accepted({}, { studentId: other.id });
    const before = await snapshot(application.id, other.id);
    const asked = { ApplicationId: application.id, PlanCode: 'two', Sequence: 1 };
    expect(await pay(asked)).toMatchObject({
      Status: '404',
      Message: 'This application was not found among yours.',
    });
    expect((await plans(application.id)).Status).toBe('404');
    expect(await snapshot(application.id, other.id)).toEqual(before);
  });

  it('shows a paid installment as paid, counts it, and refuses its invoice again', async () => {
    const application = await accepted();
    const invoice = (await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 1 })).ReturnObject;
    if (!invoice) throw new Error('No invoice');
    const outcome = await applyInvoicePayment(db(), {
      reference: invoice.Reference,
      amountPiastres: invoice.AmountPiastres,
      channel: 'card',
      providerKey: `paymob:intl-${invoice.Reference}`,
      paidAt: new Date(),
    });
    expect(outcome).toMatchObject({ kind: 'applied' });
    const answer = (await plans(application.id)).ReturnObject;
    expect(answer?.Installments.map((row) => row.State)).toEqual(['paid', 'upcoming']);
    expect(answer?.PaidPiastres).toBe(500_000);
    expect(await applicationFees(db(), [application.id])).toEqual(
      new Map([[application.id, { FeePiastres: FEE, PaidPiastres: 500_000 }]]),
    );
    const before = await snapshot(application.id);
    expect(await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 1 })).toMatchObject({
      Status: '409',
      Message: 'Installment 1 is paid already.',
    });
    expect(await snapshot(application.id)).toEqual(before);
    // Installments need not be paid in order: the second is asked for as it is.
    expect(
      (await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 2 })).ReturnObject,
    ).toMatchObject({ AmountPiastres: 500_001, Status: 'open' });
  });

  it('shows an unpaid installment past its date as overdue, one within 30 days as due, a later one as upcoming', async () => {
    const thirds: ProgramPlan = {
      Code: 'thirds',
      NameEn: 'Three installments',
      NameAr: 'ثلاثة أقساط',
      Installments: [
        { Percent: 34, DueDate: dayFromToday(-3) },
        { Percent: 33, DueDate: dayFromToday(10) },
        { Percent: 33, DueDate: dayFromToday(100) },
      ],
    };
    const application = await accepted({ plans: [thirds] });
    await pay({ ApplicationId: application.id, PlanCode: 'thirds', Sequence: 2 });
    const answer = (await plans(application.id)).ReturnObject;
    expect(answer?.Installments.map((row) => [row.AmountPiastres, row.State])).toEqual([
      [340_000, 'overdue'],
      [330_000, 'due'],
      [330_001, 'upcoming'],
    ]);
  });

  it('applicationFees reads a page of applications at once: the fee, and what the chosen plan had paid', async () => {
    const none = await accepted();
    const free = await accepted({ feePiastres: 0 });
    const chosen = await accepted();
    await pay({ ApplicationId: chosen.id, PlanCode: 'two', Sequence: 1 });
    const othersPaid = await accepted({}, { studentId: other.id });
    const invoice = (
      await pay({ ApplicationId: othersPaid.id, PlanCode: 'full', Sequence: 1 }, other.headers)
    ).ReturnObject;
    if (!invoice) throw new Error('No invoice');
    await applyInvoicePayment(db(), {
      reference: invoice.Reference,
      amountPiastres: invoice.AmountPiastres,
      channel: 'wallet',
      providerKey: `paymob:intl-${invoice.Reference}`,
      paidAt: new Date(),
    });
    expect(await applicationFees(db(), [none.id, free.id, chosen.id, othersPaid.id, 2_000_000_000])).toEqual(
      new Map([
        [none.id, { FeePiastres: FEE, PaidPiastres: 0 }],
        [free.id, { FeePiastres: 0, PaidPiastres: 0 }],
        [chosen.id, { FeePiastres: FEE, PaidPiastres: 0 }],
        [othersPaid.id, { FeePiastres: FEE, PaidPiastres: FEE }],
      ]),
    );
    expect(await applicationFees(db(), [])).toEqual(new Map());
  });

  describe('the conference page (_Curious)', () => {
    it('serves a conference application', async () => {
      const application = await accepted({ mode: 'conference', selection: 'open', pageName: 'curious' });
      expect((await plans(application.id, me.headers, true)).ReturnObject?.FeePiastres).toBe(FEE);
      const asked = { ApplicationId: application.id, PlanCode: 'full', Sequence: 1 };
      expect((await pay(asked, me.headers, true)).ReturnObject?.AmountPiastres).toBe(FEE);
    });

    it('refuses any other program’s application, and changes nothing', async () => {
      const application = await accepted();
      const before = await snapshot(application.id);
      expect(await plans(application.id, me.headers, true)).toMatchObject({
        Status: '404',
        Message: 'This page is for conference applications only, and this application is not one of them.',
      });
      const asked = { ApplicationId: application.id, PlanCode: 'full', Sequence: 1 };
      expect((await pay(asked, me.headers, true)).Status).toBe('404');
      expect(await snapshot(application.id)).toEqual(before);
    });
  });

  it('sends a card checkout back to the program’s installment page; a program without one to its own page', async () => {
    for (const [pageName, mode, page] of [
      ['duphat', 'semester-exchange', 'duphat-install'],
      ['curious', 'conference', 'curious-install'],
      ['international', 'semester-exchange', 'international'],
      ['opet', 'short-program', 'opet'],
      ['gmu-clinical', 'clinical-training', 'gmu-clinical'],
    ] as const) {
      const application = await accepted({ pageName, mode });
      const invoice = (await pay({ ApplicationId: application.id, PlanCode: 'two', Sequence: 1 }))
        .ReturnObject;
      if (!invoice) throw new Error('No invoice');
      expect(await returnAddress(invoice.PaymentInvoiceRequestId)).toBe(
        `#/${page}?invoice=${String(invoice.PaymentInvoiceRequestId)}`,
      );
    }
  });

  it('refuses the invoice while staff act as the student, and changes nothing', async () => {
    const application = await accepted();
    const staff = await buildStaffMember(db(), { roles: ['registrar'], passwordHash: '$argon2id$unused' });
    const acting = await impersonationAuthorization(subject.app, db(), staff, me);
    const before = await snapshot(application.id);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/International/GetPaymentInstallment',
      headers: { authorization: acting },
      payload: { ApplicationId: application.id, PlanCode: 'full', Sequence: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('GetConfiguration answers the most recent payable application of the page’s programs, or null', async () => {
    const student = await buildStudent(db());
    const headers = await studentAuthorization(subject.app, student);
    const configuration = async (PageName: string, as = headers) =>
      configurationAnswer.parse(await call('POST', '/api/International/GetConfiguration', as, { PageName }))
        .ReturnObject;
    expect(await configuration('duphat')).toBeNull();
    const duphat = { pageName: 'duphat' as const };
    await accepted(duphat, { studentId: student.id, state: 'submitted' });
    await accepted({ ...duphat, feePiastres: 0 }, { studentId: student.id });
    expect(await configuration('duphat')).toBeNull();
    const older = await accepted(duphat, { studentId: student.id });
    const newer = await accepted(duphat, { studentId: student.id });
    expect(await configuration('duphat')).toEqual({ ApplicationId: newer.id, ProgramId: newer.programId });
    expect(older.id).toBeLessThan(newer.id);
    expect(await configuration('curious')).toBeNull();
    expect(await configuration('duphat', other.headers)).toBeNull();
  });
});
