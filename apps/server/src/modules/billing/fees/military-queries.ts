import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { isCurrentTerm } from '../../academic/current-term.js';
import { terms } from '../../academic/schema.js';
import { students } from '../../student/schema.js';
import { militaryCourses, militaryRecords } from './military-schema.js';

/** What decides whether the student must take military education, and any office record of theirs. */
export async function militaryStanding(db: Database, studentId: number) {
  const [row] = await db
    .select({
      gender: students.gender,
      nationality: students.nationality,
      outcome: militaryRecords.outcome,
    })
    .from(students)
    .leftJoin(militaryRecords, eq(militaryRecords.studentId, students.id))
    .where(eq(students.id, studentId));
  return row;
}

/** The military-education course of the current term, with the term's names; none between terms. */
export async function currentMilitaryCourse(db: Database) {
  const [row] = await db
    .select({
      termId: terms.id,
      nameEn: terms.nameEn,
      nameAr: terms.nameAr,
      feePiastres: militaryCourses.feePiastres,
      dueOn: militaryCourses.dueOn,
    })
    .from(militaryCourses)
    .innerJoin(terms, eq(terms.id, militaryCourses.termId))
    .where(isCurrentTerm());
  return row;
}
