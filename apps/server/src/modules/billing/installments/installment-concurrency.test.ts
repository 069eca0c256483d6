import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, insertStudentInstallmentResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInstallmentPlan } from '../../../test/installment-factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { billingStudentInstallments, billingStudentPlans } from './installment-schema.js';

// PGlite runs one statement at a time, so requests never truly overlap there: only PostgreSQL shows
// whether the student lock and the unique index keep two simultaneous choices to one plan.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'choosing a plan from two devices at once (PostgreSQL)',
  () => {
    let subject: TestApp;
    const db = () => subject.database.handle.db;
    let termId = 0;
    const planIds: number[] = [];

    const choose = async (headers: { authorization: string }, planId: number) =>
      envelope(insertStudentInstallmentResponse).parse(
        (
          await subject.app.inject({
            method: 'POST',
            url: '/api/Billing/InsertStudentInstallment',
            headers,
            payload: { TermId: termId, PlanId: planId },
          })
        ).json(),
      );
    const student = async () => {
      const row = await buildStudent(db());
      await chargeStudent(db(), row.id, termId, 9_000);
      return { id: row.id, headers: await studentAuthorization(subject.app, row) };
    };
    const rowsOf = async (studentId: number) => ({
      plans: await db()
        .select()
        .from(billingStudentPlans)
        .where(eq(billingStudentPlans.studentId, studentId)),
      installments: await db()
        .select()
        .from(billingStudentInstallments)
        .where(eq(billingStudentInstallments.studentId, studentId)),
    });

    beforeAll(async () => {
      subject = await buildTestApp();
      termId = (await buildTerm(db())).id;
      planIds.push(
        (await buildInstallmentPlan(db(), termId)).id,
        (await buildInstallmentPlan(db(), termId)).id,
      );
    });
    afterAll(async () => {
      await subject.close();
    });

    it('the same plan twice at once: one plan, both answered with it', async () => {
      const who = await student();
      const answers = await Promise.all([
        choose(who.headers, planIds[0] ?? 0),
        choose(who.headers, planIds[0] ?? 0),
      ]);
      expect(answers.map((answer) => [answer.Status, answer.ReturnObject?.Chosen?.PlanId])).toEqual([
        ['200', planIds[0]],
        ['200', planIds[0]],
      ]);
      const rows = await rowsOf(who.id);
      expect(rows.plans).toHaveLength(1);
      expect(rows.installments).toHaveLength(2);
    });

    it('two different plans at once: one is chosen, the other refused', async () => {
      const who = await student();
      const answers = await Promise.all([
        choose(who.headers, planIds[0] ?? 0),
        choose(who.headers, planIds[1] ?? 0),
      ]);
      expect(answers.map((answer) => answer.Status).sort()).toEqual(['200', '409']);
      const rows = await rowsOf(who.id);
      expect(rows.plans).toHaveLength(1);
      expect(rows.installments.map((row) => row.studentPlanId)).toEqual([
        rows.plans[0]?.id,
        rows.plans[0]?.id,
      ]);
      expect(rows.installments.reduce((sum, row) => sum + row.amountPiastres, 0)).toBe(9_000_00);
    });
  },
);
