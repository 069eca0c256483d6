import type {
  acceptedExcuse,
  getStudentOrdersQuery,
  OrderDetail,
  OrderLogEntry,
  OrderType,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Language } from '../../platform/i18n/language.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { students } from '../student/schema.js';
import { typeRuleRefusal, notEligibleReason } from './eligibility.js';
import { feeOf, settleIfPaid } from './fee-settling.js';
import { orderNumber } from './order-number.js';
import { detailOf, studentLogEntryOf, summaryOf } from './order-views.js';
import {
  acceptedExcuses,
  actionsOfOrder,
  activeOrderTypes,
  documentsOfOrder,
  orderOfStudent,
  studentOrderSummary,
  studentOrdersPage,
} from './queries.js';

/** GetOrderTypes: every type on offer, with whether this student may file it now and, if not, why. */
export async function orderTypesFor(
  db: Database,
  studentId: number,
  now: Date,
  timeZone: string,
  language: Language,
): Promise<OrderType[]> {
  const [student] = await db
    .select({ id: students.id, level: students.level, standing: students.standing })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) return [];
  const types = await activeOrderTypes(db);
  return Promise.all(
    types.map(async (type) => {
      const reason =
        typeRuleRefusal(type, student, now, timeZone) ??
        (await notEligibleReason(db, type, student, now, timeZone));
      return {
        OrderTypeId: type.id,
        Code: type.code,
        NameEn: type.nameEn,
        NameAr: type.nameAr,
        DescriptionEn: type.descriptionEn,
        DescriptionAr: type.descriptionAr,
        Purpose: type.purpose,
        Office: type.office,
        FeePiastres: type.feePiastres,
        Currency: 'EGP' as const,
        ServiceDays: type.serviceDays,
        Eligible: reason === null,
        NotEligibleReason: reason === null ? null : inLanguage(reason, language),
      };
    }),
  );
}

/** GetStudentOrders: a page of the student's requests, newest first. */
export async function studentOrders(
  db: Database,
  studentId: number,
  query: z.output<typeof getStudentOrdersQuery>,
) {
  const { rows, total } = await studentOrdersPage(db, studentId, {
    ...(query.State ? { state: query.State } : {}),
    ...(query.Office ? { office: query.Office } : {}),
    page: query.Page,
    pageSize: query.PageSize,
  });
  return { Items: rows.map(summaryOf), Total: total, Page: query.Page, PageSize: query.PageSize };
}

/** One of the student's requests in full (a paid fee moves it on first); undefined when not theirs. */
export async function studentOrder(
  db: Database,
  events: EventBus | undefined,
  studentId: number,
  orderId: number,
  now: Date,
): Promise<OrderDetail | undefined> {
  const order = await orderOfStudent(db, studentId, orderId);
  if (!order) return undefined;
  await settleIfPaid(db, events, order, now);
  const [row, documents] = await Promise.all([
    studentOrderSummary(db, studentId, orderId),
    documentsOfOrder(db, studentId, orderId),
  ]);
  if (!row) return undefined;
  return detailOf(row, documents, await feeOf(db, row.order));
}

/** GetActionLogList: the request's history, the office unnamed; undefined when not theirs. */
export async function studentActionLog(
  db: Database,
  studentId: number,
  orderId: number,
): Promise<OrderLogEntry[] | undefined> {
  const order = await orderOfStudent(db, studentId, orderId);
  if (!order) return undefined;
  return (await actionsOfOrder(db, order.id)).map(studentLogEntryOf);
}

/** GetAcceptanceExcuse: the student's accepted excuses, with the dates and course they cover. */
export async function acceptanceExcuses(
  db: Database,
  studentId: number,
): Promise<z.infer<typeof acceptedExcuse>[]> {
  const rows = await acceptedExcuses(db, studentId);
  return rows.map((row) => {
    const answers = row.order.answers;
    const text = (key: string) => {
      const value = answers[key];
      return typeof value === 'string' ? value : '';
    };
    return {
      OrderId: row.order.id,
      Number: orderNumber(row.order),
      CourseCode: row.courseCode,
      CourseNameEn: row.courseNameEn,
      CourseNameAr: row.courseNameAr,
      FromDate: text('from-date'),
      ToDate: text('to-date'),
      AcceptedAt: (row.order.decidedAt ?? row.order.updatedAt).toISOString(),
    };
  });
}
