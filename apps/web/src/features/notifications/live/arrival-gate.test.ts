import { describe, expect, it } from 'vitest';
import { createArrivalGate } from './arrival-gate';

describe('arrival gate', () => {
  it('lets a message through once, whichever channel brings it first', () => {
    const firstTime = createArrivalGate();
    expect(firstTime(7)).toBe(true);
    expect(firstTime(7)).toBe(false);
    expect(firstTime(8)).toBe(true);
  });

  it('forgets the oldest ids beyond its size', () => {
    const firstTime = createArrivalGate(2);
    firstTime(1);
    firstTime(2);
    firstTime(3);
    expect(firstTime(1)).toBe(true);
    expect(firstTime(3)).toBe(false);
  });
});
