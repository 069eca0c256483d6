import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentAmounts } from './installment-amounts.js';

const plan = (...percents: number[]) =>
  percents.map((Percent, index) => ({ Percent, DueDate: `2027-${String(index + 1).padStart(2, '0')}-01` }));

describe('installmentAmounts', () => {
  it('splits a fee by its shares, in order, each due on its date', () => {
    expect(installmentAmounts(1_000_000, plan(40, 60))).toEqual([
      { sequence: 1, amountPiastres: 400_000, dueOn: '2027-01-01' },
      { sequence: 2, amountPiastres: 600_000, dueOn: '2027-02-01' },
    ]);
  });

  it('puts the rounding remainder on the last installment', () => {
    expect(installmentAmounts(100_001, plan(33, 33, 34)).map((row) => row.amountPiastres)).toEqual([
      33_000, 33_000, 34_001,
    ]);
    expect(installmentAmounts(7, plan(33, 33, 34)).map((row) => row.amountPiastres)).toEqual([2, 2, 3]);
  });

  it('a plan in full is the whole fee', () => {
    expect(installmentAmounts(250_000, plan(100))).toEqual([
      { sequence: 1, amountPiastres: 250_000, dueOn: '2027-01-01' },
    ]);
  });

  it('refuses shares above 100 and a fee that is not whole piastres', () => {
    expect(() => installmentAmounts(1000, plan(60, 50))).toThrow(RangeError);
    expect(() => installmentAmounts(10.5, plan(100))).toThrow(RangeError);
    expect(() => installmentAmounts(-1, plan(100))).toThrow(RangeError);
  });

  it('always adds up to the fee exactly and is never negative', () => {
    const shares = fc
      .array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 })
      .filter((percents) => percents.reduce((sum, percent) => sum + percent, 0) <= 100)
      .map((percents) => [...percents.slice(0, -1), 100 - percents.slice(0, -1).reduce((a, b) => a + b, 0)]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), shares, (fee, percents) => {
        const amounts = installmentAmounts(fee, plan(...percents)).map((row) => row.amountPiastres);
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(fee);
        expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
        expect(amounts).toHaveLength(percents.length);
      }),
    );
  });
});
