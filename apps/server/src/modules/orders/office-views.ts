import type { OfficeOrder, OfficeOrderAction, OfficeQueueRow, OrderOffice } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import {
  documentsOfOrder,
  officeLogOf,
  officeOrderRow,
  orderTypeRow,
  type OfficeOrderRow,
} from './office-queries.js';
import { feeOf } from './fee-settling.js';
import { fieldsNamingMajors } from './major-choices.js';
import { documentOf, issuedOf, nextStepOf, summaryOf } from './order-views.js';
import { officeMovesFrom, studentMovesFrom, WITH_OFFICE } from './order-states.js';
import type { OrderRow, OrderTypeRow } from './schema.js';
import { serviceLevelAt } from './service-clock.js';

/**
 * Purposes whose fulfilment does nothing by itself (a decision staff take on paper): `fulfil` needs the
 * result attached first, so the student never gets "done" with nothing to download. Letters and
 * transcripts are issued by fulfilment itself; the academic purposes record the decision.
 */
export const NEEDS_ATTACHED_RESULT: readonly OrderTypeRow['purpose'][] = ['none'];

/** The office's moves now, less `fulfil` while a result it needs is missing. */
export function officeActionsOf(
  order: Pick<OrderRow, 'state' | 'resultFileKey'>,
  purpose: OrderTypeRow['purpose'],
): OfficeOrderAction[] {
  const resultMissing = NEEDS_ATTACHED_RESULT.includes(purpose) && order.resultFileKey === null;
  return officeMovesFrom(order.state).filter((move) => move !== 'fulfil' || !resultMissing);
}

const serviceLevelOf = (order: Pick<OrderRow, 'state' | 'dueAt'>, now: Date) =>
  WITH_OFFICE.includes(order.state) ? serviceLevelAt(order.dueAt, now) : null;

export function queueRowOf(row: OfficeOrderRow, now: Date): OfficeQueueRow {
  const { order } = row;
  return {
    ...summaryOf(row),
    StudentCode: row.studentCode,
    StudentNameEn: row.studentNameEn,
    StudentNameAr: row.studentNameAr,
    ServiceLevel: serviceLevelOf(order, now),
  };
}

/** GetOrder and the answer of every office write: the request as it now stands, with its log. */
export async function officeOrderView(
  db: Database,
  orderId: number,
  now: Date,
  offices: readonly OrderOffice[],
): Promise<OfficeOrder | null> {
  const row = await officeOrderRow(db, orderId, offices);
  if (!row) return null;
  const { order } = row;
  const [type, documents, log, fee] = await Promise.all([
    orderTypeRow(db, order.orderTypeId),
    documentsOfOrder(db, order.id),
    officeLogOf(db, order.id),
    feeOf(db, order),
  ]);
  if (!type) throw new Error(`Order ${String(order.id)} names no type`);
  return {
    ...queueRowOf(row, now),
    StudentLevel: row.studentLevel,
    Answers: order.answers,
    Documents: documents.map(documentOf),
    Fee: fee,
    OfficeNote: order.officeNote,
    HasResult: order.resultFileKey !== null,
    Issued: issuedOf(order),
    NextStep: nextStepOf(order),
    StudentActions: studentMovesFrom(order.state),
    Fields: await fieldsNamingMajors(db, type.fields, order.answers),
    Requirements: type.documents,
    Log: log.map(({ entry, staffNameEn }) => ({
      At: entry.at.toISOString(),
      Action: entry.action,
      Actor: entry.actor,
      ActorName: staffNameEn,
      FromState: entry.fromState,
      ToState: entry.toState,
      Comment: entry.comment,
    })),
    OfficeActions: officeActionsOf(order, type.purpose),
  };
}
