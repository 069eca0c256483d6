import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, whatIfAudit, whatIfPrograms } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildEnrolment,
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { courseRequisites, planCategories, planCategoryCourses } from '../academic/schema.js';

/**
 * Mariam, Computer Science (faculty of Computing): passed CSC 101 (A), MTH 101 (B) and ART 101 (C) last
 * term (8 credits), holds CSC 201 this term. Artificial Intelligence is the other program of her faculty;
 * Accounting belongs to another faculty.
 */
describe('the what-if audit', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  const ids = { cs: 0, ai: 0, accounting: 0, aiThree: 0 };

  const get = async (url: string) => {
    const response = await subject.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  beforeAll(async () => {
    subject = await buildTestApp({
      CREDIT_LIMITS: 'good:0-18,honors:0-21,warning:0-15,probation:0-12',
      CREDIT_LIMIT_HIGH_GPA: 'none',
    });
    const db = subject.database.handle.db;
    const computing = await buildFaculty(db, { nameEn: 'Faculty of Computing' });
    const cs = await buildProgram(db, { facultyId: computing.id, nameEn: 'Computer Science' });
    const ai = await buildProgram(db, {
      facultyId: computing.id,
      code: 'CS-AI',
      nameEn: 'Artificial Intelligence',
      nameAr: 'الذكاء الاصطناعي',
    });
    const accounting = await buildProgram(db, { nameEn: 'Accounting' });
    Object.assign(ids, { cs: cs.id, ai: ai.id, accounting: accounting.id });
    const past = await buildTerm(db, { nameEn: 'Fall 2025', startsOn: '2025-09-20', endsOn: '2026-01-31' });
    const term = await buildTerm(db, { nameEn: 'Spring 2027', isCurrent: true });
    const student = await buildStudent(db, { programId: cs.id, nameEn: 'Mariam Adel Hassan' });
    // Another student of the target program, who passed AI 301: nothing of theirs may show in Mariam's audit.
    const other = await buildStudent(db, { programId: ai.id });
    headers = await studentAuthorization(subject.app, student);

    const course = (code: string, credits = 3) => buildCourse(db, { code, titleEn: code, credits });
    const [csc101, mth101, art101, csc201, csc301, ai301, ai302, mth201, acc101] = await Promise.all([
      course('CSC 101'),
      course('MTH 101'),
      course('ART 101', 2),
      course('CSC 201'),
      course('CSC 301'),
      course('AI 301'),
      course('AI 302'),
      course('MTH 201'),
      course('ACC 101'),
    ]);
    ids.aiThree = ai301.id;
    await db
      .insert(courseRequisites)
      .values({ courseId: ai301.id, requiredCourseId: csc201.id, kind: 'pre' });
    const studentId = student.id;
    await buildEnrolment(db, { studentId, termId: past.id, course: csc101, status: 'completed', grade: 'A' });
    await buildEnrolment(db, { studentId, termId: past.id, course: mth101, status: 'completed', grade: 'B' });
    await buildEnrolment(db, { studentId, termId: past.id, course: art101, status: 'completed', grade: 'C' });
    await buildEnrolment(db, {
      studentId: other.id,
      termId: past.id,
      course: ai301,
      status: 'completed',
      grade: 'A',
    });
    const held = await buildSection(db, { termId: term.id, courseId: csc201.id });
    await buildRegistration(db, { studentId, sectionId: held.id });

    const plan = async (
      programId: number,
      categories: { code: string; required: number; courses: { id: number }[] }[],
    ) => {
      for (const [index, category] of categories.entries()) {
        const [row] = await db
          .insert(planCategories)
          .values({
            programId,
            code: category.code,
            nameEn: `${category.code} requirements`,
            nameAr: category.code,
            requiredCredits: category.required,
            sortOrder: index + 1,
            isElective: false,
          })
          .returning();
        if (!row) throw new Error('no category');
        await db
          .insert(planCategoryCourses)
          .values(category.courses.map((c) => ({ categoryId: row.id, courseId: c.id, suggestedLevel: 1 })));
      }
    };
    await plan(cs.id, [{ code: 'CORE', required: 12, courses: [csc101, csc201, mth101, csc301] }]);
    await plan(ai.id, [
      { code: 'AI', required: 12, courses: [csc101, csc201, ai301, ai302] },
      { code: 'MATH', required: 6, courses: [mth101, mth201] },
    ]);
    await plan(accounting.id, [{ code: 'ACC', required: 3, courses: [acc101] }]);
  });

  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/AdvisingPreview/GetWhatIfPrograms', () => {
    it("lists the other programs of the student's faculty, with what each requires", async () => {
      const { status, body } = await get('/api/AdvisingPreview/GetWhatIfPrograms');
      expect(status).toBe(200);
      const answer = envelope(whatIfPrograms).parse(body).ReturnObject;
      expect(answer.CurrentProgram).toMatchObject({ ProgramId: ids.cs, RequiredCredits: 12 });
      expect(answer.Programs.map((p) => [p.ProgramId, p.NameEn, p.RequiredCredits])).toEqual([
        [ids.ai, 'Artificial Intelligence', 18],
      ]);
    });
  });

  describe('GET /api/AdvisingPreview/GetWhatIfAudit', () => {
    it('audits the record against the other program: what counts where, what is missing, how many terms', async () => {
      const { status, body } = await get(`/api/AdvisingPreview/GetWhatIfAudit?ProgramId=${String(ids.ai)}`);
      expect(status).toBe(200);
      const answer = envelope(whatIfAudit).parse(body).ReturnObject;
      expect(answer.Program).toMatchObject({ NameEn: 'Artificial Intelligence', RequiredCredits: 18 });
      expect(answer.CurrentProgram.NameEn).toBe('Computer Science');
      // CSC 301 is still missing at home, CSC 201 in progress.
      expect(answer.CurrentMissingCredits).toBe(3);
      expect(
        answer.Requirements.map((r) => ({
          code: r.Code,
          counted: r.Counted.map((c) => [c.CourseCode, c.State, c.Grade]),
          remaining: r.Remaining.map((c) => [c.CourseCode, c.State]),
          credits: [r.RequiredCredits, r.CountedCredits, r.InProgressCredits, r.MissingCredits],
        })),
      ).toEqual([
        {
          code: 'AI',
          counted: [
            ['CSC 101', 'passed', 'A'],
            ['CSC 201', 'in_progress', null],
          ],
          remaining: [
            ['AI 301', 'blocked'],
            ['AI 302', 'eligible'],
          ],
          credits: [12, 3, 3, 6],
        },
        {
          code: 'MATH',
          counted: [['MTH 101', 'passed', 'B']],
          remaining: [['MTH 201', 'eligible']],
          credits: [6, 3, 0, 3],
        },
      ]);
      expect([answer.CountedCredits, answer.InProgressCredits, answer.MissingCredits]).toEqual([6, 3, 9]);
      expect(answer.NotCounted.map((c) => [c.CourseCode, c.Credits, c.Grade])).toEqual([['ART 101', 2, 'C']]);
      // 8 credits last term; good standing allows 18: 9 missing credits are 2 usual terms or 1 full one.
      expect(answer.Terms).toEqual({ UsualLoad: 8, AtUsualLoad: 2, MaxLoad: 18, AtMaxLoad: 1 });
    });

    it("refuses the student's own program with a clear message", async () => {
      const { status, body } = await get(`/api/AdvisingPreview/GetWhatIfAudit?ProgramId=${String(ids.cs)}`);
      expect(status).toBe(200);
      expect(body).toEqual({
        Status: '422',
        ReturnObject: null,
        Message: 'You are already in Computer Science: choose another program to compare.',
      });
    });

    it('refuses a program of another faculty', async () => {
      const { body } = await get(`/api/AdvisingPreview/GetWhatIfAudit?ProgramId=${String(ids.accounting)}`);
      expect(body).toEqual({
        Status: '422',
        ReturnObject: null,
        Message: 'Accounting is not open to you: you can compare only the programs of Faculty of Computing.',
      });
    });

    it('refuses an unknown program', async () => {
      const { body } = await get('/api/AdvisingPreview/GetWhatIfAudit?ProgramId=987654');
      expect(body).toEqual({ Status: '404', ReturnObject: null, Message: 'There is no program 987654.' });
    });

    it('answers 422 naming the field for a program id that is not a number', async () => {
      const { status, body } = await get('/api/AdvisingPreview/GetWhatIfAudit?ProgramId=abc');
      expect(status).toBe(422);
      expect(JSON.stringify(body)).toContain('ProgramId');
    });
  });
});
