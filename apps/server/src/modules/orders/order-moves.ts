import type { OrderState } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { moveTarget, ORDER_MOVES, type OrderMove } from './order-states.js';
import { orderActions, orders, type OrderRow } from './schema.js';
import { addWorkingDays } from './service-clock.js';

/** Who moves a request: the student (their own only), a staff member of the office, or the portal itself. */
export type OrderActor =
  { kind: 'student'; studentId: number } | { kind: 'office'; staffId: number } | { kind: 'portal' };

export interface MoveAsked {
  orderId: number;
  move: OrderMove;
  actor: OrderActor;
  /** The version the actor saw; null for the portal's own moves (payment), which never race a person. */
  version: number | null;
  note?: string;
  /** `submit` of a type with a fee not yet paid goes to payment-pending. */
  hasUnpaidFee?: boolean;
  /** The type's service target in working days, for the due date set when the office's clock starts. */
  serviceDays: number;
}

export type MoveOutcome =
  | { kind: 'moved'; order: OrderRow; from: OrderState; to: OrderState }
  | Refused<'403' | '404' | '409' | '422'>;

const NOTE_NEEDED: readonly OrderMove[] = ['return', 'reject'];
const ACTOR_OF = { student: 'student', office: 'office', portal: 'portal' } as const;

/**
 * The one way a request changes state: locks the row (scoped to the student when the student acts), checks
 * the move against ORDER_MOVES and the version the actor saw, then writes the state, the service clock and
 * the action-log entry in the caller's transaction. A refusal writes nothing.
 */
export async function moveOrder(tx: Transaction, asked: MoveAsked, now: Date): Promise<MoveOutcome> {
  const scope =
    asked.actor.kind === 'student'
      ? and(eq(orders.id, asked.orderId), eq(orders.studentId, asked.actor.studentId))
      : eq(orders.id, asked.orderId);
  const [order] = await tx.select().from(orders).where(scope).for('update');
  if (!order) return refused('404', say('orders.notFound'));
  const rule = ORDER_MOVES[asked.move];
  if (rule.by !== asked.actor.kind) return refused('403', say('orders.moveNotYours'));
  if (asked.version !== null && asked.version !== order.version)
    return refused('409', say('orders.changedMeanwhile'));
  const target = moveTarget(asked.move, order.state, asked.hasUnpaidFee);
  if (target === null)
    return refused('409', say('orders.moveNotAllowed', { state: say(`orders.state.${order.state}`) }));
  const note = asked.note?.trim() ?? '';
  if (NOTE_NEEDED.includes(asked.move) && note === '') return refused('422', say('orders.noteNeeded'));

  const clock = serviceClock(order, asked.move, target, asked.serviceDays, now);
  const [moved] = await tx
    .update(orders)
    .set({
      state: target,
      ...clock,
      // A fulfilment's note (what the IT desk did) is the office's latest word to the student too.
      ...(NOTE_NEEDED.includes(asked.move) || (asked.move === 'fulfil' && note !== '')
        ? { officeNote: note }
        : {}),
      ...(asked.move === 'approve' || asked.move === 'reject' ? { decidedAt: now } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error(`Order ${String(order.id)} vanished under its lock`);
  await tx.insert(orderActions).values({
    orderId: order.id,
    at: now,
    action: asked.move,
    actor: ACTOR_OF[asked.actor.kind],
    staffId: asked.actor.kind === 'office' ? asked.actor.staffId : null,
    fromState: order.state,
    toState: target,
    comment: note === '' ? null : note,
  });
  return { kind: 'moved', order: moved, from: order.state, to: target };
}

/**
 * The service clock: it starts when the request reaches the office (submitted, or paid), stops while the
 * request is with the student (returned), and on resubmission the due date moves by the time it stood.
 */
function serviceClock(
  order: OrderRow,
  move: OrderMove,
  target: OrderState,
  serviceDays: number,
  now: Date,
): Partial<Pick<OrderRow, 'submittedAt' | 'dueAt' | 'pausedAt'>> {
  if (move === 'submit') {
    return { submittedAt: now, dueAt: target === 'submitted' ? addWorkingDays(now, serviceDays) : null };
  }
  if (move === 'paid') return { dueAt: addWorkingDays(now, serviceDays) };
  if (move === 'return') return { pausedAt: now };
  if (move === 'resubmit' && order.pausedAt && order.dueAt) {
    const stood = now.getTime() - order.pausedAt.getTime();
    return { pausedAt: null, dueAt: new Date(order.dueAt.getTime() + stood) };
  }
  return {};
}
