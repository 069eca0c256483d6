import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { OrderPurpose } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { FINISHED } from './order-states.js';
import { orders, orderTypes } from './schema.js';

/**
 * The student's lecture registrations of one term with the course, section and term a course request
 * names (labs and tutorials follow their lecture). Dropped seats are left out; withdrawn ones stay so the
 * caller can tell "already withdrawn". registrations_student_term_idx; the rest by primary key.
 */
export function termLecturesOf(db: Database, studentId: number, termId: number) {
  return db
    .select({
      registrationId: registrations.id,
      status: registrations.status,
      grade: registrations.grade,
      courseId: courses.id,
      courseCode: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      credits: courses.credits,
      sectionNo: sections.sectionNo,
      termCode: terms.code,
    })
    .from(registrations)
    .innerJoin(sections, and(eq(sections.id, registrations.sectionId), eq(sections.kind, 'lecture')))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(terms, eq(terms.id, registrations.termId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.termId, termId),
        inArray(registrations.status, ['registered', 'completed', 'withdrawn']),
      ),
    )
    .orderBy(asc(courses.code));
}
export type TermLecture = Awaited<ReturnType<typeof termLecturesOf>>[number];

/**
 * The registrations the student already has an open request about, for one purpose (one open request per
 * course and purpose). orders_student_idx; the type by primary key.
 */
export async function openCourseRequestsOf(
  db: Database,
  studentId: number,
  purpose: OrderPurpose,
): Promise<Set<number>> {
  const rows = await db
    .select({ registrationId: orders.registrationId })
    .from(orders)
    .innerJoin(orderTypes, eq(orderTypes.id, orders.orderTypeId))
    .where(
      and(
        eq(orders.studentId, studentId),
        eq(orderTypes.purpose, purpose),
        isNotNull(orders.registrationId),
        notInArray(orders.state, [...FINISHED]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.registrationId === null ? [] : [row.registrationId])));
}

/** A term by id (for a request naming a past term), or undefined. */
export async function termById(db: Database, termId: number) {
  const [term] = await db
    .select({
      id: terms.id,
      code: terms.code,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      endsOn: terms.endsOn,
    })
    .from(terms)
    .where(eq(terms.id, termId));
  return term;
}
