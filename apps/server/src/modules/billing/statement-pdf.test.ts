import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { chargeStudent, recordPayment } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { studentAuthorization } from '../../test/sessions.js';
import { billingPayments } from './schema.js';

/** A university date `days` from today (far enough from midnight that the time zone cannot move it). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/Billing/GetStudentStatementPdf and GetPaymentReceipt', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let classmateHeaders: { authorization: string };
  let classmateId = 0;
  let springId = 0;

  const download = (as: { authorization: string }) =>
    subject.app.inject({ method: 'GET', url: '/api/Billing/GetStudentStatementPdf', headers: as });

  beforeAll(async () => {
    subject = await buildTestApp({ UNIVERSITY_NAME_EN: 'Nile Delta University' });
    const db = subject.database.handle.db;
    const fall = await buildTerm(db, { code: '2025-FALL', nameEn: 'Fall 2025', startsOn: '2025-09-20' });
    const spring = await buildTerm(db, {
      code: '2026-SPRING',
      nameEn: 'Spring 2026',
      startsOn: '2026-02-07',
    });
    const student = await buildStudent(db, { nameEn: 'Mariam Adel Hassan', code: '2024-10457' });
    const classmate = await buildStudent(db, { nameEn: 'Omar Classmate', code: '2024-99999' });
    headers = await studentAuthorization(subject.app, student);
    classmateHeaders = await studentAuthorization(subject.app, classmate);
    classmateId = classmate.id;
    springId = spring.id;
    await chargeStudent(db, student.id, fall.id, 10_000, day(-200));
    await recordPayment(db, student.id, fall.id, 10_000);
    await chargeStudent(db, student.id, spring.id, 12_345.67, day(-3));
    await recordPayment(db, student.id, spring.id, 2_000);
    await chargeStudent(db, classmate.id, spring.id, 777, day(20));
  });
  afterAll(() => subject.close());

  it("prints the student's own terms, payments, balance and what is overdue", async () => {
    const response = await download(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Statement-2024-10457.pdf"');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Nile Delta University');
    expect(text).toContain('Statement of Account');
    expect(text).toContain('Mariam Adel Hassan');
    expect(text).toContain('Fall 2025 (2025-FALL)');
    expect(text).toContain('Spring 2026 (2026-SPRING)');
    // 12,345.67 charged, 2,000 paid: the rest is overdue since three days.
    expect(text).toMatch(/EGP 10,345.67\s+OVERDUE/);
    expect(text).toMatch(/Overdue:\s*EGP 10,345.67/);
    expect(text).toMatch(/Balance:?\s*EGP 10,345.67/);
    expect(text).toContain('Bank deposit');
    expect(text).not.toContain('Omar Classmate');
    expect(text).not.toContain('777.00');
  });

  it("prints only the caller's own account: the classmate's statement has none of the student's lines", async () => {
    const { text } = await pdfText((await download(classmateHeaders)).rawPayload);
    expect(text).toContain('Omar Classmate');
    expect(text).toContain('EGP 777.00');
    expect(text).not.toContain('Mariam');
    expect(text).not.toContain('10,345.67');
  });

  it("prints a receipt of the student's own payment, and answers another student's payment as absent", async () => {
    const db = subject.database.handle.db;
    const [mine] = await db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.amountPiastres, 2_000_00));
    const [theirs] = await db
      .insert(billingPayments)
      .values({ studentId: classmateId, termId: springId, amountPiastres: 777_00, reference: 'THEIRS-1' })
      .returning();
    if (!mine || !theirs) throw new Error('fixture');
    const receipt = (paymentId: number, as = headers) =>
      subject.app.inject({
        method: 'GET',
        url: `/api/Billing/GetPaymentReceipt?PaymentId=${String(paymentId)}`,
        headers: as,
      });

    const own = await receipt(mine.id);
    expect(own.statusCode).toBe(200);
    const number = `R-${String(mine.id).padStart(8, '0')}`;
    expect(own.headers['content-disposition']).toBe(`attachment; filename="Receipt-${number}.pdf"`);
    const { text } = await pdfText(own.rawPayload);
    expect(text).toContain('Payment Receipt');
    expect(text).toMatch(/Amount received:\s*EGP 2,000.00/);
    expect(text).toContain('Mariam Adel Hassan (2024-10457)');
    expect(text).toContain('Spring 2026 (2026-SPRING)');
    expect(text).toContain(mine.reference);

    const other = await receipt(theirs.id);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
    expect(other.body).not.toContain('THEIRS-1');
    expect((await receipt(theirs.id, classmateHeaders)).statusCode).toBe(200);
    expect((await receipt(2_147_483_647)).statusCode).toBe(404);
    expect((await receipt(0)).statusCode).toBe(422);
  });

  it('refuses a caller without a session', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Billing/GetStudentStatementPdf' });
    expect(response.statusCode).toBe(401);
  });
});
