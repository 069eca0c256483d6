import type { OrderFee } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { chargeSettlement } from '../billing/service.js';
import { moveOrder } from './order-moves.js';
import { feesAwaited, orderTypeById } from './queries.js';
import type { OrderRow } from './schema.js';
import { tellStudent } from './tell-student.js';

/** The request's fee as billing counts it, or null for a request without a charge. */
export async function feeOf(
  db: Database,
  order: Pick<OrderRow, 'studentId' | 'chargeId'>,
): Promise<OrderFee | null> {
  if (order.chargeId === null) return null;
  const settlement = await chargeSettlement(db, order.studentId, order.chargeId);
  if (!settlement) return null;
  return {
    ChargeId: order.chargeId,
    AmountPiastres: settlement.amountPiastres,
    Currency: 'EGP',
    Paid: settlement.paid,
  };
}

/**
 * The portal's `paid` move, once billing counts the request's charge settled: the request goes on to the
 * office and its service clock starts, the student is told, all in one transaction. moveOrder locks the
 * request, so a read and the periodic pass (on any instance) racing each other move it once: the later
 * finds it no longer waiting for its fee and changes nothing. Answers whether this call moved it.
 */
export async function settleIfPaid(
  db: Database,
  events: EventBus | undefined,
  order: Pick<OrderRow, 'id' | 'studentId' | 'orderTypeId' | 'chargeId' | 'state'>,
  now: Date,
): Promise<boolean> {
  if (order.state !== 'payment-pending' || order.chargeId === null) return false;
  const settlement = await chargeSettlement(db, order.studentId, order.chargeId);
  if (!settlement?.paid) return false;
  return db.transaction(async (tx) => {
    const type = await orderTypeById(tx, order.orderTypeId);
    if (!type) return false;
    const outcome = await moveOrder(
      tx,
      {
        orderId: order.id,
        move: 'paid',
        actor: { kind: 'portal' },
        version: null,
        serviceDays: type.serviceDays,
      },
      now,
    );
    if (outcome.kind !== 'moved') return false;
    await tellStudent(tx, events, { order: outcome.order, type, move: 'paid' });
    return true;
  });
}

/** The periodic pass: every request still waiting for a fee billing now counts paid moves on. */
export async function settlePaidFees(db: Database, events: EventBus | undefined, now: Date): Promise<number> {
  let moved = 0;
  for (const order of await feesAwaited(db, 200)) {
    if (await settleIfPaid(db, events, { ...order, state: 'payment-pending' }, now)) moved += 1;
  }
  return moved;
}
