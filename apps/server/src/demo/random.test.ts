import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

const draw = (seed: number, ...labels: (string | number)[]) => {
  const random = createRandom(seed, ...labels);
  return Array.from({ length: 8 }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and labels', () => {
    expect(draw(20261122, 'student', 7)).toEqual(draw(20261122, 'student', 7));
  });

  it('gives independent sequences to different seeds and labels', () => {
    expect(draw(1, 'student', 7)).not.toEqual(draw(2, 'student', 7));
    expect(draw(1, 'student', 7)).not.toEqual(draw(1, 'student', 8));
    expect(draw(1, 'seats')).not.toEqual(draw(1, 'timetable'));
  });

  it('keeps draws inside their bounds and roughly uniform', () => {
    const random = createRandom(5);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const value = random.int(0, 5);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(counts.every((count) => count > 850 && count < 1150)).toBe(true);
    const floats = Array.from({ length: 1000 }, () => random.next());
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
  });

  it('draws normal values centred on zero with unit spread', () => {
    const random = createRandom(11);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('shuffles to a permutation and picks by weight', () => {
    const random = createRandom(9);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const heavy = Array.from({ length: 1000 }, () => random.weightedIndex([1, 0, 9])).filter(
      (i) => i === 2,
    ).length;
    expect(heavy).toBeGreaterThan(850);
    expect(() => random.pick([])).toThrow();
  });
});
