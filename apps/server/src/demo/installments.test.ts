import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationHolds } from '../modules/advising/service.js';
import { owedNow } from '../modules/billing/service.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';

const TODAY = new Date(Date.UTC(2025, 10, 22));
const OPTIONS = { seed: 7, students: 200, password: 'Demo@Pass1', emailDomain: 'ndu.edu.eg', today: TODAY };

describe('the demo’s installment plans', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('offers the current term two plans whose shares add up to the whole', async () => {
    const plans = await rows<{ code: string; shares: number }>(
      `select p.code, sum(x.share_basis_points)::int as shares from billing_installment_plans p
         join terms t on t.id = p.term_id and t.is_current
         join billing_installment_plan_parts x on x.plan_id = p.id group by p.code order by p.code`,
    );
    expect(plans).toEqual([
      { code: 'HALVES', shares: 10_000 },
      { code: 'THIRDS', shares: 10_000 },
    ]);
  });

  it('puts one student on a plan with an installment paid and one due, and one with an installment overdue', async () => {
    const students = await rows<{ student_id: number; total: number; installments: number }>(
      `select sp.student_id, sp.total_piastres as total, sum(i.amount_piastres)::int as installments
         from billing_student_plans sp join billing_student_installments i on i.student_plan_id = sp.id
        group by sp.student_id, sp.total_piastres order by sp.student_id`,
    );
    expect(students).toHaveLength(2);
    for (const student of students) expect(student.installments).toBe(student.total);
    const [paidOne, overdueOne] = students.map((row) => row.student_id);
    const now = new Date(TODAY.getTime() + 12 * 3_600_000);
    const codes = async (id: number | undefined) =>
      (await registrationHolds(database.handle.db, id ?? 0, now)).map((hold) => hold.Code);
    expect(await owedNow(database.handle.db, paidOne ?? 0, now)).toBeLessThanOrEqual(0);
    expect(await codes(paidOne)).not.toContain('unpaid_balance');
    expect(await owedNow(database.handle.db, overdueOne ?? 0, now)).toBeGreaterThan(0);
    expect(await codes(overdueOne)).toContain('unpaid_balance');
  });
});
