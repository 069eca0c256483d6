import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStudent } from '../../../test/advising-factories.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { buildInstallmentPlan, dayFromToday } from '../../../test/installment-factories.js';
import { registrationHolds } from '../../advising/service.js';
import { billingCharges } from '../schema.js';
import { chooseInstallmentPlan } from './installments.js';
import { applyInvoicePayment, openInvoice, owedNow, raiseCharge, studentBalance } from '../service.js';

const ZONE = 'Africa/Cairo';

describe('the unpaid-balance hold and a program fee paid in installments', () => {
  let database: TestDatabase;
  let termId = 0;
  const db = () => database.handle.db;

  /** A program fee's installment as the international office raises it: it waits until its date. */
  const installment = (studentId: number, pounds: number, dueOn: string) =>
    raiseCharge(db(), {
      studentId,
      termId,
      kind: 'application',
      description: 'Summer school, installment',
      amountPiastres: pounds * 100,
      dueOn,
      sourceKey: `intl:${randomUUID()}`,
      waitsUntilDueIn: ZONE,
    }).then((raised) => raised.charge);
  const student = async () => (await buildStudent(db())).id;
  const unpaidHold = async (studentId: number, now = new Date()) =>
    (await registrationHolds(db(), studentId, now)).find((hold) => hold.Code === 'unpaid_balance');

  beforeAll(async () => {
    database = await createTestDatabase();
    termId = (await buildTerm(db())).id;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('holds nothing while both installments are still to come, though the balance counts them', async () => {
    const studentId = await student();
    await installment(studentId, 6_000, dayFromToday(20));
    await installment(studentId, 6_000, dayFromToday(50));

    expect(await studentBalance(db(), studentId)).toBe(12_000_00);
    expect(await owedNow(db(), studentId, new Date())).toBe(0);
    expect(await unpaidHold(studentId)).toBeUndefined();
  });

  it('holds for what is outstanding of an installment past its date, like any debt, and lifts once it is paid', async () => {
    const studentId = await student();
    const first = await installment(studentId, 6_000, dayFromToday(-3));
    await installment(studentId, 6_000, dayFromToday(30));

    expect(await owedNow(db(), studentId, new Date())).toBe(6_000_00);
    expect((await unpaidHold(studentId))?.Message.params).toEqual({ amount: { piastres: 6_000_00 } });

    const invoice = await openInvoice(db(), studentId, { chargeId: first.id }, new Date(), 72);
    if ('kind' in invoice) throw new Error('The invoice was refused');
    const paid = await applyInvoicePayment(db(), {
      reference: invoice.Reference,
      amountPiastres: 6_000_00,
      channel: 'card',
      providerKey: `paymob:owed-now-${invoice.Reference}`,
      paidAt: new Date(),
    });
    expect(paid.kind).toBe('applied');
    expect(await owedNow(db(), studentId, new Date())).toBe(0);
    expect(await unpaidHold(studentId)).toBeUndefined();
  });

  it('counts a fee still to come as the statement settles it: money paid towards the term covers the earlier charges first', async () => {
    const studentId = await student();
    await installment(studentId, 3_000, dayFromToday(-3));
    const later = await installment(studentId, 3_000, dayFromToday(30));
    // A payment towards the term settles the overdue installment first; the one still to come waits in full.
    const invoice = await openInvoice(db(), studentId, { termId, amountPiastres: 1_000_00 }, new Date(), 72);
    if ('kind' in invoice) throw new Error('The invoice was refused');
    await applyInvoicePayment(db(), {
      reference: invoice.Reference,
      amountPiastres: 1_000_00,
      channel: 'card',
      providerKey: `paymob:owed-now-${invoice.Reference}`,
      paidAt: new Date(),
    });

    expect(await studentBalance(db(), studentId)).toBe(5_000_00);
    expect(await owedNow(db(), studentId, new Date())).toBe(2_000_00);
    expect(later.overdueFrom).toEqual(expect.any(Date));
  });

  it("sets a fee still to come aside before the term's installment plan, so neither holds before its date", async () => {
    const studentId = await student();
    await chargeStudent(db(), studentId, termId, 10_000, dayFromToday(-20));
    const plan = await buildInstallmentPlan(db(), termId);
    const now = new Date();
    const chosen = await chooseInstallmentPlan(
      db(),
      { studentId, termId, planId: plan.id, now, timeZone: ZONE },
      'en',
    );
    expect('kind' in chosen).toBe(false);
    await installment(studentId, 6_000, dayFromToday(30));

    expect(await studentBalance(db(), studentId)).toBe(16_000_00);
    expect(await owedNow(db(), studentId, now)).toBe(0);
    // Fifty-one days on, the plan's two halves and the fee have all fallen due.
    expect(await owedNow(db(), studentId, new Date(now.getTime() + 51 * 86_400_000))).toBe(16_000_00);
  });

  it('starts holding at the start of the day after the due date, on the university clock', async () => {
    const studentId = await student();
    const charge = await installment(studentId, 4_000, '2026-08-15');
    // Cairo is UTC+3 in August: its 16 August begins at 21:00 UTC on the 15th.
    const [stored] = await db().select().from(billingCharges).where(eq(billingCharges.id, charge.id));
    expect(stored?.overdueFrom?.toISOString()).toBe('2026-08-15T21:00:00.000Z');

    expect(await owedNow(db(), studentId, new Date('2026-08-15T20:59:00Z'))).toBe(0);
    expect(await owedNow(db(), studentId, new Date('2026-08-15T21:00:00Z'))).toBe(4_000_00);
  });

  it('leaves a student without such fees as before: every charge raised holds, whatever its date', async () => {
    const studentId = await student();
    await chargeStudent(db(), studentId, termId, 2_500, dayFromToday(40));
    const [stored] = await db().select().from(billingCharges).where(eq(billingCharges.studentId, studentId));
    expect(stored?.overdueFrom).toBeNull();

    expect(await owedNow(db(), studentId, new Date())).toBe(2_500_00);
    expect(await owedNow(db(), studentId, new Date())).toBe(await studentBalance(db(), studentId));
    expect((await unpaidHold(studentId))?.Message.params).toEqual({ amount: { piastres: 2_500_00 } });
  });
});
