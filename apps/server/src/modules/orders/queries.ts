import type { OrderOffice, OrderState } from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { FINISHED } from './order-states.js';
import {
  orderActions,
  orderDocuments,
  orders,
  orderTypes,
  type NewOrderDocumentRow,
  type NewOrderRow,
  type OrderRow,
} from './schema.js';

/*
 * The student's side of the requests, SQL only. Every query naming a request or a file takes the student
 * and puts them in the `where`: another student's id finds nothing.
 */

export async function orderTypeById(db: Database, orderTypeId: number) {
  const [row] = await db.select().from(orderTypes).where(eq(orderTypes.id, orderTypeId));
  return row;
}

/** GetOrderTypes: the types on offer, in the order the office named them. */
export function activeOrderTypes(db: Database) {
  return db.select().from(orderTypes).where(eq(orderTypes.active, true)).orderBy(asc(orderTypes.id));
}

export async function orderOfStudent(db: Database, studentId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.studentId, studentId)));
  return row;
}

/** The request a client's key made (orders_idempotency_idx). */
export async function orderByKey(db: Database, studentId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.studentId, studentId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/** The student's requests of a type not yet over (one open at a time), optionally about one registration. */
export function openOrdersOfType(
  db: Database,
  studentId: number,
  orderTypeId: number,
  registrationId?: number,
) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.studentId, studentId),
        eq(orders.orderTypeId, orderTypeId),
        sql`${orders.state} not in ${[...FINISHED]}`,
        registrationId === undefined ? undefined : eq(orders.registrationId, registrationId),
      ),
    );
}

const summaryColumns = {
  order: orders,
  typeNameEn: orderTypes.nameEn,
  typeNameAr: orderTypes.nameAr,
  purpose: orderTypes.purpose,
  courseCode: courses.code,
  courseNameEn: courses.titleEn,
  courseNameAr: courses.titleAr,
};

/** A request with its type's names and the course it is about, scoped to the student. */
function summaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(orderTypes, eq(orderTypes.id, orders.orderTypeId))
    .leftJoin(
      registrations,
      and(eq(registrations.id, orders.registrationId), eq(registrations.studentId, orders.studentId)),
    )
    .leftJoin(sections, eq(sections.id, registrations.sectionId))
    .leftJoin(courses, eq(courses.id, sections.courseId));
}
export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** GetStudentOrders: one page of the student's requests, newest first (orders_student_idx). */
export async function studentOrdersPage(
  db: Database,
  studentId: number,
  filter: { state?: OrderState; office?: OrderOffice; page: number; pageSize: number },
) {
  const where = and(
    eq(orders.studentId, studentId),
    filter.state ? eq(orders.state, filter.state) : undefined,
    filter.office ? eq(orders.office, filter.office) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function studentOrderSummary(db: Database, studentId: number, orderId: number) {
  const [row] = await summaries(db).where(and(eq(orders.id, orderId), eq(orders.studentId, studentId)));
  return row;
}

/** A request's files in upload order (order_documents_order_idx). */
export function documentsOfOrder(db: Database, studentId: number, orderId: number) {
  return db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.studentId, studentId)))
    .orderBy(asc(orderDocuments.uploadedAt), asc(orderDocuments.id));
}

export async function documentOfStudent(db: Database, studentId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.studentId, studentId)));
  return row;
}

/** GetActionLogList: the request's log in order (order_actions_order_idx); the caller scoped the request. */
export function actionsOfOrder(db: Database, orderId: number) {
  return db
    .select()
    .from(orderActions)
    .where(eq(orderActions.orderId, orderId))
    .orderBy(asc(orderActions.at), asc(orderActions.id));
}

export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow> {
  const [saved] = await db.insert(orders).values(row).returning();
  if (!saved) throw new Error('The insert returned no row');
  await db.insert(orderActions).values({
    orderId: saved.id,
    at: saved.createdAt,
    action: 'created',
    actor: 'student',
    toState: 'draft',
  });
  return saved;
}

/** A draft's answers changed: bumps its version like every change. */
export async function updateDraft(
  db: Database,
  orderId: number,
  change: Pick<OrderRow, 'answers' | 'registrationId'>,
  now: Date,
) {
  await db
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'draft')));
}

/**
 * Files stored for a requirement, and each upload in the log. The request's version stays: it guards the
 * moves and answers the student saw, and submitting reads the files afresh under the student's lock.
 */
export async function insertDocuments(db: Database, orderId: number, rows: NewOrderDocumentRow[], now: Date) {
  const saved = await db.insert(orderDocuments).values(rows).returning();
  await db.insert(orderActions).values(
    saved.map((document) => ({
      orderId,
      at: now,
      action: 'document-uploaded' as const,
      actor: 'student' as const,
      comment: document.originalName,
    })),
  );
  return saved;
}

/** GetStudentData: the student's requests not yet over, and those waiting on the student. */
export async function orderCounts(db: Database, studentId: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${orders.state} not in ${[...FINISHED]})`.mapWith(Number),
      awaiting:
        sql<number>`count(*) filter (where ${orders.state} in ('draft', 'payment-pending', 'returned'))`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.studentId, studentId));
  return { open: row?.open ?? 0, awaiting: row?.awaiting ?? 0 };
}

/** Requests waiting for a fee (the periodic settling pass), oldest first. */
export function feesAwaited(db: Database, limit: number) {
  return db
    .select({
      id: orders.id,
      studentId: orders.studentId,
      orderTypeId: orders.orderTypeId,
      chargeId: orders.chargeId,
    })
    .from(orders)
    .where(and(eq(orders.state, 'payment-pending'), sql`${orders.chargeId} is not null`))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

/** GetAcceptanceExcuse: the student's approved (or later) excuse requests, newest decision first. */
export function acceptedExcuses(db: Database, studentId: number) {
  return summaries(db)
    .where(
      and(
        eq(orders.studentId, studentId),
        eq(orderTypes.purpose, 'excuse'),
        inArray(orders.state, ['approved', 'fulfilled', 'closed']),
        isNull(orders.revokedAt),
        // A closed request may have been rejected first: only an approval in its log makes it accepted.
        sql`exists (select 1 from ${orderActions} where ${orderActions.orderId} = ${orders.id} and ${orderActions.action} = 'approve')`,
      ),
    )
    .orderBy(desc(orders.decidedAt), desc(orders.id));
}
