import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisingChange, envelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { studentAuthorization } from '../../test/sessions.js';
import { sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { buildCourse, buildSection } from '../../test/factories.js';
import { rushWorld } from './rush-world.js';

const STUDENTS = 500;
const SEATS = 40;

/**
 * The seat guarantee of the ledger under a real rush: PostgreSQL with a pool, so the InsertCourse calls
 * really run at the same time (PGlite is one connection and would serialise them). CI's PostgreSQL pass
 * sets TEST_DATABASE_URL; without it the file is skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('POST /api/Advising/InsertCourse under concurrency', () => {
  let subject: TestApp;
  let sectionId = 0;
  let termId = 0;
  const authorizations: { authorization: string }[] = [];

  beforeAll(async () => {
    // 500 calls come from one test address; the pool of the test database has 5 connections.
    subject = await buildTestApp({ DATABASE_POOL_SIZE: '5', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000' });
    const world = await rushWorld(subject.database.handle.db, STUDENTS, SEATS);
    sectionId = world.section.id;
    termId = world.term.id;
    for (const student of world.students)
      authorizations.push(await studentAuthorization(subject.app, student));
  }, 120_000);
  afterAll(() => subject.close());

  it(`gives exactly ${String(SEATS)} seats to ${String(STUDENTS)} students at once, with no error`, async () => {
    const responses = await Promise.all(
      authorizations.map((headers) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/Advising/InsertCourse',
          headers,
          payload: { SectionIds: [sectionId] },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode !== 200).map((r) => r.statusCode)).toEqual([]);
    const answers = responses.map((response) => envelope(advisingChange.nullable()).parse(response.json()));
    expect(answers.filter((answer) => answer.Status === '200')).toHaveLength(SEATS);
    const refused = answers.filter((answer) => answer.Status !== '200');
    expect(new Set(refused.map((answer) => `${answer.Status} ${answer.Message ?? ''}`))).toEqual(
      new Set(['422 RSH 101 section 1 is full.']),
    );

    const db = subject.database.handle.db;
    const [registered] = await db
      .select({ value: count() })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    const [section] = await db
      .select({ enrolled: sections.enrolled })
      .from(sections)
      .where(eq(sections.id, sectionId));
    expect(registered?.value).toBe(SEATS);
    expect(section?.enrolled).toBe(SEATS);
  }, 300_000);

  it('gives a student who taps two sections of one course at once one seat, and refuses the other', async () => {
    const db = subject.database.handle.db;
    const course = await buildCourse(db, { code: 'RSH 102' });
    // Different hours, so only "a course once" can refuse the second: the second request read its facts
    // before the first committed, and must see the first's seat once it holds the student's row.
    const pair = await Promise.all(
      ['1', '2'].map((sectionNo, index) =>
        buildSection(db, {
          termId,
          courseId: course.id,
          sectionNo,
          capacity: 50,
          meetings: [{ dayOfWeek: index + 1, startsAt: '12:00', endsAt: '13:30', room: 'B2-201' }],
        }),
      ),
    );
    const tappers = authorizations.slice(0, 10);
    const responses = await Promise.all(
      tappers.flatMap((headers) =>
        pair.map((section) =>
          subject.app.inject({
            method: 'POST',
            url: '/api/Advising/InsertCourse',
            headers,
            payload: { SectionIds: [section.id] },
          }),
        ),
      ),
    );
    const answers = responses.map((response) => envelope(advisingChange.nullable()).parse(response.json()));
    for (let tapper = 0; tapper < tappers.length; tapper++) {
      const both = answers.slice(tapper * 2, tapper * 2 + 2);
      expect(both.map((answer) => answer.Status).sort()).toEqual(['200', '422']);
      const refusal = both.find((answer) => answer.Status === '422');
      expect(refusal?.ReturnObject?.Refusals.map((said) => said.Code)).toEqual(['duplicate_course']);
    }
    const counted = await db
      .select({ enrolled: sections.enrolled })
      .from(sections)
      .where(eq(sections.courseId, course.id));
    const [held] = await db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(sections, eq(sections.id, registrations.sectionId))
      .where(and(eq(sections.courseId, course.id), eq(registrations.status, 'registered')));
    expect(held?.value).toBe(tappers.length);
    expect(counted.reduce((sum, section) => sum + section.enrolled, 0)).toBe(tappers.length);
  }, 120_000);
});
