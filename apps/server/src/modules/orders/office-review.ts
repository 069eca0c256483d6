import type { OrderOffice, OrderTypeDocument } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  orderActions,
  orderDocuments,
  orders,
  orderTypes,
  type OrderDocumentRow,
  type OrderRow,
} from './schema.js';

export interface ReviewAsked {
  orderId: number;
  documentId?: number;
  requirementCode: string;
  decision: 'accept' | 'reject' | 'waive';
  note?: string;
  version: number;
  staffId: number;
  /** The offices whose requests the staff member works (officesOfRoles). */
  offices: readonly OrderOffice[];
}

export type ReviewOutcome =
  | { kind: 'reviewed'; documentId: number; studentId: number }
  | Refused<RefusalStatus, { studentId?: number }>;

const LOGGED = {
  accept: 'document-accepted',
  reject: 'document-rejected',
  waive: 'document-waived',
} as const;
const STATE = { accept: 'accepted', reject: 'rejected', waive: 'waived' } as const;

/**
 * Locks the request for an office change; a refusal names the student so the audit log files it under
 * them. Another office's request is not there for this staff member (404, as a request that is not).
 */
export async function lockedOrder(
  tx: Transaction,
  orderId: number,
  offices: readonly OrderOffice[],
): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.office, [...offices])))
    .for('update');
  if (!order) throw new RefusedInTransaction('404', say('orders.office.notFound'));
  return order;
}

/** Bumps the request's version: a review changes what a move decides on, so a stale page must reload. */
export async function touchOrder(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.id, orderId));
}

async function requirementOf(tx: Transaction, order: OrderRow, code: string): Promise<OrderTypeDocument> {
  const [type] = await tx
    .select({ documents: orderTypes.documents })
    .from(orderTypes)
    .where(eq(orderTypes.id, order.orderTypeId));
  const requirement = type?.documents.find((one) => one.Code === code);
  if (!requirement) throw new RefusedInTransaction('422', say('orders.office.unknownRequirement', { code }));
  return requirement;
}

async function reviewedRow(
  tx: Transaction,
  asked: ReviewAsked,
  order: OrderRow,
  note: string | null,
  now: Date,
) {
  const review = {
    state: STATE[asked.decision],
    reviewNote: note,
    reviewedByStaffId: asked.staffId,
    reviewedAt: now,
  };
  if (asked.decision === 'waive') {
    if (asked.documentId !== undefined)
      throw new RefusedInTransaction('422', say('orders.office.waiveHasNoFile'));
    const [waived] = await tx
      .insert(orderDocuments)
      .values({
        orderId: order.id,
        studentId: order.studentId,
        requirementCode: asked.requirementCode,
        ...review,
      })
      .returning();
    return waived;
  }
  if (asked.documentId === undefined)
    throw new RefusedInTransaction('422', say('orders.office.documentNeeded'));
  const [document] = await tx.select().from(orderDocuments).where(eq(orderDocuments.id, asked.documentId));
  if (
    document?.orderId !== order.id ||
    document.requirementCode !== asked.requirementCode ||
    document.fileKey === null
  )
    throw new RefusedInTransaction('404', say('orders.office.documentNotFound'));
  const [reviewed] = await tx
    .update(orderDocuments)
    .set(review)
    .where(eq(orderDocuments.id, document.id))
    .returning();
  return reviewed;
}

/**
 * ReviewDocument: accept, reject (with the reason the student will read when the request is returned) or
 * waive a requirement nothing was uploaded for, while the request is in review. One transaction: the
 * document, the log entry and the request's version; any refusal writes nothing.
 */
export async function reviewDocument(db: Database, asked: ReviewAsked, now: Date): Promise<ReviewOutcome> {
  const note = asked.note?.trim() ? asked.note.trim() : null;
  let studentId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, asked.orderId, asked.offices);
      studentId = order.studentId;
      if (order.state !== 'in-review')
        throw new RefusedInTransaction(
          '409',
          say('orders.office.reviewNotNow', { state: say(`orders.state.${order.state}`) }),
        );
      if (order.version !== asked.version)
        throw new RefusedInTransaction('409', say('orders.changedMeanwhile'));
      if (asked.decision !== 'accept' && note === null)
        throw new RefusedInTransaction('422', say('orders.office.reviewNoteNeeded'));
      await requirementOf(tx, order, asked.requirementCode);
      const reviewed: OrderDocumentRow | undefined = await reviewedRow(tx, asked, order, note, now);
      if (!reviewed) throw new Error('The reviewed document was not returned');
      await tx.insert(orderActions).values({
        orderId: order.id,
        at: now,
        action: LOGGED[asked.decision],
        actor: 'office',
        staffId: asked.staffId,
        comment: note === null ? asked.requirementCode : `${asked.requirementCode}: ${note}`,
      });
      await touchOrder(tx, order.id, now);
      return { kind: 'reviewed' as const, documentId: reviewed.id, studentId: order.studentId };
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), studentId };
    throw error;
  }
}
