import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildEnrolment,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { databaseChecksum } from '../../test/security/database-state.js';
import { studentAuthorization } from '../../test/sessions.js';
import { termWindows } from '../academic/schema.js';
import { auditLog } from '../audit/schema.js';

type Answer = { Status: string; ReturnObject: Record<string, unknown> | null; Message?: string };

describe('GET /api/Transcript/AddWsGrade', () => {
  let subject: TestApp;
  let currentTermId = 0;
  let windowId = 0;
  const db = () => subject.database.handle.db;
  const course = (code: string, hasLab = false) =>
    buildCourse(db(), { code, titleEn: code, credits: 3, hasLab });

  /** A student registered this term in the given courses (and a past course), signed in. */
  async function studentWith(courses: { id: number; hasLab: boolean }[]) {
    const student = await buildStudent(db());
    for (const held of courses) {
      await buildEnrolment(db(), {
        studentId: student.id,
        termId: currentTermId,
        course: held,
        status: 'registered',
      });
    }
    return { student, headers: await studentAuthorization(subject.app, student) };
  }

  async function withdraw(courseId: number, headers: { authorization: string }): Promise<Answer> {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Transcript/AddWsGrade?courseId=${String(courseId)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  }

  /** Every table but the Portal Logger (which records refusals too) and any other named. */
  async function stateWithoutLog(...more: string[]) {
    const snapshot = await databaseChecksum(subject.database.handle);
    const left = new Set(['audit_log', ...more]);
    return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !left.has(table)));
  }

  async function seatsMatchRegistrations(): Promise<number> {
    const rows = await subject.database.handle.query<{ n: number }>(
      `select count(*)::int as n from sections s where s.enrolled <> (select count(*) from registrations r
        where r.section_id = s.id and r.status in ('registered', 'completed'))`,
    );
    return rows[0]?.n ?? -1;
  }

  beforeAll(async () => {
    subject = await buildTestApp({ WITHDRAWALS_PER_TERM: '2' });
    const term = await buildTerm(db(), { isCurrent: true });
    currentTermId = term.id;
    windowId = (await buildTermWindow(db(), { termId: term.id, kind: 'withdrawal' })).id;
  });
  beforeEach(async () => {
    await db()
      .update(termWindows)
      .set({ opensAt: new Date(Date.now() - 3_600_000), closesAt: new Date(Date.now() + 86_400_000) })
      .where(eq(termWindows.id, windowId));
  });
  afterAll(async () => {
    await subject.close();
  });

  it('withdraws the lecture and its lab with a W, releases both seats and logs it', async () => {
    const physics = await course('PHYS 210', true);
    const math = await course('MATH 210');
    const { student, headers } = await studentWith([physics, math]);
    const answer = await withdraw(physics.id, headers);
    expect(answer).toEqual({
      Status: '200',
      ReturnObject: {
        CourseId: physics.id,
        CourseCode: 'PHYS 210',
        AlreadyWithdrawn: false,
        Used: 1,
        Allowed: 2,
      },
    });
    const seats = await subject.database.handle.query<{
      kind: string;
      status: string;
      grade: string;
      enrolled: number;
    }>(
      `select s.kind, r.status, r.grade, s.enrolled from registrations r join sections s on s.id = r.section_id
        where r.student_id = $1 and s.course_id = $2 order by s.kind`,
      [student.id, physics.id],
    );
    expect(seats).toEqual([
      { kind: 'lab', status: 'withdrawn', grade: 'W', enrolled: 0 },
      { kind: 'lecture', status: 'withdrawn', grade: 'W', enrolled: 0 },
    ]);
    expect(await seatsMatchRegistrations()).toBe(0);
    const log = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.studentId, student.id), eq(auditLog.action, 'course-withdrawal')));
    expect(log.map((entry) => [entry.outcome, entry.target])).toEqual([
      ['success', `course ${String(physics.id)}`],
    ]);
  });

  it('answers a repeated request as done and changes nothing, even when both arrive at once', async () => {
    const chem = await course('CHEM 210', true);
    const math = await course('MATH 211');
    const { headers } = await studentWith([chem, math]);
    const [first, second] = await Promise.all([withdraw(chem.id, headers), withdraw(chem.id, headers)]);
    expect([first.ReturnObject?.AlreadyWithdrawn, second.ReturnObject?.AlreadyWithdrawn].sort()).toEqual([
      false,
      true,
    ]);
    expect(await seatsMatchRegistrations()).toBe(0);
    const before = await stateWithoutLog();
    const again = await withdraw(chem.id, headers);
    expect(again).toMatchObject({ Status: '200', ReturnObject: { AlreadyWithdrawn: true, Used: 1 } });
    expect(await stateWithoutLog()).toEqual(before);
  });

  it('refuses beyond the allowance of the term, changing nothing', async () => {
    const courses = await Promise.all(['ECON 1', 'ECON 2', 'ECON 3', 'ECON 4'].map((code) => course(code)));
    const { headers } = await studentWith(courses);
    expect((await withdraw(courses[0]?.id ?? 0, headers)).Status).toBe('200');
    expect((await withdraw(courses[1]?.id ?? 0, headers)).ReturnObject).toMatchObject({ Used: 2 });
    const before = await stateWithoutLog();
    expect(await withdraw(courses[2]?.id ?? 0, headers)).toEqual({
      Status: '409',
      ReturnObject: null,
      Message: 'You have already withdrawn from 2 courses this term, the most allowed.',
    });
    expect(await stateWithoutLog()).toEqual(before);
  });

  it('refuses the last course of the term', async () => {
    const only = await course('ONLY 1');
    const { headers } = await studentWith([only]);
    const before = await stateWithoutLog();
    expect(await withdraw(only.id, headers)).toEqual({
      Status: '409',
      ReturnObject: null,
      Message:
        'This is your last course this term. To withdraw from the whole term, please contact the Registrar’s office.',
    });
    expect(await stateWithoutLog()).toEqual(before);
  });

  it("refuses a course the student does not hold (another student's), changing nothing of either", async () => {
    const mine = await Promise.all([course('MINE 1'), course('MINE 2')]);
    const theirs = await course('THEIRS 1');
    const { headers } = await studentWith(mine);
    await studentWith([theirs, await course('THEIRS 2')]);
    const past = await buildTerm(db());
    const { student: pastStudent, headers: pastHeaders } = await studentWith(mine);
    const old = await course('OLD 1');
    await buildEnrolment(db(), {
      studentId: pastStudent.id,
      termId: past.id,
      course: old,
      status: 'completed',
      grade: 'B',
    });
    const before = await stateWithoutLog();
    const refused = {
      Status: '404',
      ReturnObject: null,
      Message: 'You are not registered in this course this term.',
    };
    expect(await withdraw(theirs.id, headers)).toEqual(refused);
    expect(await withdraw(old.id, pastHeaders)).toEqual(refused);
    expect(await withdraw(999_999, headers)).toEqual(refused);
    expect(await stateWithoutLog()).toEqual(before);
  });

  it('refuses outside the withdrawal window, before and after it', async () => {
    const [first, second] = await Promise.all([course('WIN 1'), course('WIN 2')]);
    const { headers } = await studentWith([first, second]);
    for (const [opensAt, closesAt] of [
      [Date.now() + 86_400_000, Date.now() + 2 * 86_400_000],
      [Date.now() - 2 * 86_400_000, Date.now() - 60_000],
    ]) {
      await db()
        .update(termWindows)
        .set({ opensAt: new Date(opensAt ?? 0), closesAt: new Date(closesAt ?? 0) })
        .where(eq(termWindows.id, windowId));
      const before = await stateWithoutLog();
      expect(await withdraw(first.id, headers)).toEqual({
        Status: '423',
        ReturnObject: null,
        Message: 'Course withdrawal is not open now.',
      });
      expect(await stateWithoutLog()).toEqual(before);
    }
  });

  it('refuses a course that already has a grade', async () => {
    const graded = await course('GRD 1');
    const other = await course('GRD 2');
    const { student, headers } = await studentWith([other]);
    await buildEnrolment(db(), {
      studentId: student.id,
      termId: currentTermId,
      course: graded,
      status: 'registered',
      grade: 'B',
    });
    const before = await stateWithoutLog();
    expect(await withdraw(graded.id, headers)).toEqual({
      Status: '409',
      ReturnObject: null,
      Message: 'This course already has a grade and cannot be withdrawn.',
    });
    expect(await stateWithoutLog()).toEqual(before);
  });

  it('refuses staff acting as the student, and logs the refusal with both names', async () => {
    const [first, second] = await Promise.all([course('IMP 1'), course('IMP 2')]);
    const { student } = await studentWith([first, second]);
    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const authorization = await impersonationAuthorization(subject.app, db(), registrar, student);
    const before = await stateWithoutLog('impersonations');
    const answer = await withdraw(first.id, { authorization });
    expect(answer).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'Only the student can withdraw from a course; staff acting as a student cannot.',
    });
    expect(await stateWithoutLog('impersonations')).toEqual(before);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.studentId, student.id), eq(auditLog.action, 'course-withdrawal')));
    expect([entry?.outcome, entry?.staffMemberId, entry?.actorLabel]).toEqual([
      'refused',
      registrar.id,
      registrar.email,
    ]);
  });

  it('refuses a malformed course id with 422', async () => {
    const { headers } = await studentWith([]);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Transcript/AddWsGrade?courseId=-4',
      headers,
    });
    expect(response.statusCode).toBe(422);
  });
});
