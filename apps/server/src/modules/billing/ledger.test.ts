import { eq } from 'drizzle-orm';
import { MAX_AMOUNT_PIASTRES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { chargeStudent } from '../../test/advising-factories.js';
import { buildStudent, buildTerm } from '../../test/factories.js';
import { billingCharges, billingCredits } from './schema.js';
import { creditCharge, raiseCharge, studentBalance, type ChargeToRaise } from './service.js';

describe('the ledger: raising charges and crediting them', () => {
  let database: TestDatabase;
  let studentId = 0;
  let termId = 0;
  const db = () => database.handle.db;

  const petitionFee = (overrides: Partial<ChargeToRaise> = {}): ChargeToRaise => ({
    studentId,
    termId,
    kind: 'petition',
    description: 'Grade recalculation petition',
    amountPiastres: 150_00,
    dueOn: '2026-12-15',
    sourceKey: 'petition:ledger-test',
    ...overrides,
  });
  const chargesOfStudent = () =>
    db().select().from(billingCharges).where(eq(billingCharges.studentId, studentId));
  const creditsOfStudent = () =>
    db().select().from(billingCredits).where(eq(billingCredits.studentId, studentId));

  beforeAll(async () => {
    database = await createTestDatabase();
    termId = (await buildTerm(db())).id;
    studentId = (await buildStudent(db())).id;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('raises a charge once: the same source key again returns the first charge', async () => {
    const first = await raiseCharge(db(), petitionFee());
    const again = await raiseCharge(db(), petitionFee());
    expect(first.raised).toBe(true);
    expect(again).toEqual({ charge: first.charge, raised: false });
    expect(first.charge).toMatchObject({ currency: 'EGP', amountPiastres: 150_00, dueOn: '2026-12-15' });
    expect(await chargesOfStudent()).toHaveLength(1);
  });

  it('raised twice at once, still one charge', async () => {
    const [first, second] = await Promise.all([
      raiseCharge(db(), petitionFee({ sourceKey: 'petition:at-once' })),
      raiseCharge(db(), petitionFee({ sourceKey: 'petition:at-once' })),
    ]);
    expect([first.raised, second.raised].sort()).toEqual([false, true]);
    expect(first.charge.id).toBe(second.charge.id);
    expect(await chargesOfStudent()).toHaveLength(2);
  });

  it('refuses a source key reused for a different charge, and changes nothing', async () => {
    const before = await chargesOfStudent();
    await expect(raiseCharge(db(), petitionFee({ amountPiastres: 300_00 }))).rejects.toThrow(
      /different charge/,
    );
    expect(await chargesOfStudent()).toEqual(before);
  });

  it.each([
    ['zero', 0],
    ['negative', -150_00],
    ['fractional', 150.5],
    ['oversized', MAX_AMOUNT_PIASTRES + 1],
    ['not a number', Number.NaN],
  ])('refuses a %s amount and writes nothing', async (_name, amountPiastres) => {
    const before = await chargesOfStudent();
    await expect(
      raiseCharge(db(), petitionFee({ amountPiastres, sourceKey: `petition:bad-${String(amountPiastres)}` })),
    ).rejects.toThrow(RangeError);
    expect(await chargesOfStudent()).toEqual(before);
  });

  it('refuses a due date that is not a date, and an empty source key', async () => {
    await expect(
      raiseCharge(db(), petitionFee({ dueOn: '15/12/2026', sourceKey: 'petition:d' })),
    ).rejects.toThrow(RangeError);
    await expect(raiseCharge(db(), petitionFee({ sourceKey: '  ' }))).rejects.toThrow(RangeError);
    expect(await chargesOfStudent()).toHaveLength(2);
  });

  it('a credit is a row of its own, lowers the balance, and is given once per source key', async () => {
    const charge = await chargeStudent(db(), studentId, termId, 5_000);
    const balanceBefore = await studentBalance(db(), studentId);
    const credit = {
      chargeId: charge.id,
      amountPiastres: 1_000_00,
      reason: 'Scholarship',
      sourceKey: 'credit:a',
    };
    expect((await creditCharge(db(), credit)).given).toBe(true);
    expect((await creditCharge(db(), credit)).given).toBe(false);
    expect(await creditsOfStudent()).toHaveLength(1);
    expect(await studentBalance(db(), studentId)).toBe(balanceBefore - 1_000_00);
    const [unchanged] = await db().select().from(billingCharges).where(eq(billingCharges.id, charge.id));
    expect(unchanged?.amountPiastres).toBe(5_000_00);
  });

  it('never credits more than is left of the charge, even two credits at once', async () => {
    const charge = await chargeStudent(db(), studentId, termId, 1_000);
    const half = (key: string) => ({
      chargeId: charge.id,
      amountPiastres: 600_00,
      reason: 'Waiver',
      sourceKey: key,
    });
    const outcomes = await Promise.allSettled([
      creditCharge(db(), half('credit:b1')),
      creditCharge(db(), half('credit:b2')),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const credited = (await creditsOfStudent()).filter((row) => row.chargeId === charge.id);
    expect(credited.map((row) => row.amountPiastres)).toEqual([600_00]);
  });

  // Needs two connections: PGlite answers one transaction at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a credit waits for one in progress on the same charge, then counts it',
    async () => {
      const charge = await chargeStudent(db(), studentId, termId, 1_000);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let lockTaken: () => void = () => undefined;
      const locked = new Promise<void>((resolve) => (lockTaken = resolve));
      const holder = db().transaction(async (tx) => {
        await tx.select().from(billingCharges).where(eq(billingCharges.id, charge.id)).for('update');
        lockTaken();
        await released;
        await tx.insert(billingCredits).values({
          chargeId: charge.id,
          studentId,
          amountPiastres: 600_00,
          reason: 'Waiver',
          sourceKey: 'credit:held',
        });
      });
      await locked;
      const second = creditCharge(db(), {
        chargeId: charge.id,
        amountPiastres: 600_00,
        reason: 'Waiver',
        sourceKey: 'credit:second',
      }).then(
        () => 'given',
        (error: unknown) => error,
      );
      // Long enough for the second credit to read the charge if nothing held it back.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      expect(await second).toBeInstanceOf(RangeError);
      const credited = (await creditsOfStudent()).filter((row) => row.chargeId === charge.id);
      expect(credited.map((row) => row.sourceKey)).toEqual(['credit:held']);
    },
  );

  it('refuses a credit of a charge that does not exist, or without a reason, and writes nothing', async () => {
    const before = await creditsOfStudent();
    await expect(
      creditCharge(db(), { chargeId: 999_999, amountPiastres: 100, reason: 'x', sourceKey: 'credit:none' }),
    ).rejects.toThrow(RangeError);
    const [charge] = await chargesOfStudent();
    await expect(
      creditCharge(db(), {
        chargeId: charge?.id ?? 0,
        amountPiastres: 100,
        reason: ' ',
        sourceKey: 'credit:c',
      }),
    ).rejects.toThrow(RangeError);
    expect(await creditsOfStudent()).toEqual(before);
  });
});
