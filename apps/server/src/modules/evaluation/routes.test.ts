import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, checkForEvaluationResponse, isEvaluationOpenedResponse } from '@portal/contract';
import { termWindows, type Term, type TermWindow } from '../academic/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildEvaluationCompletion,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('evaluation gate', () => {
  let subject: TestApp;
  let current: Term;
  let past: Term;
  let window: TermWindow;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    current = await buildTerm(db, { isCurrent: true });
    past = await buildTerm(db);
    window = await buildTermWindow(db, { termId: current.id, kind: 'evaluation' });
    // A past term's evaluation window with open dates must not count.
    await buildTermWindow(db, { termId: past.id, kind: 'evaluation' });
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;
  async function setWindow(opensAt: Date, closesAt: Date) {
    await db().update(termWindows).set({ opensAt, closesAt }).where(eq(termWindows.id, window.id));
  }
  async function opened(headers: { authorization: string }) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/IsEvaluationOpened',
      headers,
    });
    return envelope(isEvaluationOpenedResponse).parse(response.json()).ReturnObject;
  }
  async function pending(headers: { authorization: string }) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/CheckForEvaluation',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return envelope(checkForEvaluationResponse).parse(response.json()).ReturnObject;
  }
  async function studentWithSections(count: number) {
    const student = await buildStudent(db());
    const sections = [];
    for (let index = 0; index < count; index++) {
      const section = await buildSection(db(), { termId: current.id });
      await buildRegistration(db(), { studentId: student.id, sectionId: section.id });
      sections.push(section);
    }
    return { student, sections, headers: await studentAuthorization(subject.app, student) };
  }

  it('is pending while the window is open and a registered section is left, and clears when all are done', async () => {
    const { student, sections, headers } = await studentWithSections(2);
    const [first, second] = sections;
    if (!first || !second) throw new Error('two sections expected');
    expect(await opened(headers)).toBe(true);
    expect(await pending(headers)).toBe(true);
    await buildEvaluationCompletion(db(), { studentId: student.id, sectionId: first.id });
    expect(await pending(headers)).toBe(true);
    await buildEvaluationCompletion(db(), { studentId: student.id, sectionId: second.id });
    expect(await pending(headers)).toBe(false);
  });

  it('counts only this student’s facts and this term’s registered sections', async () => {
    const { sections, headers } = await studentWithSections(1);
    const [mine] = sections;
    if (!mine) throw new Error('a section expected');
    // A classmate evaluated the same section: it is still left for this student.
    const classmate = await buildStudent(db());
    await buildRegistration(db(), { studentId: classmate.id, sectionId: mine.id });
    await buildEvaluationCompletion(db(), { studentId: classmate.id, sectionId: mine.id });
    expect(await pending(headers)).toBe(true);
    expect(await pending(await studentAuthorization(subject.app, classmate))).toBe(false);

    // Only dropped or past-term sections: nothing to evaluate.
    const other = await buildStudent(db());
    await buildRegistration(db(), {
      studentId: other.id,
      sectionId: (await buildSection(db(), { termId: current.id })).id,
      status: 'dropped',
    });
    await buildRegistration(db(), {
      studentId: other.id,
      sectionId: (await buildSection(db(), { termId: past.id })).id,
      status: 'completed',
      grade: 'B',
    });
    expect(await pending(await studentAuthorization(subject.app, other))).toBe(false);
  });

  it('is not pending, and not open, before the window opens or after it closes', async () => {
    const { headers } = await studentWithSections(1);
    const now = Date.now();
    try {
      await setWindow(new Date(now + DAY), new Date(now + 2 * DAY));
      expect(await opened(headers)).toBe(false);
      expect(await pending(headers)).toBe(false);
      await setWindow(new Date(now - 2 * DAY), new Date(now - HOUR));
      expect(await opened(headers)).toBe(false);
      expect(await pending(headers)).toBe(false);
    } finally {
      await setWindow(window.opensAt, window.closesAt);
    }
    expect(await pending(headers)).toBe(true);
  });

  it('is for students: staff tokens are refused, no token is 401', async () => {
    const staff = await buildStaffMember(db(), { passwordHash: '$argon2id$unused' });
    const refused = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/CheckForEvaluation',
      headers: await staffAuthorization(subject.app, staff),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await subject.app.inject({ method: 'GET', url: '/api/Evaluation/IsEvaluationOpened' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the "has evaluated" fact free of anything that could identify answers', async () => {
    const columns = await subject.database.handle.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = 'evaluation_completions' order by column_name`,
    );
    expect(columns).toEqual([
      { column_name: 'evaluated_on', data_type: 'date' },
      { column_name: 'section_id', data_type: 'integer' },
      { column_name: 'student_id', data_type: 'integer' },
    ]);
  });
});
