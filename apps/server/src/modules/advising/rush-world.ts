import type { Database } from '../../platform/db/client.js';
import { buildCourse, buildProgram, buildSection, buildTerm, buildTermWindow } from '../../test/factories.js';
import { students } from '../student/schema.js';
import { studentContactDetails } from './schema.js';

/**
 * A rush: a current term with advising open, one section of `seats` seats, and `count` students of one
 * program with their contact data confirmed, so only the seats decide who gets in.
 */
export async function rushWorld(db: Database, count: number, seats: number) {
  const term = await buildTerm(db, { isCurrent: true });
  await buildTermWindow(db, { termId: term.id, kind: 'advising' });
  const course = await buildCourse(db, { code: 'RSH 101' });
  const section = await buildSection(db, {
    termId: term.id,
    courseId: course.id,
    sectionNo: '1',
    capacity: seats,
  });
  const program = await buildProgram(db);
  const created = await db
    .insert(students)
    .values(
      Array.from({ length: count }, (_, index) => ({
        code: `RUSH-${String(index)}`,
        email: `rush.${String(index)}@test.edu.eg`,
        nameEn: `Rush ${String(index)}`,
        nameAr: `طالب ${String(index)}`,
        level: 2,
        facultyId: program.facultyId,
        programId: program.id,
        admittedTermId: term.id,
      })),
    )
    .returning({ id: students.id, email: students.email });
  await db.insert(studentContactDetails).values(
    created.map((student) => ({
      studentId: student.id,
      termId: term.id,
      phone: '+20 100 000 0000',
      address: '1 Nile Street, Mansoura',
      emergencyContactName: 'A Parent',
      emergencyContactPhone: '+20 100 000 0001',
      emergencyContactRelation: 'Parent',
    })),
  );
  return { term, section, students: created };
}
