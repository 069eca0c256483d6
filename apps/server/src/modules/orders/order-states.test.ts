import { OFFICE_ORDER_ACTIONS, ORDER_STATES, STUDENT_ORDER_ACTIONS, type OrderState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  moveTarget,
  officeMovesFrom,
  ORDER_MOVES,
  studentMovesFrom,
  type OrderMove,
} from './order-states.js';

const MOVES: OrderMove[] = [...STUDENT_ORDER_ACTIONS, ...OFFICE_ORDER_ACTIONS, 'paid'];

describe('ORDER_MOVES', () => {
  // A test per refused move: every (move, state) pair the table does not list answers null.
  for (const move of MOVES) {
    const side = ORDER_MOVES[move].by;
    for (const state of ORDER_STATES.filter((candidate) => !ORDER_MOVES[move].from.includes(candidate))) {
      it(`refuses ${side}'s ${move} from ${state}`, () => {
        expect(moveTarget(move, state)).toBeNull();
      });
    }
  }

  it('submits to payment-pending when a fee is unpaid, to submitted otherwise', () => {
    expect(moveTarget('submit', 'draft', true)).toBe('payment-pending');
    expect(moveTarget('submit', 'draft', false)).toBe('submitted');
  });

  it('lets the student withdraw until the office decides, never after', () => {
    const decided: OrderState[] = ['approved', 'rejected', 'fulfilled', 'closed', 'withdrawn'];
    for (const state of decided) expect(studentMovesFrom(state)).not.toContain('withdraw');
    expect(studentMovesFrom('in-review')).toContain('withdraw');
  });

  it('offers the student no office move and the office no student move', () => {
    for (const state of ORDER_STATES) {
      for (const move of studentMovesFrom(state)) expect(ORDER_MOVES[move].by).toBe('student');
      for (const move of officeMovesFrom(state)) expect(ORDER_MOVES[move].by).toBe('office');
    }
  });

  it('moves nothing out of a finished state except closing a decision', () => {
    expect(MOVES.filter((move) => moveTarget(move, 'withdrawn') !== null)).toEqual([]);
    expect(MOVES.filter((move) => moveTarget(move, 'closed') !== null)).toEqual([]);
    expect(MOVES.filter((move) => moveTarget(move, 'rejected') !== null)).toEqual(['close']);
  });
});
