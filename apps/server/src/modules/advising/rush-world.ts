import type { Database } from '../../platform/db/client.js';
import { buildRushStudents } from '../../test/advising-factories.js';
import { buildCourse, buildSection, buildTerm, buildTermWindow } from '../../test/factories.js';

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
  return { term, section, students: await buildRushStudents(db, term.id, count) };
}
