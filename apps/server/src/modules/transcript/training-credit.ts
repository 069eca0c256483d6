import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { courses, sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';

/** The course a passed summer training is recorded as (modules/sstp). */
export const TRAINING_COURSE = {
  code: 'TRN 300',
  titleEn: 'Summer Training',
  titleAr: 'التدريب الصيفي',
  sectionNo: 'TRN',
} as const;

export type TrainingCreditOutcome =
  | { kind: 'recorded'; registrationId: number; courseId: number }
  /** TRN 300 is on the catalogue with other credits than the training program's. */
  | { kind: 'credits-differ'; courseCredits: number };

/**
 * A passed summer training on the transcript: a completed registration of TRN 300 in the training's term, graded
 * P (earned credits, never in a GPA), in the caller's transaction. The course and its term's section are made on
 * first use; the section has no seats, so no one registers for it by advising. Recording the same pass again
 * changes nothing.
 */
export async function recordTrainingPass(
  tx: Database,
  pass: { studentId: number; termId: number; credits: number; facultyId: number; now: Date },
): Promise<TrainingCreditOutcome> {
  await tx
    .insert(courses)
    .values({
      code: TRAINING_COURSE.code,
      titleEn: TRAINING_COURSE.titleEn,
      titleAr: TRAINING_COURSE.titleAr,
      credits: pass.credits,
      facultyId: pass.facultyId,
    })
    .onConflictDoNothing();
  const [course] = await tx.select().from(courses).where(eq(courses.code, TRAINING_COURSE.code));
  if (!course) throw new Error(`${TRAINING_COURSE.code} vanished after its insert`);
  if (course.credits !== pass.credits) return { kind: 'credits-differ', courseCredits: course.credits };
  await tx
    .insert(sections)
    .values({ termId: pass.termId, courseId: course.id, sectionNo: TRAINING_COURSE.sectionNo, capacity: 0 })
    .onConflictDoNothing();
  const [section] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(
        eq(sections.termId, pass.termId),
        eq(sections.courseId, course.id),
        eq(sections.sectionNo, TRAINING_COURSE.sectionNo),
      ),
    );
  if (!section) throw new Error(`The ${TRAINING_COURSE.code} section vanished after its insert`);
  await tx
    .insert(registrations)
    .values({
      studentId: pass.studentId,
      sectionId: section.id,
      termId: pass.termId,
      status: 'completed',
      grade: 'P',
      createdAt: pass.now,
      updatedAt: pass.now,
    })
    .onConflictDoNothing();
  const [registration] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.studentId, pass.studentId), eq(registrations.sectionId, section.id)));
  if (!registration) throw new Error('The training registration vanished after its insert');
  return { kind: 'recorded', registrationId: registration.id, courseId: course.id };
}
