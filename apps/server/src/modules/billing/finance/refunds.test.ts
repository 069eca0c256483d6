import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, getStudentStatementResponse, refundPaymentResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildPayment } from '../../../test/finance-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../../test/sessions.js';
import { studentBalance } from '../service.js';

type Headers = { authorization: string };

describe('POST /api/Finance/RefundPayment', () => {
  let subject: TestApp;
  let finance: Headers;
  let registrar: Headers;
  let studentHeaders: Headers;
  let studentId = 0;
  let paymentId = 0;
  let keys = 0;
  const key = () => `refund-key-${String((keys += 1))}`;

  const refund = (body: Record<string, unknown>, as: Headers = finance) =>
    subject.app.inject({ method: 'POST', url: '/api/Finance/RefundPayment', headers: as, payload: body });
  const refunds = () =>
    subject.database.handle.query<{ amount_piastres: number; reason: string }>(
      'select amount_piastres, reason from billing_refunds order by id',
    );
  const balance = () => studentBalance(subject.database.handle.db, studentId);

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const term = await buildTerm(db);
    const student = await buildStudent(db);
    studentId = student.id;
    studentHeaders = await studentAuthorization(subject.app, student);
    finance = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['finance'] }));
    registrar = await staffAuthorization(subject.app, await buildStaffMember(db, { roles: ['registrar'] }));
    await chargeStudent(db, student.id, term.id, 10_000);
    paymentId = (
      await buildPayment(db, { studentId, termId: term.id, amountPiastres: 600_000, channel: 'card' })
    ).id;
  });
  beforeEach(async () => {
    await subject.database.handle.query('delete from billing_refunds');
  });
  afterAll(() => subject.close());

  it('pays part back as a refund row: the student owes it again, on the balance and the statement, audited', async () => {
    expect(await balance()).toBe(400_000);
    const response = await refund({
      PaymentId: paymentId,
      AmountPiastres: 150_000,
      Reason: 'Dropped a course',
      IdempotencyKey: key(),
    });
    const body = envelope(refundPaymentResponse).parse(response.json());
    expect(body.ReturnObject).toMatchObject({
      PaymentId: paymentId,
      AmountPiastres: 150_000,
      RefundedPiastres: 150_000,
    });
    expect(await refunds()).toEqual([{ amount_piastres: 150_000, reason: 'Dropped a course' }]);
    expect(await balance()).toBe(550_000);
    const statement = envelope(getStudentStatementResponse).parse(
      (
        await subject.app.inject({
          method: 'GET',
          url: '/api/Billing/GetStudentStatement',
          headers: studentHeaders,
        })
      ).json(),
    );
    expect(statement.ReturnObject).toMatchObject({ PaidPiastres: 450_000, BalancePiastres: 550_000 });
    expect(statement.ReturnObject.Terms[0]?.Payments[0]).toMatchObject({
      AmountPiastres: 600_000,
      RefundedPiastres: 150_000,
    });
    const audit = await subject.database.handle.query<{ outcome: string; student_id: number }>(
      "select outcome, student_id from audit_log where action = 'finance-refund' order by id desc limit 1",
    );
    expect(audit).toEqual([{ outcome: 'success', student_id: studentId }]);
  });

  it('answers a double submit with the same refund and pays back once', async () => {
    const sent = { PaymentId: paymentId, AmountPiastres: 100_000, Reason: 'Overpaid', IdempotencyKey: key() };
    const [first, second] = await Promise.all([refund(sent), refund(sent)]);
    const ids = [first, second].map(
      (answer) => envelope(refundPaymentResponse).parse(answer.json()).ReturnObject?.RefundId,
    );
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    expect(await refunds()).toHaveLength(1);
  });

  it('refuses the same key for another amount, changing nothing', async () => {
    const sent = { PaymentId: paymentId, AmountPiastres: 100_000, Reason: 'Overpaid', IdempotencyKey: key() };
    await refund(sent);
    const again = (await refund({ ...sent, AmountPiastres: 200_000 })).json<unknown>();
    expect(again).toMatchObject({ Status: '409', ReturnObject: null });
    expect(await refunds()).toHaveLength(1);
  });

  it('never pays back more than the payment, even two refunds at once', async () => {
    const sent = (amount: number) =>
      refund({ PaymentId: paymentId, AmountPiastres: amount, Reason: 'Twice', IdempotencyKey: key() });
    const answers = await Promise.all([sent(400_000), sent(400_000)]);
    const statuses = answers.map((answer) => answer.json<{ Status: string }>().Status).sort();
    expect(statuses).toEqual(['200', '409']);
    const over = (await sent(200_001)).json<{ Status: string; Message: string }>();
    expect(over.Status).toBe('409');
    expect(over.Message).toContain('2,000.00');
    expect((await refunds()).map((row) => row.amount_piastres)).toEqual([400_000]);
  });

  it.each([
    ['zero', { AmountPiastres: 0, Reason: 'x' }, '422'],
    ['negative', { AmountPiastres: -500, Reason: 'x' }, '422'],
    ['fractional', { AmountPiastres: 100.5, Reason: 'x' }, '422'],
    ['without a reason', { AmountPiastres: 100, Reason: '   ' }, '422'],
    ['of an unknown payment', { AmountPiastres: 100, Reason: 'x', PaymentId: 999_999 }, '404'],
  ])('refuses a refund %s, in both languages, changing nothing', async (_name, fields, status) => {
    const before = await balance();
    const body = { PaymentId: paymentId, IdempotencyKey: key(), ...fields };
    const english = (await refund(body)).json<{ Status: string; Message: string }>();
    expect(english.Status).toBe(status);
    expect(english.Message.length).toBeGreaterThan(5);
    const arabic = (
      await subject.app.inject({
        method: 'POST',
        url: '/api/Finance/RefundPayment',
        headers: { ...finance, 'accept-language': 'ar' },
        payload: { ...body, IdempotencyKey: key() },
      })
    ).json<{ Message: string }>();
    expect(arabic.Message).toMatch(/[\u0600-\u06FF]/);
    expect(await refunds()).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it('is refused to students and to staff without the finance role, changing nothing', async () => {
    const body = { PaymentId: paymentId, AmountPiastres: 100, Reason: 'x', IdempotencyKey: key() };
    expect((await refund(body, studentHeaders)).statusCode).toBe(403);
    expect((await refund(body, registrar)).statusCode).toBe(403);
    expect(await refunds()).toEqual([]);
  });
});
