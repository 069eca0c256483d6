import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { sections } from '../academic/schema.js';
import { registrations } from './schema.js';

/** The sections the student holds this term (served by registrations_student_term_idx). */
export async function heldSections(db: Database | Transaction, studentId: number, termId: number) {
  return prepared(db, 'registration.held-sections', (db, name) =>
    db
      .select({ sectionId: registrations.sectionId, courseId: sections.courseId, kind: sections.kind })
      .from(registrations)
      .innerJoin(sections, eq(sections.id, registrations.sectionId))
      .where(
        and(
          eq(registrations.studentId, sql.placeholder('studentId')),
          eq(registrations.termId, sql.placeholder('termId')),
          fixedValue(eq(registrations.status, 'registered')),
        ),
      )
      .prepare(name),
  ).execute({ studentId, termId });
}
