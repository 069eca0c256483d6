import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import type { LetterGrade, RegistrationStatus } from '../registration/schema.js';
import { earnedCreditsOfEveryone } from './earned-credits.js';
import { DEFAULT_GRADE_SCALE, parseGradeScale, type GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from './record.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function earnedBySql(scale: GradeScale): Promise<Map<number, number>> {
  const rows = await database.handle.db
    .select({ studentId: sql<number>`earned.student_id`, earned: sql<number>`earned.earned` })
    .from(sql`(${earnedCreditsOfEveryone(scale)}) as earned`);
  return new Map(rows.map((row) => [row.studentId, row.earned]));
}

describe('earnedCreditsOfEveryone', () => {
  it('gives every student the earned credits of their academic record (repeats, W, I, F, P, labs, in progress)', async () => {
    const db = database.handle.db;
    const fall = await buildTerm(db, { startsOn: '2025-09-20', endsOn: '2026-01-31' });
    const spring = await buildTerm(db, { startsOn: '2026-02-14', endsOn: '2026-06-30' });
    const now = await buildTerm(db, { startsOn: '2026-09-20', endsOn: '2027-01-31' });
    const physics = await buildCourse(db, { credits: 4, hasLab: true });
    const writing = await buildCourse(db, { credits: 2 });
    const calculus = await buildCourse(db, { credits: 3 });
    const sectionOf = async (termId: number, courseId: number) =>
      (await buildSection(db, { termId, courseId })).id;
    const attempt = async (
      studentId: number,
      sectionId: number,
      grade: LetterGrade | null,
      status: RegistrationStatus = 'completed',
    ) => buildRegistration(db, { studentId, sectionId, grade, status });

    const repeater = await buildStudent(db);
    const fallPhysics = await sectionOf(fall.id, physics.id);
    const fallLab = await buildSection(db, {
      termId: fall.id,
      courseId: physics.id,
      kind: 'lab',
      lectureSectionId: fallPhysics,
    });
    await attempt(repeater.id, fallPhysics, 'F');
    await attempt(repeater.id, fallLab.id, 'F');
    await attempt(repeater.id, await sectionOf(spring.id, physics.id), 'B');
    await attempt(repeater.id, await sectionOf(fall.id, writing.id), 'W', 'withdrawn');
    await attempt(repeater.id, await sectionOf(spring.id, calculus.id), 'I');
    await attempt(repeater.id, await sectionOf(now.id, writing.id), null, 'registered');

    // Passed first, then failed the repeat: the latest graded attempt counts, so nothing is earned.
    const regressed = await buildStudent(db);
    await attempt(regressed.id, await sectionOf(fall.id, calculus.id), 'C');
    await attempt(regressed.id, await sectionOf(spring.id, calculus.id), 'F');
    await attempt(regressed.id, await sectionOf(spring.id, writing.id), 'D');

    const dropper = await buildStudent(db);
    await attempt(dropper.id, await sectionOf(spring.id, writing.id), 'A', 'dropped');

    const freshman = await buildStudent(db);
    await attempt(freshman.id, await sectionOf(now.id, physics.id), null, 'registered');

    // The summer training's P, twice (trained again): earned once, beside a graded course.
    const trainee = await buildStudent(db);
    const training = await buildCourse(db, { credits: 3 });
    await attempt(trainee.id, await sectionOf(fall.id, training.id), 'P');
    await attempt(trainee.id, await sectionOf(spring.id, training.id), 'P');
    await attempt(trainee.id, await sectionOf(spring.id, writing.id), 'C');

    for (const scale of [
      DEFAULT_GRADE_SCALE,
      parseGradeScale('A=4,A-=3.7,B+=3.3,B=3,B-=2.7,C+=2.3,C=2,C-=1.7,D+=1.3,D=1,F=0', 2),
    ]) {
      const bySql = await earnedBySql(scale);
      for (const student of [repeater, regressed, dropper, freshman, trainee]) {
        const record = await academicRecordOf(db, student.id, scale);
        expect(bySql.get(student.id) ?? 0, `student ${String(student.id)}`).toBe(
          record.cumulative.earnedCredits,
        );
      }
    }
    expect((await earnedBySql(DEFAULT_GRADE_SCALE)).get(repeater.id)).toBe(4);
    expect((await earnedBySql(DEFAULT_GRADE_SCALE)).get(regressed.id)).toBe(2);
    expect((await earnedBySql(DEFAULT_GRADE_SCALE)).get(trainee.id)).toBe(5);
  });
});
