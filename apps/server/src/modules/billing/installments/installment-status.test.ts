import { describe, expect, it } from 'vitest';
import { installmentStandings, notYetDue, splitByShares } from './installment-status.js';

const now = new Date('2026-11-30T10:00:00Z');
const facts = (sequence: number, amountPiastres: number, overdueFrom: string, invoicePaid = false) => ({
  sequence,
  amountPiastres,
  dueOn: overdueFrom.slice(0, 10),
  overdueFrom: new Date(overdueFrom),
  invoicePaid,
});

describe('splitByShares', () => {
  it('splits in whole piastres that add up to the total exactly, the remainder on the last', () => {
    expect(splitByShares(1_000_01, [3_333, 3_333, 3_334])).toEqual([33_330, 33_330, 33_341]);
    expect(splitByShares(10, [5_000, 5_000])).toEqual([5, 5]);
    for (const total of [1, 7, 99_999, 12_345_67, 100_000_000]) {
      const parts = splitByShares(total, [2_500, 2_500, 1_000, 4_000]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });
});

describe('installmentStandings', () => {
  const plan = [facts(1, 5_000, '2026-11-20T22:00:00Z'), facts(2, 5_000, '2026-12-20T22:00:00Z')];

  it('past its day and unpaid is overdue; not yet due is open and may wait', () => {
    const standings = installmentStandings(plan, 10_000, now);
    expect(standings).toEqual([
      { sequence: 1, owedPiastres: 5_000, status: 'overdue' },
      { sequence: 2, owedPiastres: 5_000, status: 'open' },
    ]);
    expect(notYetDue(standings)).toBe(5_000);
  });

  it('a paid invoice pays its own installment', () => {
    const paid = [facts(1, 5_000, '2026-11-20T22:00:00Z', true), plan[1] ?? facts(2, 0, '')];
    expect(installmentStandings(paid, 5_000, now).map((row) => row.status)).toEqual(['paid', 'open']);
  });

  it('money reaching the term another way settles the earliest installment first', () => {
    expect(installmentStandings(plan, 7_000, now)).toEqual([
      { sequence: 1, owedPiastres: 2_000, status: 'overdue' },
      { sequence: 2, owedPiastres: 5_000, status: 'open' },
    ]);
    expect(installmentStandings(plan, 0, now).map((row) => row.status)).toEqual(['paid', 'paid']);
  });
});
