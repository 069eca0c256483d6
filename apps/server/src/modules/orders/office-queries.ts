import type { OrderOffice, OrderState } from '@portal/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';
import { WITH_OFFICE } from './order-states.js';
import { orderActions, orderDocuments, orders, orderTypes } from './schema.js';

/*
 * The office's reads: every request of an office, whichever student filed it. Staff routes only
 * (ORDER_DESKS), each read scoped to the caller's offices: the student's own reads live in queries.ts.
 */

export interface QueueFilters {
  office: OrderOffice;
  state?: OrderState;
  search?: string;
  /** Only those past their target or due within `dueSoonBy`. */
  dueBy?: Date;
}

/** A request number as written (`SR-2026-000123`) or its digits alone, read as the request's id. */
export function orderIdOfNumber(search: string): number | null {
  const match = /^(?:SR-\d{4}-)?0*(\d{1,9})$/i.exec(search.trim());
  return match?.[1] ? Number(match[1]) : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function queueWhere(filters: QueueFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(orders.office, filters.office),
    filters.state ? eq(orders.state, filters.state) : inArray(orders.state, [...WITH_OFFICE]),
  ];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const id = orderIdOfNumber(filters.search);
    conditions.push(
      or(
        ilike(students.code, pattern),
        ilike(students.nameEn, pattern),
        ilike(students.nameAr, pattern),
        id === null ? undefined : eq(orders.id, id),
      ),
    );
  }
  if (filters.dueBy) {
    // Only requests still with the office have a running clock; a returned one is with the student.
    conditions.push(isNotNull(orders.dueAt), lte(orders.dueAt, filters.dueBy));
    conditions.push(inArray(orders.state, [...WITH_OFFICE]));
  }
  return and(...conditions);
}

const rowColumns = {
  order: orders,
  typeNameEn: orderTypes.nameEn,
  typeNameAr: orderTypes.nameAr,
  purpose: orderTypes.purpose,
  studentCode: students.code,
  studentNameEn: students.nameEn,
  studentNameAr: students.nameAr,
  studentLevel: students.level,
  courseCode: courses.code,
  courseNameEn: courses.titleEn,
  courseNameAr: courses.titleAr,
};

/** The joins every office read of a request makes: its type, its student, the course it is about. */
function officeRows(db: Database) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(orderTypes, eq(orderTypes.id, orders.orderTypeId))
    .innerJoin(students, eq(students.id, orders.studentId))
    .leftJoin(registrations, eq(registrations.id, orders.registrationId))
    .leftJoin(sections, eq(sections.id, registrations.sectionId))
    .leftJoin(courses, eq(courses.id, sections.courseId));
}
export type OfficeOrderRow = Awaited<ReturnType<ReturnType<typeof officeRows>['execute']>>[number];

/** GetQueue: oldest due first (those without a due date last), then first filed. */
export async function queuePage(db: Database, filters: QueueFilters, offset: number, limit: number) {
  const where = queueWhere(filters);
  const items = await officeRows(db)
    .where(where)
    .orderBy(sql`${orders.dueAt} asc nulls last`, asc(orders.submittedAt), asc(orders.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(students, eq(students.id, orders.studentId))
    .where(where);
  return { items, total: total?.total ?? 0 };
}

/** One request, if it is of one of the staff member's offices. */
export async function officeOrderRow(
  db: Database,
  orderId: number,
  offices: readonly OrderOffice[],
): Promise<OfficeOrderRow | undefined> {
  const [row] = await officeRows(db).where(and(eq(orders.id, orderId), inArray(orders.office, [...offices])));
  return row;
}

export async function orderTypeRow(db: Database, orderTypeId: number) {
  const [row] = await db.select().from(orderTypes).where(eq(orderTypes.id, orderTypeId));
  return row;
}

export async function documentsOfOrder(db: Database, orderId: number) {
  return db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.requirementCode), asc(orderDocuments.uploadedAt), asc(orderDocuments.id));
}

/** The log with the staff member's name (staff read it; the student's log leaves names out). */
export async function officeLogOf(db: Database, orderId: number) {
  return db
    .select({ entry: orderActions, staffNameEn: staffMembers.nameEn })
    .from(orderActions)
    .leftJoin(staffMembers, eq(staffMembers.id, orderActions.staffId))
    .where(eq(orderActions.orderId, orderId))
    .orderBy(asc(orderActions.at), asc(orderActions.id));
}

/** One uploaded file of any request of the staff member's offices. */
export async function officeDocument(db: Database, documentId: number, offices: readonly OrderOffice[]) {
  const [row] = await db
    .select({ document: orderDocuments })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.id, documentId), inArray(orders.office, [...offices])));
  return row?.document;
}
