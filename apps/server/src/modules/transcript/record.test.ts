import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { DEFAULT_GRADE_SCALE } from '../registration/grade-scale.js';
import { academicRecordOf } from './record.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('academicRecordOf', () => {
  it("reads one student's lecture registrations only, in term order, with the repeat rule applied", async () => {
    const db = database.handle.db;
    const fall = await buildTerm(db, { startsOn: '2025-09-20', endsOn: '2026-01-31' });
    const spring = await buildTerm(db, { startsOn: '2026-02-14', endsOn: '2026-06-30' });
    const physics = await buildCourse(db, { credits: 3, hasLab: true });
    const writing = await buildCourse(db, { credits: 2 });
    const student = await buildStudent(db);
    const classmate = await buildStudent(db);

    const failedLecture = await buildSection(db, { termId: fall.id, courseId: physics.id });
    const failedLab = await buildSection(db, {
      termId: fall.id,
      courseId: physics.id,
      kind: 'lab',
      lectureSectionId: failedLecture.id,
    });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: failedLecture.id,
      status: 'completed',
      grade: 'F',
    });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: failedLab.id,
      status: 'completed',
      grade: 'F',
    });
    const repeat = await buildSection(db, { termId: spring.id, courseId: physics.id });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: repeat.id,
      status: 'completed',
      grade: 'B+',
    });
    const dropped = await buildSection(db, { termId: spring.id, courseId: writing.id });
    await buildRegistration(db, { studentId: student.id, sectionId: dropped.id, status: 'dropped' });
    // The classmate's A in the same section must not reach this student's record.
    await buildRegistration(db, {
      studentId: classmate.id,
      sectionId: repeat.id,
      status: 'completed',
      grade: 'A',
    });

    const record = await academicRecordOf(db, student.id, DEFAULT_GRADE_SCALE);

    expect(
      record.attempts.map((row) => [row.attempt.termId, row.attempt.courseId, row.attempt.grade, row.counts]),
    ).toEqual([
      [fall.id, physics.id, 'F', 'repeated'],
      [spring.id, physics.id, 'B+', 'counted'],
    ]);
    expect(record.terms.get(fall.id)?.gpa).toBe(0);
    expect(record.cumulative).toMatchObject({ attemptedCredits: 6, earnedCredits: 3, gpa: 3.3 });
    expect(record.passedCourseIds).toEqual(new Set([physics.id]));
  });
});
