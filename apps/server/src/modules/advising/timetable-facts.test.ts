import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildCourse, buildSection, buildTerm } from '../../test/factories.js';
import { courseRequisites } from '../academic/schema.js';
import { sectionFacts } from './rule-queries.js';
import { judgeTimetable, type TimetableFacts } from './rules.js';
import { factsUnderLock } from './timetable-facts.js';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.dispose());

describe('factsUnderLock', () => {
  it('reads the sections the student came to hold after the facts were read, and their requisites', async () => {
    const term = await buildTerm(db, { isCurrent: true });
    const course = await buildCourse(db, { credits: 3 });
    const [wanted, tappedFirst] = await Promise.all(
      [1, 2].map((day) =>
        buildSection(db, {
          termId: term.id,
          courseId: course.id,
          meetings: [{ dayOfWeek: day, startsAt: '08:30', endsAt: '10:00', room: 'B1-101' }],
        }),
      ),
    );
    const other = await buildCourse(db, { credits: 3 });
    const required = await buildCourse(db);
    await db
      .insert(courseRequisites)
      .values({ courseId: other.id, requiredCourseId: required.id, kind: 'pre' });
    const otherSection = await buildSection(db, { termId: term.id, courseId: other.id });
    if (!wanted || !tappedFirst) throw new Error('no sections');
    const change = { add: [wanted.id], drop: [] };
    // As read before the lock: nothing held yet, only the wanted section known.
    const read: TimetableFacts = {
      termId: term.id,
      held: [],
      sections: await sectionFacts(db, [wanted.id]),
      requisites: [],
      passedCourseIds: new Set(),
      limits: { min: 0, max: 18 },
    };
    expect(judgeTimetable(read, change)).toEqual([]);

    // Under the lock: the student's other request took a section of the same course and one of another.
    const facts = await factsUnderLock(
      db,
      read,
      { termId: term.id, held: [tappedFirst.id, otherSection.id] },
      change,
    );

    expect([...facts.sections.keys()].sort()).toEqual([wanted.id, tappedFirst.id, otherSection.id].sort());
    expect(facts.held).toEqual([tappedFirst.id, otherSection.id]);
    expect(facts.requisites.map((requisite) => requisite.requiredCourseId)).toEqual([required.id]);
    expect(judgeTimetable(facts, change).map((refusal) => refusal.Code)).toEqual(['duplicate_course']);
  });

  it('reads nothing more when every section was read before the lock', async () => {
    const term = await buildTerm(db);
    const section = await buildSection(db, { termId: term.id });
    const read: TimetableFacts = {
      termId: term.id,
      held: [],
      sections: await sectionFacts(db, [section.id]),
      requisites: [],
      passedCourseIds: new Set(),
      limits: { min: 0, max: 18 },
    };
    const facts = await factsUnderLock(
      db,
      read,
      { termId: term.id, held: [section.id] },
      { add: [], drop: [section.id] },
    );
    // The same map: no section was read again.
    expect(facts.sections).toBe(read.sections);
    expect(facts.held).toEqual([section.id]);
  });
});
