import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { orders, orderTypes } from './schema.js';

/** The result of one of the student's own requests (primary key, scoped to the student), or undefined. */
export async function resultOfStudent(db: Database, studentId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      state: orders.state,
      createdAt: orders.createdAt,
      key: orders.resultFileKey,
      mediaType: orders.resultMediaType,
      fileName: orders.resultFileName,
      revokedAt: orders.revokedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.studentId, studentId)));
  return row;
}

/**
 * The document a verification code is printed on (orders_verification_code_idx): only what the document
 * itself shows — its title, the name printed, when it was issued — and whether it was revoked.
 */
export async function documentByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      titleEn: orderTypes.nameEn,
      titleAr: orderTypes.nameAr,
      studentName: students.nameEn,
      issuedAt: orders.issuedAt,
      revokedAt: orders.revokedAt,
    })
    .from(orders)
    .innerJoin(orderTypes, eq(orderTypes.id, orders.orderTypeId))
    .innerJoin(students, eq(students.id, orders.studentId))
    .where(eq(orders.verificationCode, code));
  return row;
}

/** One of the student's own requests with its fee's charge (primary key, scoped to the student). */
export async function petitionOrderOf(db: Database, studentId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      studentId: orders.studentId,
      orderTypeId: orders.orderTypeId,
      state: orders.state,
      chargeId: orders.chargeId,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.studentId, studentId)));
  return row;
}
