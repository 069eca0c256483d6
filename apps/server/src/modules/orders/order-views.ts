import type {
  OrderDetail,
  OrderDocument,
  OrderFee,
  OrderLogEntry,
  OrderState,
  OrderSummary,
} from '@portal/contract';
import type { ORDER_NEXT_STEPS } from '@portal/contract';
import { orderNumber } from './order-number.js';
import { studentMovesFrom } from './order-states.js';
import type { OrderSummaryRow } from './queries.js';
import type { OrderActionRow, OrderDocumentRow, OrderRow } from './schema.js';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** One row of "My requests". */
export function summaryOf(row: OrderSummaryRow): OrderSummary {
  const { order } = row;
  return {
    OrderId: order.id,
    Number: orderNumber(order),
    OrderTypeId: order.orderTypeId,
    TypeNameEn: row.typeNameEn,
    TypeNameAr: row.typeNameAr,
    Purpose: row.purpose,
    Office: order.office,
    State: order.state,
    CourseCode: row.courseCode,
    CourseNameEn: row.courseNameEn,
    CourseNameAr: row.courseNameAr,
    SubmittedAt: iso(order.submittedAt),
    DueAt: iso(order.dueAt),
    UpdatedAt: order.updatedAt.toISOString(),
    Version: order.version,
  };
}

export function documentOf(row: OrderDocumentRow): OrderDocument {
  return {
    DocumentId: row.id,
    RequirementCode: row.requirementCode,
    FileName: row.originalName,
    Kind: row.kind,
    Bytes: row.bytes,
    State: row.state,
    ReviewNote: row.reviewNote,
    UploadedAt: row.uploadedAt.toISOString(),
  };
}

type NextStep = (typeof ORDER_NEXT_STEPS)[number];

/** What the student must do next: finish the draft, pay, correct, download; null while the office acts. */
/** The document the portal issued for the request, if any, and when the office withdrew it. */
export function issuedOf(order: Pick<OrderRow, 'issuedAt' | 'revokedAt'>): OrderDetail['Issued'] {
  if (order.issuedAt === null) return null;
  return { At: order.issuedAt.toISOString(), RevokedAt: order.revokedAt?.toISOString() ?? null };
}

export function nextStepOf(order: Pick<OrderRow, 'state' | 'resultFileKey' | 'revokedAt'>): NextStep | null {
  const byState: Partial<Record<OrderState, NextStep>> = {
    draft: 'complete-and-submit',
    'payment-pending': 'pay',
    returned: 'correct-and-resubmit',
  };
  const step = byState[order.state];
  if (step) return step;
  return order.resultFileKey !== null &&
    order.revokedAt === null &&
    (order.state === 'fulfilled' || order.state === 'closed')
    ? 'download-result'
    : null;
}

/** The request in full, as its student sees it. */
export function detailOf(
  row: OrderSummaryRow,
  documents: OrderDocumentRow[],
  fee: OrderFee | null,
): OrderDetail {
  const { order } = row;
  return {
    ...summaryOf(row),
    Answers: order.answers,
    Documents: documents.map(documentOf),
    Fee: fee,
    OfficeNote: order.officeNote,
    HasResult: order.resultFileKey !== null,
    Issued: issuedOf(order),
    NextStep: nextStepOf(order),
    StudentActions: studentMovesFrom(order.state),
  };
}

/** A log entry as the student reads it: the office acts as the office, never a named staff member. */
export function studentLogEntryOf(row: OrderActionRow): OrderLogEntry {
  return {
    At: row.at.toISOString(),
    Action: row.action,
    Actor: row.actor,
    ActorName: null,
    FromState: row.fromState,
    ToState: row.toState,
    Comment: row.comment,
  };
}
