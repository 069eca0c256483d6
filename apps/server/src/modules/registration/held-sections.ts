import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { sections } from '../academic/schema.js';
import { registrations } from './schema.js';

/** The sections the student holds this term (served by registrations_student_term_idx). */
export async function heldSections(db: Database | Transaction, studentId: number, termId: number) {
  return db
    .select({ sectionId: registrations.sectionId, courseId: sections.courseId, kind: sections.kind })
    .from(registrations)
    .innerJoin(sections, eq(sections.id, registrations.sectionId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.termId, termId),
        eq(registrations.status, 'registered'),
      ),
    );
}
