import { describe, expect, it } from 'vitest';
import { EntryClearance } from './entry-clearance.js';

const start = Date.UTC(2026, 11, 6, 7, 0);
const at = (seconds: number) => new Date(start + seconds * 1000);

describe('EntryClearance', () => {
  it('keeps a student clear for its seconds, per window', () => {
    const clearance = new EntryClearance(5);
    expect(clearance.isClear(7, 'advising', at(0))).toBe(false);
    clearance.remember(7, 'advising', at(0), at(3600));
    expect(clearance.isClear(7, 'advising', at(4.9))).toBe(true);
    expect(clearance.isClear(7, 'add_drop', at(1))).toBe(false);
    expect(clearance.isClear(8, 'advising', at(1))).toBe(false);
    expect(clearance.isClear(7, 'advising', at(5))).toBe(false);
  });

  it('never past the window closing, so a window still closes on the second', () => {
    const clearance = new EntryClearance(5);
    clearance.remember(7, 'advising', at(0), at(2));
    expect(clearance.isClear(7, 'advising', at(1.9))).toBe(true);
    expect(clearance.isClear(7, 'advising', at(2))).toBe(false);
  });

  it('remembers nothing at 0 seconds', () => {
    const clearance = new EntryClearance(0);
    clearance.remember(7, 'advising', at(0), at(3600));
    expect(clearance.isClear(7, 'advising', at(0))).toBe(false);
  });
});
