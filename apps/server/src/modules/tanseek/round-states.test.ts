import { TANSEEK_ROUND_STATES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ROUND_MOVES, roundMoveTo, type RoundMove } from './round-states.js';

const allowed: Record<RoundMove, Record<string, string>> = {
  close: { open: 'closed' },
  preview: { closed: 'previewed', previewed: 'previewed' },
  publish: { previewed: 'published' },
};

describe('round states', () => {
  for (const move of Object.keys(ROUND_MOVES) as RoundMove[]) {
    for (const state of TANSEEK_ROUND_STATES) {
      const to = allowed[move][state] ?? null;
      it(to === null ? `refuses to ${move} a round that is ${state}` : `may ${move} a ${state} round`, () => {
        expect(roundMoveTo(state, move)).toBe(to);
      });
    }
  }

  it('lets nothing leave a published round', () => {
    for (const move of Object.keys(ROUND_MOVES) as RoundMove[])
      expect(roundMoveTo('published', move)).toBeNull();
  });
});
