import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { isCurrentTerm } from '../academic/current-term.js';
import { sections, terms } from '../academic/schema.js';
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

/**
 * The sections the student holds in the current term, with that term, in one statement that needs no term
 * read before it (the student's lock sends it right behind the lock).
 */
export async function heldSectionsThisTerm(db: Database | Transaction, studentId: number) {
  return prepared(db, 'registration.held-sections-this-term', (db, name) =>
    db
      .select({ sectionId: registrations.sectionId, termId: registrations.termId })
      .from(registrations)
      .where(
        and(
          eq(registrations.studentId, sql.placeholder('studentId')),
          eq(registrations.termId, sql`(select ${terms.id} from ${terms} where ${isCurrentTerm()})`),
          fixedValue(eq(registrations.status, 'registered')),
        ),
      )
      .prepare(name),
  ).execute({ studentId });
}
