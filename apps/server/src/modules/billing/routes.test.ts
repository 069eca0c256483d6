import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getStudentStatementResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { chargeStudent, recordPayment } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { creditCharge, raiseCharge, studentBalance } from './service.js';

/** A university date `days` from today (far enough from midnight that the time zone cannot move it). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/Billing/GetStudentStatement', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let emptyHeaders: { authorization: string };
  let studentId = 0;
  let tuitionId = 0;

  const statement = async (as = headers) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Billing/GetStudentStatement',
      headers: as,
    });
    return { response, body: envelope(getStudentStatementResponse).parse(response.json()) };
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const fall = await buildTerm(db, { code: '2025-FALL', nameEn: 'Fall 2025', startsOn: '2025-09-20' });
    const spring = await buildTerm(db, {
      code: '2026-SPRING',
      nameEn: 'Spring 2026',
      startsOn: '2026-02-07',
    });
    const student = await buildStudent(db);
    const other = await buildStudent(db);
    const empty = await buildStudent(db);
    studentId = student.id;
    headers = await studentAuthorization(subject.app, student);
    emptyHeaders = await studentAuthorization(subject.app, empty);

    // Fall: billed and paid in full.
    await chargeStudent(db, student.id, fall.id, 10_000, day(-200));
    await raiseCharge(db, {
      studentId: student.id,
      termId: fall.id,
      kind: 'term_fees',
      description: 'Registration and services',
      amountPiastres: 2_500_00,
      dueOn: day(-200),
      sourceKey: 'term_fees:2025-FALL:statement-test',
    });
    await recordPayment(db, student.id, fall.id, 12_500);
    // Spring: the bus is due later than the tuition, a dropped course's tuition credited, part paid.
    await raiseCharge(db, {
      studentId: student.id,
      termId: spring.id,
      kind: 'bus',
      description: 'Bus subscription, line 3',
      descriptionAr: 'اشتراك الحافلات، خط 3',
      amountPiastres: 1_500_00,
      dueOn: day(20),
      sourceKey: 'bus:2026-SPRING:statement-test',
    });
    tuitionId = (await chargeStudent(db, student.id, spring.id, 7_000, day(-10))).id;
    await creditCharge(db, {
      chargeId: tuitionId,
      amountPiastres: 1_000_00,
      reason: 'CSC 301 dropped in add/drop',
      sourceKey: 'credit:statement-test',
    });
    await recordPayment(db, student.id, spring.id, 4_000);
    // Another student's bill, never on this student's statement.
    await chargeStudent(db, other.id, spring.id, 99_999, day(-10));
  });
  afterAll(async () => {
    await subject.close();
  });

  it('totals every term: charged, credited, paid, balance and what is overdue', async () => {
    const { response, body } = await statement();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.Status).toBe('200');
    expect(body.ReturnObject).toMatchObject({
      Currency: 'EGP',
      ChargedPiastres: 21_000_00,
      CreditedPiastres: 1_000_00,
      PaidPiastres: 16_500_00,
      BalancePiastres: 3_500_00,
      OverduePiastres: 2_000_00,
      NextDue: { DueOn: day(20), AmountPiastres: 1_500_00 },
    });
    const balance = await studentBalance(subject.database.handle.db, studentId);
    expect(balance).toBe(body.ReturnObject.BalancePiastres);
  });

  it('lists terms newest first; payments settle the earliest due charge first', async () => {
    const { body } = await statement();
    const [spring, fall] = body.ReturnObject.Terms;
    expect(body.ReturnObject.Terms.map((term) => term.TermCode)).toEqual(['2026-SPRING', '2025-FALL']);
    expect(fall).toMatchObject({ BalancePiastres: 0, OverduePiastres: 0 });
    expect(
      spring?.Charges.map((line) => [line.Kind, line.PaidPiastres, line.OutstandingPiastres, line.Overdue]),
    ).toEqual([
      ['tuition', 4_000_00, 2_000_00, true],
      ['bus', 0, 1_500_00, false],
    ]);
    // Each charge's words in both languages where it was raised with both; English alone otherwise.
    expect(spring?.Charges.map((line) => [line.Description, line.DescriptionAr])).toEqual([
      ['Tuition', null],
      ['Bus subscription, line 3', 'اشتراك الحافلات، خط 3'],
    ]);
    expect(spring?.Charges[0]).toMatchObject({
      ChargeId: tuitionId,
      AmountPiastres: 7_000_00,
      CreditedPiastres: 1_000_00,
    });
    expect(spring?.Credits).toEqual([
      expect.objectContaining({
        ChargeId: tuitionId,
        AmountPiastres: 1_000_00,
        Reason: 'CSC 301 dropped in add/drop',
      }),
    ]);
    expect(spring?.Payments.map((payment) => payment.AmountPiastres)).toEqual([4_000_00]);
  });

  it("never shows another student's charges", async () => {
    const { body } = await statement();
    const amounts = body.ReturnObject.Terms.flatMap((term) =>
      term.Charges.map((line) => line.AmountPiastres),
    );
    expect(amounts).not.toContain(99_999_00);
  });

  it('answers an empty statement to a student never billed', async () => {
    const { body } = await statement(emptyHeaders);
    expect(body.ReturnObject).toMatchObject({
      ChargedPiastres: 0,
      PaidPiastres: 0,
      BalancePiastres: 0,
      OverduePiastres: 0,
      NextDue: null,
      Terms: [],
    });
  });

  it('refuses a caller without a token', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Billing/GetStudentStatement' });
    expect(response.statusCode).toBe(401);
  });
});
