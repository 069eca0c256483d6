import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  envelope,
  getCoursePreqResponse,
  getSemestersResponse,
  getStudentTranscriptForSemesterResponse,
  getTranscriptStudentCoursesResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildEnrolment,
  buildStudent,
  buildTerm,
  buildTermWindow,
  buildWithheldGrade,
} from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { termWindows } from '../academic/schema.js';
import { withheldGrades } from './schema.js';

/**
 * A record worked out by hand (default scale: A 4, A- 3.7, B+ 3.3, B 3, C 2, F 0; D passes):
 *
 * Fall 2024:   MATH F (3), PHYS B+ (4, with a lab), ENGL A (2), CHEM W (3)
 *   term: 0 + 13.2 + 8 = 21.2 over 9 GPA credits = 2.36; attempted 12 (W included), earned 6
 * Spring 2025: MATH B (3, repeat), HIST C (3), CHEM A- (3, after the W)
 *   term: 9 + 6 + 11.1 = 26.1 over 9 = 2.90; attempted 9, earned 9
 *   cumulative: PHYS 13.2 + ENGL 8 + MATH 9 (the F replaced) + HIST 6 + CHEM 11.1 = 47.3 over 15 = 3.15;
 *   attempted 21, earned 15
 * Current term: BIOL registered; ARTS graded A but the term's grades are not published yet.
 */
describe('transcript calls', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let classmateHeaders: { authorization: string };
  const ids = { fall: 0, spring: 0, current: 0, math: 0, hist: 0, arts: 0, classmateOnly: 0 };
  let histRegistration = 0;

  /** A call's answer, checked against the contract's schema of its envelope. */
  const get = async <S extends z.ZodType>(schema: S, url: string, as = headers) => {
    const response = await subject.app.inject({ method: 'GET', url, headers: as });
    expect(response.statusCode).toBe(200);
    return envelope(schema).parse(response.json());
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const fall = await buildTerm(db, {
      code: '2024-FALL',
      nameEn: 'Fall 2024',
      startsOn: '2024-09-21',
      endsOn: '2025-01-31',
    });
    const spring = await buildTerm(db, {
      code: '2025-SPRING',
      nameEn: 'Spring 2025',
      startsOn: '2025-02-08',
      endsOn: '2025-06-30',
    });
    const current = await buildTerm(db, {
      code: '2025-FALL',
      startsOn: '2025-09-20',
      endsOn: '2026-01-31',
      isCurrent: true,
    });
    Object.assign(ids, { fall: fall.id, spring: spring.id, current: current.id });
    // The current term publishes its grades later; the past terms have no window row (published).
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'grades_publication',
      opensAt: new Date(Date.now() + 30 * 86_400_000),
      closesAt: new Date(Date.now() + 60 * 86_400_000),
    });
    const course = (code: string, credits: number, hasLab = false) =>
      buildCourse(db, { code, titleEn: `${code} title`, credits, hasLab });
    const math = await course('MATH 101', 3);
    const phys = await course('PHYS 101', 4, true);
    const engl = await course('ENGL 101', 2);
    const chem = await course('CHEM 101', 3);
    const hist = await course('HIST 101', 3);
    const biol = await course('BIOL 101', 3);
    const arts = await course('ARTS 101', 3);
    const classmateOnly = await course('GEOL 101', 3);
    Object.assign(ids, { math: math.id, hist: hist.id, arts: arts.id, classmateOnly: classmateOnly.id });

    const student = await buildStudent(db);
    const classmate = await buildStudent(db);
    headers = await studentAuthorization(subject.app, student);
    classmateHeaders = await studentAuthorization(subject.app, classmate);
    const sit = (
      termId: number,
      c: { id: number; hasLab: boolean },
      status: 'completed' | 'withdrawn' | 'registered',
      grade: Parameters<typeof buildEnrolment>[1]['grade'],
    ) => buildEnrolment(db, { studentId: student.id, termId, course: c, status, grade });
    const failedMath = await sit(fall.id, math, 'completed', 'F');
    await sit(fall.id, phys, 'completed', 'B+');
    await sit(fall.id, engl, 'completed', 'A');
    await sit(fall.id, chem, 'withdrawn', 'W');
    await sit(spring.id, math, 'completed', 'B');
    histRegistration = (await sit(spring.id, hist, 'completed', 'C')).lecture.id;
    await sit(spring.id, chem, 'completed', 'A-');
    await sit(current.id, biol, 'registered', null);
    await sit(current.id, arts, 'completed', 'A');
    // The classmate shares the failed MATH section with an A, and alone took GEOL.
    await buildEnrolment(db, {
      studentId: classmate.id,
      termId: fall.id,
      course: math,
      status: 'completed',
      grade: 'A',
      lectureSectionId: failedMath.lectureSectionId,
    });
    await buildEnrolment(db, {
      studentId: classmate.id,
      termId: fall.id,
      course: classmateOnly,
      status: 'completed',
      grade: 'B',
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/Reports/GetSemesters', () => {
    it('lists the terms newest first with the hand-computed term and cumulative figures', async () => {
      const body = await get(getSemestersResponse, '/api/Reports/GetSemesters');
      expect(body.Status).toBe('200');
      const [current, spring, fall] = body.ReturnObject;
      expect(body.ReturnObject.map((term) => term.TermCode)).toEqual([
        '2025-FALL',
        '2025-SPRING',
        '2024-FALL',
      ]);
      expect(fall?.Term).toEqual({
        AttemptedCredits: 12,
        EarnedCredits: 6,
        GpaCredits: 9,
        QualityPoints: 21.2,
        Gpa: 2.36,
      });
      expect(spring?.Term).toMatchObject({ AttemptedCredits: 9, EarnedCredits: 9, Gpa: 2.9 });
      expect(spring?.Cumulative).toEqual({
        AttemptedCredits: 21,
        EarnedCredits: 15,
        GpaCredits: 15,
        QualityPoints: 47.3,
        Gpa: 3.15,
      });
      expect(spring?.Standing).toBe('good');
      // Nothing of the current term counts yet: BIOL is in progress, ARTS unpublished.
      expect(current).toMatchObject({ IsCurrent: true, GradesPublished: false, Courses: 2 });
      expect(current?.Term.Gpa).toBeNull();
      expect(current?.Cumulative.Gpa).toBe(3.15);
    });
  });

  describe('GET /api/Reports/GetStudentTransriptForSemester', () => {
    it('marks the replaced F and the W, with points per course', async () => {
      const body = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.fall)}`,
      );
      const byCode = Object.fromEntries(
        body.ReturnObject.Courses.map((course) => [course.CourseCode, course]),
      );
      expect(byCode['MATH 101']).toMatchObject({
        Grade: 'F',
        Points: 0,
        Outcome: 'replaced',
        Passed: false,
        Retake: false,
      });
      expect(byCode['PHYS 101']).toMatchObject({ Grade: 'B+', Points: 3.3, Outcome: 'counted', Credits: 4 });
      expect(byCode['CHEM 101']).toMatchObject({ Grade: 'W', Points: null, Outcome: 'withdrawn' });
      // The lab repeats the lecture's grade but is not a course of its own.
      expect(body.ReturnObject.Courses).toHaveLength(4);
      expect(body.ReturnObject.Withdrawal).toBeNull();
      const spring = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.spring)}`,
      );
      expect(spring.ReturnObject.Courses.find((course) => course.CourseCode === 'MATH 101')).toMatchObject({
        Grade: 'B',
        Outcome: 'counted',
        Retake: true,
      });
      expect(spring.ReturnObject.Cumulative.Gpa).toBe(3.15);
    });

    it('shows no grade of the current term before its publication, and counts it once published', async () => {
      const before = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.current)}`,
      );
      const arts = before.ReturnObject.Courses.find((course) => course.CourseId === ids.arts);
      expect(arts).toMatchObject({ Grade: null, Points: null, Outcome: 'in_progress' });
      expect(JSON.stringify(before.ReturnObject)).not.toContain('"A"');
      const db = subject.database.handle.db;
      await db
        .update(termWindows)
        .set({ opensAt: new Date(Date.now() - 60_000) })
        .where(eq(termWindows.termId, ids.current));
      try {
        const after = await get(
          getStudentTranscriptForSemesterResponse,
          `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.current)}`,
        );
        expect(after.ReturnObject.Courses.find((course) => course.CourseId === ids.arts)).toMatchObject({
          Grade: 'A',
          Points: 4,
        });
        // 47.3 + 12 = 59.3 over 18 = 3.29.
        expect(after.ReturnObject.Cumulative.Gpa).toBe(3.29);
      } finally {
        await db
          .update(termWindows)
          .set({ opensAt: new Date(Date.now() + 30 * 86_400_000) })
          .where(eq(termWindows.termId, ids.current));
      }
    });

    it('shows a withheld grade as withheld, without its letter, out of every figure until released', async () => {
      const db = subject.database.handle.db;
      await buildWithheldGrade(db, { registrationId: histRegistration, reason: 'unpaid_fees' });
      const held = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.spring)}`,
      );
      const hist = held.ReturnObject.Courses.find((course) => course.CourseId === ids.hist);
      expect(hist).toMatchObject({
        Grade: null,
        Points: null,
        Outcome: 'withheld',
        WithheldReason: 'unpaid_fees',
      });
      // Spring without HIST: 9 + 11.1 = 20.1 over 6 = 3.35; cumulative 41.3 over 12 = 3.44.
      expect(held.ReturnObject.TermFigures).toMatchObject({
        AttemptedCredits: 6,
        EarnedCredits: 6,
        Gpa: 3.35,
      });
      expect(held.ReturnObject.Cumulative).toMatchObject({
        AttemptedCredits: 18,
        EarnedCredits: 12,
        Gpa: 3.44,
      });
      await db
        .update(withheldGrades)
        .set({ releasedAt: new Date() })
        .where(eq(withheldGrades.registrationId, histRegistration));
      const released = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.spring)}`,
      );
      expect(released.ReturnObject.Courses.find((course) => course.CourseId === ids.hist)).toMatchObject({
        Grade: 'C',
        Outcome: 'counted',
      });
      expect(released.ReturnObject.Cumulative.Gpa).toBe(3.15);
    });

    it("answers 404 for a term the student did not sit, and never shows the classmate's grades", async () => {
      const classmateTerm = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.fall)}`,
        classmateHeaders,
      );
      expect(classmateTerm.ReturnObject.Courses.map((course) => [course.CourseCode, course.Grade])).toEqual([
        ['MATH 101', 'A'],
        ['GEOL 101', 'B'],
      ]);
      const body = await get(
        getStudentTranscriptForSemesterResponse.nullable(),
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.current)}`,
        classmateHeaders,
      );
      expect(body).toEqual({
        Status: '404',
        ReturnObject: null,
        Message: 'You have no courses in this term.',
      });
      const mine = await get(
        getStudentTranscriptForSemesterResponse,
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.fall)}`,
      );
      expect(JSON.stringify(mine)).not.toContain('GEOL');
    });

    it('refuses a malformed term id with 422', async () => {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Reports/GetStudentTransriptForSemester?semesterId=abc',
        headers,
      });
      expect(response.statusCode).toBe(422);
    });

    it('is sent with Cache-Control: no-store', async () => {
      for (const url of [
        '/api/Reports/GetSemesters',
        `/api/Reports/GetStudentTransriptForSemester?semesterId=${String(ids.fall)}`,
        '/api/Transcript/GetStudentCourses',
      ]) {
        const response = await subject.app.inject({ method: 'GET', url, headers });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    });
  });

  describe('GET /api/Transcript/GetStudentCourses', () => {
    it("lists each course once with its latest outcome and attempt count, and only the student's", async () => {
      const body = await get(getTranscriptStudentCoursesResponse, '/api/Transcript/GetStudentCourses');
      const rows = body.ReturnObject.map((row) => [row.CourseCode, row.Attempts, row.Outcome, row.Grade]);
      expect(rows).toEqual([
        ['ARTS 101', 1, 'in_progress', null],
        ['BIOL 101', 1, 'in_progress', null],
        ['CHEM 101', 2, 'passed', 'A-'],
        ['ENGL 101', 1, 'passed', 'A'],
        ['HIST 101', 1, 'passed', 'C'],
        ['MATH 101', 2, 'passed', 'B'],
        ['PHYS 101', 1, 'passed', 'B+'],
      ]);
    });
  });

  describe('GET /api/Transcript/GetCoursePreq', () => {
    it("tells which requisites the student meets, from the student's own record", async () => {
      const db = subject.database.handle.db;
      const advanced = await buildCourse(db, { code: 'MATH 201', titleEn: 'Calculus II' });
      const { courseRequisites } = await import('../academic/schema.js');
      await db.insert(courseRequisites).values([
        { courseId: advanced.id, requiredCourseId: ids.math, kind: 'pre' },
        { courseId: advanced.id, requiredCourseId: ids.classmateOnly, kind: 'pre' },
        { courseId: advanced.id, requiredCourseId: ids.arts, kind: 'co' },
      ]);
      const mine = await get(
        getCoursePreqResponse,
        `/api/Transcript/GetCoursePreq?courseId=${String(advanced.id)}`,
      );
      expect(mine.ReturnObject.Requisites.map((row) => [row.CourseCode, row.State, row.Met])).toEqual([
        ['ARTS 101', 'in_progress', true],
        ['GEOL 101', 'not_met', false],
        ['MATH 101', 'passed', true],
      ]);
      expect(mine.ReturnObject.AllMet).toBe(false);
      // The classmate passed GEOL and failed nothing, but never took ARTS or passed MATH's later attempt.
      const theirs = await get(
        getCoursePreqResponse,
        `/api/Transcript/GetCoursePreq?courseId=${String(advanced.id)}`,
        classmateHeaders,
      );
      expect(theirs.ReturnObject.Requisites.map((row) => [row.CourseCode, row.State])).toEqual([
        ['ARTS 101', 'not_met'],
        ['GEOL 101', 'passed'],
        ['MATH 101', 'passed'],
      ]);
    });

    it('answers 404 for a course that does not exist', async () => {
      const body = await get(
        getCoursePreqResponse.nullable(),
        '/api/Transcript/GetCoursePreq?courseId=999999',
      );
      expect(body).toEqual({
        Status: '404',
        ReturnObject: null,
        Message: 'There is no such course in the catalogue.',
      });
    });
  });
});
