import { describe, expect, it } from 'vitest';
import { basisPointsFromPercent, percentFromBasisPoints } from './plan-shares';

describe('plan shares typed in percent', () => {
  it.each([
    ['33.34', 3_334],
    ['33.33', 3_333],
    ['50', 5_000],
    ['0.01', 1],
    ['12.5', 1_250],
    ['100', 10_000],
    ['٣٣٫٣٤', 3_334],
    [' 7.07 ', 707],
  ])('reads %s as %i basis points exactly', (typed, points) => {
    expect(basisPointsFromPercent(typed)).toBe(points);
  });

  it.each(['', '33.333', '-5', '100.01', '1e2', 'abc', '5%'])('refuses %j', (typed) => {
    expect(basisPointsFromPercent(typed)).toBeNull();
  });

  it('writes basis points back as the percent typed', () => {
    expect([3_334, 5_000, 1_250, 707, 1].map(percentFromBasisPoints)).toEqual([
      '33.34',
      '50',
      '12.50',
      '7.07',
      '0.01',
    ]);
  });
});
