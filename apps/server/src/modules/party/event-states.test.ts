import { describe, expect, it } from 'vitest';
import { PARTY_EVENT_MOVES, PARTY_EVENT_STATES } from '@portal/contract';
import { EVENT_MOVES, mayMove } from './event-states.js';

describe('event states', () => {
  it('opens a draft or a closed event, closes an open one, marks a closed one held', () => {
    expect(mayMove('open', 'draft')).toBe(true);
    expect(mayMove('open', 'closed')).toBe(true);
    expect(mayMove('close', 'open')).toBe(true);
    expect(mayMove('hold', 'closed')).toBe(true);
  });

  const refusedMoves = PARTY_EVENT_MOVES.flatMap((move) =>
    PARTY_EVENT_STATES.filter((from) => !EVENT_MOVES[move].from.includes(from)).map(
      (from) => [move, from] as const,
    ),
  );
  it.each(refusedMoves)('refuses to %s an event that is %s', (move, from) => {
    expect(mayMove(move, from)).toBe(false);
  });

  it('refuses exactly the eight moves the table leaves out', () => {
    expect(refusedMoves).toEqual([
      ['open', 'open'],
      ['open', 'held'],
      ['close', 'draft'],
      ['close', 'closed'],
      ['close', 'held'],
      ['hold', 'draft'],
      ['hold', 'open'],
      ['hold', 'held'],
    ]);
  });
});
