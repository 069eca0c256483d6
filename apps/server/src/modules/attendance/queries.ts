import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { absences, classSessions } from './schema.js';
import { inCurrentTerm } from '../academic/current-term.js';

/**
 * Per course the student holds a seat in this term (lecture and lab or tutorial together): sessions
 * scheduled (not cancelled) and held, and the student's absences from held sessions, unexcused and
 * excused. One statement: the student's registrations (registrations_student_term_idx), each section's
 * sessions (class_sessions_section_idx) and the student's absence from each (the absences primary key,
 * student first), so the cost follows one student's timetable, not the size of the university.
 */
export function courseAttendanceOf(db: Database, studentId: number) {
  const held = sql`${classSessions.status} = 'held'`;
  return db
    .select({
      courseId: courses.id,
      code: courses.code,
      titleEn: courses.titleEn,
      titleAr: courses.titleAr,
      scheduled: sql<number>`count(${classSessions.id}) filter (where ${classSessions.status} <> 'cancelled')::int`,
      held: sql<number>`count(${classSessions.id}) filter (where ${held})::int`,
      absences: sql<number>`count(${absences.sessionId}) filter (where ${held} and not ${absences.excused})::int`,
      excused: sql<number>`count(${absences.sessionId}) filter (where ${held} and ${absences.excused})::int`,
    })
    .from(registrations)
    .innerJoin(terms, inCurrentTerm(registrations.termId))
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoin(classSessions, eq(classSessions.sectionId, registrations.sectionId))
    .leftJoin(
      absences,
      and(eq(absences.sessionId, classSessions.id), eq(absences.studentId, registrations.studentId)),
    )
    .where(and(eq(registrations.studentId, studentId), eq(registrations.status, 'registered')))
    .groupBy(courses.id)
    .orderBy(asc(courses.code));
}
