import { SSTP_CYCLE_STATES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CYCLE_MOVES, cycleMoveTo, type CycleMove } from './cycle-states.js';

const allowed: Record<CycleMove, Record<string, string>> = {
  close: { open: 'closed' },
  preview: { closed: 'previewed', previewed: 'previewed' },
  publish: { previewed: 'published' },
};

describe('cycle states', () => {
  for (const move of Object.keys(CYCLE_MOVES) as CycleMove[]) {
    for (const state of SSTP_CYCLE_STATES) {
      const to = allowed[move][state] ?? null;
      it(to === null ? `refuses to ${move} a cycle that is ${state}` : `may ${move} a ${state} cycle`, () => {
        expect(cycleMoveTo(state, move)).toBe(to);
      });
    }
  }

  it('lets nothing leave a published cycle', () => {
    for (const move of Object.keys(CYCLE_MOVES) as CycleMove[])
      expect(cycleMoveTo('published', move)).toBeNull();
  });
});
