import {
  OFFICE_ORDER_ACTIONS,
  STUDENT_ORDER_ACTIONS,
  type OfficeOrderAction,
  type OrderState,
  type StudentOrderAction,
} from '@portal/contract';

/**
 * Every move of a request's life, in one place: who makes it, from which states, to which state. A move
 * not listed here is refused (a test per refused move: order-states.test.ts), whichever side asks.
 *
 * `submit` lands in `payment-pending` when the type has a fee, `submitted` otherwise; the portal's `paid`
 * takes a paid request on to `submitted`. `withdraw` is the student's until the office decides.
 */
export type OrderMove = StudentOrderAction | OfficeOrderAction | 'paid';

interface MoveRule {
  by: 'student' | 'office' | 'portal';
  from: readonly OrderState[];
  to: OrderState;
}

export const ORDER_MOVES: Readonly<Record<OrderMove, MoveRule>> = {
  submit: { by: 'student', from: ['draft'], to: 'submitted' },
  paid: { by: 'portal', from: ['payment-pending'], to: 'submitted' },
  'start-review': { by: 'office', from: ['submitted'], to: 'in-review' },
  return: { by: 'office', from: ['in-review'], to: 'returned' },
  resubmit: { by: 'student', from: ['returned'], to: 'in-review' },
  approve: { by: 'office', from: ['in-review'], to: 'approved' },
  reject: { by: 'office', from: ['in-review'], to: 'rejected' },
  fulfil: { by: 'office', from: ['approved'], to: 'fulfilled' },
  close: { by: 'office', from: ['fulfilled', 'rejected'], to: 'closed' },
  withdraw: {
    by: 'student',
    from: ['draft', 'submitted', 'payment-pending', 'in-review', 'returned'],
    to: 'withdrawn',
  },
};

/** Where a move from `state` leads, or null when the move is not allowed from there. */
export function moveTarget(move: OrderMove, state: OrderState, hasUnpaidFee = false): OrderState | null {
  const rule = ORDER_MOVES[move];
  if (!rule.from.includes(state)) return null;
  if (move === 'submit' && hasUnpaidFee) return 'payment-pending';
  return rule.to;
}

/** The moves the student may make from a state (the page offers these buttons). */
export function studentMovesFrom(state: OrderState): StudentOrderAction[] {
  return STUDENT_ORDER_ACTIONS.filter((move) => ORDER_MOVES[move].from.includes(state));
}

/** The moves the office may make from a state. */
export function officeMovesFrom(state: OrderState): OfficeOrderAction[] {
  return OFFICE_ORDER_ACTIONS.filter((move) => ORDER_MOVES[move].from.includes(state));
}

/** States in which the request is still with the office (the queue's default and its service clock). */
export const WITH_OFFICE: readonly OrderState[] = ['submitted', 'in-review', 'approved'];

/** States in which nothing more happens. */
export const FINISHED: readonly OrderState[] = ['closed', 'withdrawn', 'rejected', 'fulfilled'];

/** Not finished: counts against "one open request of this type at a time". */
export const isOpen = (state: OrderState) => !FINISHED.includes(state);
