import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getInstallmentPlansResponse, insertStudentInstallmentResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { chargeStudent, recordPayment } from '../../../test/advising-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInstallmentPlan, dayFromToday } from '../../../test/installment-factories.js';
import { impersonationAuthorization } from '../../../test/security/callers.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { billingStudentInstallments, billingStudentPlans } from './installment-schema.js';

describe('installment plans: GetInstallmentPlans and InsertStudentInstallment', () => {
  let subject: TestApp;
  const db = () => subject.database.handle.db;
  let termId = 0;
  let otherTermId = 0;
  const plan = { open: 0, closed: 0, big: 0, thirds: 0, otherTerm: 0 };
  const student = { id: 0, headers: { authorization: '' } };
  const debtor = { id: 0, headers: { authorization: '' } };
  const other = { id: 0, headers: { authorization: '' } };

  const plans = async (term: number, as = student.headers) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Billing/GetInstallmentPlans?TermId=${String(term)}`,
      headers: as,
    });
    return envelope(getInstallmentPlansResponse).parse(response.json());
  };
  const choose = async (body: object, as = student.headers) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/InsertStudentInstallment',
      headers: as,
      payload: body,
    });
    const status = response.statusCode;
    return {
      status,
      body: status === 200 ? envelope(insertStudentInstallmentResponse).parse(response.json()) : null,
    };
  };
  const chosenRows = (studentId: number) =>
    db().select().from(billingStudentPlans).where(eq(billingStudentPlans.studentId, studentId));
  const installmentRows = (studentId: number) =>
    db().select().from(billingStudentInstallments).where(eq(billingStudentInstallments.studentId, studentId));

  beforeAll(async () => {
    subject = await buildTestApp();
    const earlier = await buildTerm(db(), { startsOn: '2000-09-20', endsOn: '2001-01-31' });
    termId = (await buildTerm(db())).id;
    otherTermId = (await buildTerm(db())).id;
    plan.open = (await buildInstallmentPlan(db(), termId, { code: 'A-HALVES' })).id;
    plan.closed = (
      await buildInstallmentPlan(db(), termId, {
        code: 'B-CLOSED',
        opensOn: dayFromToday(-30),
        closesOn: dayFromToday(-20),
      })
    ).id;
    plan.big = (
      await buildInstallmentPlan(db(), termId, { code: 'C-BIG', minBalancePiastres: 50_000_00 })
    ).id;
    plan.thirds = (
      await buildInstallmentPlan(db(), termId, {
        code: 'D-THIRDS',
        parts: [
          { shareBasisPoints: 3_333, dueOn: dayFromToday(15) },
          { shareBasisPoints: 3_333, dueOn: dayFromToday(45) },
          { shareBasisPoints: 3_334, dueOn: dayFromToday(75) },
        ],
      })
    ).id;
    plan.otherTerm = (await buildInstallmentPlan(db(), otherTermId)).id;
    for (const [who, owes] of [
      [student, 10_000.01],
      [debtor, 8_000],
      [other, 6_000],
    ] as const) {
      const row = await buildStudent(db());
      who.id = row.id;
      who.headers = await studentAuthorization(subject.app, row);
      await chargeStudent(db(), row.id, termId, owes + 1_000);
      await recordPayment(db(), row.id, termId, 1_000);
    }
    // The debtor still owes for an earlier term, past due.
    await chargeStudent(db(), debtor.id, earlier.id, 300, '2000-10-01');
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Billing/GetInstallmentPlans', () => {
    it('lists the term’s plans with whether the student may choose each, and why not', async () => {
      const body = await plans(termId);
      expect(body.Status).toBe('200');
      const answer = body.ReturnObject;
      expect(answer?.BalancePiastres).toBe(10_000_01);
      expect(answer?.Chosen).toBeNull();
      const byCode = new Map(answer?.Plans.map((row) => [row.Code, row]));
      expect(byCode.get('A-HALVES')).toMatchObject({ Eligible: true, Reasons: [] });
      expect(byCode.get('B-CLOSED')?.Reasons.map((reason) => reason.Code)).toEqual(['window_closed']);
      expect(byCode.get('C-BIG')?.Reasons.map((reason) => reason.Code)).toEqual(['below_minimum']);
      expect(byCode.get('C-BIG')?.Reasons[0]?.Message).toContain('50,000.00');
    });

    it('shows the installments a plan would make, adding up to the balance exactly', async () => {
      const thirds = (await plans(termId)).ReturnObject?.Plans.find((row) => row.Code === 'D-THIRDS');
      const amounts = thirds?.Installments.map((row) => row.AmountPiastres) ?? [];
      expect(amounts).toEqual([333_300, 333_300, 333_401]);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(10_000_01);
    });

    it('says in Arabic why a plan cannot be chosen', async () => {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/Billing/GetInstallmentPlans?TermId=${String(termId)}`,
        headers: { ...debtor.headers, 'accept-language': 'ar' },
      });
      const body = envelope(getInstallmentPlansResponse).parse(response.json());
      const halves = body.ReturnObject?.Plans.find((row) => row.Code === 'A-HALVES');
      expect(halves?.Reasons.map((reason) => reason.Code)).toEqual(['earlier_term_owes']);
      expect(halves?.Reasons[0]?.Message).toContain('فصل سابق');
    });

    it('refuses a term that does not exist', async () => {
      expect((await plans(2_000_000)).Status).toBe('404');
    });
  });

  describe('POST /api/Billing/InsertStudentInstallment', () => {
    it('refuses a plan outside its window, below its minimum, or after an unpaid earlier term, changing nothing', async () => {
      for (const [planId, as] of [
        [plan.closed, student.headers],
        [plan.big, student.headers],
        [plan.open, debtor.headers],
      ] as const) {
        const { body } = await choose({ TermId: termId, PlanId: planId }, as);
        expect(body?.Status).toBe('409');
        expect(body?.ReturnObject).toBeNull();
      }
      expect(await chosenRows(student.id)).toEqual([]);
      expect(await chosenRows(debtor.id)).toEqual([]);
    });

    it('refuses a plan of another term, and an unknown one', async () => {
      expect((await choose({ TermId: termId, PlanId: plan.otherTerm })).body?.Status).toBe('404');
      expect((await choose({ TermId: termId, PlanId: 2_000_000 })).body?.Status).toBe('404');
      expect(await chosenRows(student.id)).toEqual([]);
    });

    it('refuses staff acting as the student, changing nothing', async () => {
      const registrar = await buildStaffMember(db(), {
        roles: ['registrar'],
        passwordHash: '$argon2id$unused',
      });
      const acting = await impersonationAuthorization(subject.app, db(), registrar, {
        id: student.id,
        email: '',
      });
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/Billing/InsertStudentInstallment',
        headers: { authorization: acting },
        payload: { TermId: termId, PlanId: plan.open },
      });
      expect(response.statusCode).toBe(403);
      expect(await chosenRows(student.id)).toEqual([]);
    });

    it('puts the balance on the plan: one installment per part, adding up exactly, remainder on the last', async () => {
      const { status, body } = await choose({ TermId: termId, PlanId: plan.thirds });
      expect(status).toBe(200);
      const chosen = body?.ReturnObject?.Chosen;
      expect(chosen).toMatchObject({ PlanId: plan.thirds, TotalPiastres: 10_000_01 });
      expect(chosen?.Installments.map((row) => [row.AmountPiastres, row.Status, row.Invoice])).toEqual([
        [333_300, 'open', null],
        [333_300, 'open', null],
        [333_401, 'open', null],
      ]);
      const rows = await installmentRows(student.id);
      expect(rows.map((row) => row.amountPiastres).reduce((a, b) => a + b, 0)).toBe(10_000_01);
    });

    it('a double tap answers the same plan and makes nothing more', async () => {
      const again = await choose({ TermId: termId, PlanId: plan.thirds });
      expect(again.status).toBe(200);
      expect(again.body?.ReturnObject?.Chosen?.PlanId).toBe(plan.thirds);
      expect(await chosenRows(student.id)).toHaveLength(1);
      expect(await installmentRows(student.id)).toHaveLength(3);
    });

    it('refuses changing to another plan with a clear error, changing nothing', async () => {
      const { body } = await choose({ TermId: termId, PlanId: plan.open });
      expect(body?.Status).toBe('409');
      expect(body?.Message).toContain('cannot be changed');
      expect((await chosenRows(student.id)).map((row) => row.planId)).toEqual([plan.thirds]);
      const listed = (await plans(termId)).ReturnObject?.Plans.find((row) => row.PlanId === plan.open);
      expect(listed?.Reasons.map((reason) => reason.Code)).toContain('on_another_plan');
    });

    it('another student sees only their own plan, and their choice leaves this one’s untouched', async () => {
      expect((await plans(termId, other.headers)).ReturnObject?.Chosen).toBeNull();
      expect((await choose({ TermId: termId, PlanId: plan.open }, other.headers)).status).toBe(200);
      expect((await chosenRows(student.id)).map((row) => row.planId)).toEqual([plan.thirds]);
      expect((await plans(termId)).ReturnObject?.Chosen?.PlanId).toBe(plan.thirds);
    });

    it('refuses malformed input', async () => {
      for (const body of [
        { TermId: termId },
        { TermId: termId, PlanId: -1 },
        { TermId: 'x', PlanId: plan.open },
      ])
        expect((await choose(body, debtor.headers)).status).toBe(422);
      expect(await chosenRows(debtor.id)).toEqual([]);
    });
  });
});
