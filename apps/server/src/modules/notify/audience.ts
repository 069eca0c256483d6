import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageAudience } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs, sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { students } from '../student/schema.js';
import { say, type Said } from '../../platform/i18n/said.js';

/**
 * Group messages go to the students still studying: active, and suspended ones (they keep their account
 * and must hear about fees or registration). Graduated and withdrawn students only get personal ones.
 */
const ENROLLED = inArray(students.status, ['active', 'suspended']);
const enrolledAnd = (condition: SQL): SQL => sql`${condition} and ${ENROLLED}`;

/** The audience as stored on the message plus a condition on `students`, or the field naming nobody. */
export type ResolvedAudience =
  | { kind: 'resolved'; ref: number | null; recipients: SQL }
  | { kind: 'unknown'; field: string; message: Said };

async function rowExists(db: Database, table: PgTable, column: PgColumn, value: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(eq(column, value))
    .limit(1);
  return rows.length > 0;
}

export async function resolveAudience(db: Database, audience: MessageAudience): Promise<ResolvedAudience> {
  switch (audience.Kind) {
    case 'everyone':
      return { kind: 'resolved', ref: null, recipients: ENROLLED };
    case 'level':
      return {
        kind: 'resolved',
        ref: audience.Level,
        recipients: enrolledAnd(eq(students.level, audience.Level)),
      };
    case 'student': {
      const [student] = await db
        .select({ id: students.id })
        .from(students)
        .where(eq(students.code, audience.StudentCode));
      if (!student) {
        const message = say('notify.noStudentCode', { code: audience.StudentCode });
        return { kind: 'unknown', field: 'body.Audience.StudentCode', message };
      }
      return { kind: 'resolved', ref: student.id, recipients: eq(students.id, student.id) };
    }
    case 'faculty':
      if (!(await rowExists(db, faculties, faculties.id, audience.FacultyId))) {
        return { kind: 'unknown', field: 'body.Audience.FacultyId', message: say('notify.noFaculty') };
      }
      return {
        kind: 'resolved',
        ref: audience.FacultyId,
        recipients: enrolledAnd(eq(students.facultyId, audience.FacultyId)),
      };
    case 'program':
      if (!(await rowExists(db, programs, programs.id, audience.ProgramId))) {
        return { kind: 'unknown', field: 'body.Audience.ProgramId', message: say('notify.noProgram') };
      }
      return {
        kind: 'resolved',
        ref: audience.ProgramId,
        recipients: enrolledAnd(eq(students.programId, audience.ProgramId)),
      };
    case 'section': {
      if (!(await rowExists(db, sections, sections.id, audience.SectionId))) {
        return { kind: 'unknown', field: 'body.Audience.SectionId', message: say('notify.noSection') };
      }
      // The students holding a seat in it now, whatever their status: they are in the room.
      const seatHolders = db
        .select({ one: sql`1` })
        .from(registrations)
        .where(
          and(
            eq(registrations.studentId, students.id),
            eq(registrations.sectionId, audience.SectionId),
            eq(registrations.status, 'registered'),
          ),
        );
      return { kind: 'resolved', ref: audience.SectionId, recipients: exists(seatHolders) };
    }
  }
}
