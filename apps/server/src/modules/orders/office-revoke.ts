import type { OrderOffice } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { refused, RefusedInTransaction } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { lockedOrder } from './office-review.js';
import type { OfficeRefused } from './office-service.js';
import { orderActions, orders, orderTypes } from './schema.js';
import { tellStudent } from './tell-student.js';

export interface RevokeAsked {
  orderId: number;
  version: number;
  reason: string;
  staffId: number;
  offices: readonly OrderOffice[];
}

export type RevokeOutcome = { kind: 'revoked'; studentId: number } | OfficeRefused;

/**
 * RevokeDocument: withdraws the document the portal issued for a fulfilled request. The request keeps its
 * state (the work was done); the document stops verifying as valid, is no longer handed out, and the
 * reason goes into the log and to the student. Once withdrawn it stays withdrawn: a new one is a new request.
 */
export async function revokeIssuedDocument(
  db: Database,
  asked: RevokeAsked,
  now: Date,
  events?: EventBus,
): Promise<RevokeOutcome> {
  let studentId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, asked.orderId, asked.offices);
      studentId = order.studentId;
      const issued = order.issuedAt !== null && order.verificationCode !== null;
      if (!issued || (order.state !== 'fulfilled' && order.state !== 'closed'))
        throw new RefusedInTransaction('409', say('orders.office.revokeNothing'));
      if (order.revokedAt !== null)
        throw new RefusedInTransaction('409', say('orders.office.alreadyRevoked'));
      if (order.version !== asked.version)
        throw new RefusedInTransaction('409', say('orders.changedMeanwhile'));
      const reason = asked.reason.trim();
      await tx
        .update(orders)
        .set({ revokedAt: now, updatedAt: now, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
      await tx.insert(orderActions).values({
        orderId: order.id,
        at: now,
        action: 'document-revoked',
        actor: 'office',
        staffId: asked.staffId,
        comment: reason,
      });
      const [type] = await tx.select().from(orderTypes).where(eq(orderTypes.id, order.orderTypeId));
      if (!type) throw new Error(`Order ${String(order.id)} names no type`);
      await tellStudent(tx, events, { order, type, move: 'revoke', note: reason });
      return { kind: 'revoked' as const, studentId: order.studentId };
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), studentId };
    throw error;
  }
}
