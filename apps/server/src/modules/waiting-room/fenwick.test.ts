import { describe, expect, it } from 'vitest';
import { ArrivalCounts } from './fenwick.js';

describe('ArrivalCounts', () => {
  it('counts the places still present up to an arrival number, across growth', () => {
    const counts = new ArrivalCounts();
    for (let arrival = 0; arrival < 5000; arrival++) counts.add(arrival, 1);
    for (let arrival = 0; arrival < 5000; arrival += 3) counts.add(arrival, -1);
    expect(counts.countThrough(0)).toBe(0);
    expect(counts.countThrough(2)).toBe(2);
    expect(counts.countThrough(4999)).toBe(5000 - 1667);
    counts.add(6000, 1);
    expect(counts.countThrough(6000)).toBe(5000 - 1667 + 1);
    counts.clear();
    expect(counts.countThrough(6000)).toBe(0);
  });
});
