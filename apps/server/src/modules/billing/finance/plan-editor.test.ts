import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, getFinanceInstallmentPlansResponse, saveInstallmentPlanResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInstallmentPlan, dayFromToday as day } from '../../../test/installment-factories.js';
import { staffAuthorization, studentAuthorization } from '../../../test/sessions.js';

type Headers = { authorization: string };
type Answer = { Status: string; Message: string; ReturnObject: unknown };

describe('finance installment plans (GetInstallmentPlans, SaveInstallmentPlan)', () => {
  let subject: TestApp;
  let finance: Headers;
  let registrar: Headers;
  let student: Headers;
  let termId = 0;
  let studentId = 0;
  let codes = 0;
  let auditMark = 0;

  const plan = (overrides: Record<string, unknown> = {}) => ({
    TermId: termId,
    Code: `FIN-${String((codes += 1))}`,
    NameEn: 'Three installments',
    NameAr: 'ثلاثة أقساط',
    OpensOn: day(0),
    ClosesOn: day(10),
    MinBalancePiastres: 100_000,
    Parts: [
      { ShareBasisPoints: 3_334, DueOn: day(5) },
      { ShareBasisPoints: 3_333, DueOn: day(35) },
      { ShareBasisPoints: 3_333, DueOn: day(65) },
    ],
    ...overrides,
  });
  const save = (body: Record<string, unknown>, as: Headers = finance, language = 'en') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Finance/SaveInstallmentPlan',
      headers: { ...as, 'accept-language': language },
      payload: body,
    });
  const list = async (as: Headers = finance) =>
    subject.app.inject({
      method: 'GET',
      url: `/api/Finance/GetInstallmentPlans?TermId=${String(termId)}`,
      headers: as,
    });
  /** Every plan and part of the term, as stored: what a refusal must leave as it was. */
  const stored = () =>
    subject.database.handle.query(
      `select p.id, p.code, p.name_en, p.opens_on, p.closes_on, p.min_balance_piastres, x.sequence,
              x.share_basis_points, x.due_on
         from billing_installment_plans p join billing_installment_plan_parts x on x.plan_id = p.id
        order by p.id, x.sequence`,
    );
  const audits = () =>
    subject.database.handle.query<{ outcome: string }>(
      "select outcome from audit_log where action = 'finance-installment-plan' and id > $1 order by id",
      [auditMark],
    );

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    termId = (await buildTerm(db)).id;
    const alia = await buildStudent(db);
    studentId = alia.id;
    student = await studentAuthorization(subject.app, alia);
    finance = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['finance'] }));
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['registrar'] }));
  });
  beforeEach(async () => {
    await subject.database.handle.query('delete from billing_student_plans');
    await subject.database.handle.query('delete from billing_installment_plan_parts');
    await subject.database.handle.query('delete from billing_installment_plans');
    // The audit log is append-only: each test reads what it wrote after this mark.
    const [last] = await subject.database.handle.query<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from audit_log',
    );
    auditMark = last?.id ?? 0;
  });
  afterAll(() => subject.close());

  it('creates a plan, lists it with its parts and students on it, and audits the save', async () => {
    const sent = plan();
    const body = envelope(saveInstallmentPlanResponse).parse((await save(sent)).json());
    expect(body.ReturnObject).toMatchObject({ Code: sent.Code, StudentCount: 0, Parts: sent.Parts });
    const listed = envelope(getFinanceInstallmentPlansResponse).parse((await list()).json());
    expect(listed.ReturnObject.Plans).toEqual([body.ReturnObject]);
    expect(await stored()).toHaveLength(3);
    expect(await audits()).toEqual([{ outcome: 'success' }]);
  });

  it('answers a double submit of a create with the same plan, once, even two at once', async () => {
    const sent = plan();
    const answers = await Promise.all([save(sent), save(sent)]);
    const ids = answers.map(
      (answer) => envelope(saveInstallmentPlanResponse).parse(answer.json()).ReturnObject?.PlanId,
    );
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    expect(await stored()).toHaveLength(3);
    expect(await audits()).toEqual([{ outcome: 'success' }]);
  });

  it('edits a plan nobody chose: new fields and parts replace the old', async () => {
    const created = envelope(saveInstallmentPlanResponse).parse((await save(plan())).json()).ReturnObject;
    const parts = [
      { ShareBasisPoints: 5_000, DueOn: day(6) },
      { ShareBasisPoints: 5_000, DueOn: day(40) },
    ];
    const edited = (
      await save(plan({ PlanId: created?.PlanId, Code: created?.Code, NameEn: 'Halves', Parts: parts }))
    ).json<Answer>();
    expect(edited.Status).toBe('200');
    const listed = envelope(getFinanceInstallmentPlansResponse).parse((await list()).json()).ReturnObject
      .Plans;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ PlanId: created?.PlanId, NameEn: 'Halves', Parts: parts });
  });

  it('refuses (409) to edit a plan a student is on, changing nothing', async () => {
    const existing = await buildInstallmentPlan(subject.database.handle.db, termId, { code: 'ON-IT' });
    await subject.database.handle.query(
      'insert into billing_student_plans (student_id, term_id, plan_id, total_piastres) values ($1, $2, $3, 500000)',
      [studentId, termId, existing.id],
    );
    const before = await stored();
    const answer = (
      await save(plan({ PlanId: existing.id, Code: 'ON-IT', NameEn: 'Changed' }))
    ).json<Answer>();
    expect(answer).toMatchObject({ Status: '409', ReturnObject: null });
    expect(answer.Message).toContain('(1)');
    expect(await stored()).toEqual(before);
    expect(await audits()).toEqual([{ outcome: 'refused' }]);
    const listed = envelope(getFinanceInstallmentPlansResponse).parse((await list()).json()).ReturnObject
      .Plans;
    expect(listed[0]?.StudentCount).toBe(1);
  });

  it.each([
    ['shares adding up to less than 100%', { Parts: [{ ShareBasisPoints: 9_999, DueOn: day(5) }] }, '422'],
    [
      'shares adding up to more than 100%',
      {
        Parts: [
          { ShareBasisPoints: 6_000, DueOn: day(5) },
          { ShareBasisPoints: 4_001, DueOn: day(9) },
        ],
      },
      '422',
    ],
    [
      'a zero share',
      {
        Parts: [
          { ShareBasisPoints: 0, DueOn: day(4) },
          { ShareBasisPoints: 10_000, DueOn: day(5) },
        ],
      },
      '422',
    ],
    [
      'a part due before the window opens',
      {
        Parts: [
          { ShareBasisPoints: 5_000, DueOn: day(-1) },
          { ShareBasisPoints: 5_000, DueOn: day(5) },
        ],
      },
      '422',
    ],
    [
      'due dates going backwards',
      {
        Parts: [
          { ShareBasisPoints: 5_000, DueOn: day(9) },
          { ShareBasisPoints: 5_000, DueOn: day(5) },
        ],
      },
      '422',
    ],
    [
      'two parts due the same day',
      {
        Parts: [
          { ShareBasisPoints: 5_000, DueOn: day(5) },
          { ShareBasisPoints: 5_000, DueOn: day(5) },
        ],
      },
      '422',
    ],
    [
      'a window closing before it opens',
      { OpensOn: day(10), ClosesOn: day(0), Parts: [{ ShareBasisPoints: 10_000, DueOn: day(20) }] },
      '422',
    ],
    ['no parts', { Parts: [] }, '422'],
    [
      '13 parts',
      {
        Parts: Array.from({ length: 13 }, (_, i) => ({
          ShareBasisPoints: i === 0 ? 10_000 - 12 * 769 : 769,
          DueOn: day(i + 1),
        })),
      },
      '422',
    ],
    ['an unknown plan to edit', { PlanId: 999_999 }, '404'],
    ['an unknown term', { TermId: 999_999 }, '404'],
  ])('refuses %s, in both languages, changing nothing', async (_name, fields, status) => {
    await buildInstallmentPlan(subject.database.handle.db, termId);
    const before = await stored();
    const english = (await save(plan(fields))).json<Answer>();
    expect(english).toMatchObject({ Status: status, ReturnObject: null });
    expect(english.Message.length).toBeGreaterThan(10);
    const arabic = (await save(plan(fields), finance, 'ar')).json<Answer>();
    expect(arabic.Message).toMatch(/[\u0600-\u06FF]/);
    expect(await stored()).toEqual(before);
  });

  it('accepts 12 parts, the most a plan may have', async () => {
    const parts = Array.from({ length: 12 }, (_, i) => ({
      ShareBasisPoints: i === 0 ? 10_000 - 11 * 833 : 833,
      DueOn: day(i + 1),
    }));
    expect((await save(plan({ Parts: parts }))).json<Answer>().Status).toBe('200');
  });

  it('refuses a code the term already has for another plan (422), on create and on edit, changing nothing', async () => {
    await save(plan({ Code: 'TAKEN' }));
    const other = envelope(saveInstallmentPlanResponse).parse(
      (await save(plan({ Code: 'OTHER' }))).json(),
    ).ReturnObject;
    const before = await stored();
    const create = (await save(plan({ Code: 'TAKEN', NameEn: 'Something else' }))).json<Answer>();
    expect(create).toMatchObject({ Status: '422', ReturnObject: null });
    expect(create.Message).toContain('TAKEN');
    const edit = (await save(plan({ PlanId: other?.PlanId, Code: 'TAKEN' }))).json<Answer>();
    expect(edit).toMatchObject({ Status: '422', ReturnObject: null });
    expect(await stored()).toEqual(before);
  });

  it('is refused to students and to staff without the finance role, changing nothing', async () => {
    await buildInstallmentPlan(subject.database.handle.db, termId);
    const before = await stored();
    for (const as of [student, registrar]) {
      expect((await save(plan(), as)).statusCode).toBe(403);
      expect((await list(as)).statusCode).toBe(403);
    }
    expect(await stored()).toEqual(before);
    expect(await audits()).toEqual([]);
  });
});
