import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, examScoring, getExamsForPublicationResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildExam,
  buildExamSeat,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { exams } from './schema.js';

/** Every call a student makes that could carry a score. */
const STUDENT_CALLS = [
  '/api/Reports/GetMidTermExamScoring',
  '/api/Reports/GetFinalExamScoring',
  '/api/Reports/GetPracticalExamScoring',
  '/api/Reports/GetMidTermExamSchedule',
  '/api/Reports/GetFinalExamSchedule',
  '/api/Reports/GetStudentPracticalExamSchedule',
  '/api/Reports/GetStudentSchedule',
  '/api/Reports/GetStudentScheduleWithZoomLinks',
  '/api/Reports/GetStudentCalendar',
];

describe('GET /api/Reports/GetMidTermExamScoring, GetFinalExamScoring, GetPracticalExamScoring', () => {
  let subject: TestApp;
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let classmate: Awaited<ReturnType<typeof buildStudent>>;
  let hiddenExamId: number;
  let shownExamId: number;
  const db = () => subject.database.handle.db;

  async function get(url: string, who: { id: number; email: string }, query = '') {
    const response = await subject.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: await studentAuthorization(subject.app, who),
    });
    expect(response.statusCode, url).toBe(200);
    return response;
  }
  const scoring = async (url: string, who: { id: number; email: string }, query = '') =>
    envelope(examScoring).parse((await get(url, who, query)).json()).ReturnObject;

  beforeAll(async () => {
    subject = await buildTestApp();
    const current = await buildTerm(db(), { isCurrent: true, code: '2026-FALL', startsOn: '2026-09-26' });
    const past = await buildTerm(db(), { code: '2026-SPRING', startsOn: '2026-02-14', endsOn: '2026-06-30' });
    student = await buildStudent(db());
    classmate = await buildStudent(db());
    const take = async (code: string) => {
      const course = await buildCourse(db(), { code, titleEn: `${code} title` });
      const section = await buildSection(db(), { termId: current.id, courseId: course.id });
      for (const who of [student, classmate])
        await buildRegistration(db(), { studentId: who.id, sectionId: section.id });
      return course;
    };
    const shown = await take('CSC 201');
    const hidden = await take('MTH 202');
    const published = new Date('2026-11-20T10:00:00Z');
    shownExamId = (
      await buildExam(db(), {
        termId: current.id,
        courseId: shown.id,
        maxScore: 30,
        scoresPublishedAt: published,
      })
    ).id;
    hiddenExamId = (await buildExam(db(), { termId: current.id, courseId: hidden.id, maxScore: 30 })).id;
    await buildExamSeat(db(), { examId: shownExamId, studentId: student.id, score: 27.75 });
    await buildExamSeat(db(), { examId: shownExamId, studentId: classmate.id, score: 11.5 });
    // Marked but not published: these two figures must never reach a student.
    await buildExamSeat(db(), { examId: hiddenExamId, studentId: student.id, score: 19.25 });
    await buildExamSeat(db(), { examId: hiddenExamId, studentId: classmate.id, score: 23.125 });
    // Last term's published midterm, where the student was absent, and a final.
    const old = await buildCourse(db(), { code: 'PHY 101', titleEn: 'Physics' });
    const oldMidterm = await buildExam(db(), {
      termId: past.id,
      courseId: old.id,
      kind: 'midterm',
      scoresPublishedAt: new Date('2026-04-01T10:00:00Z'),
    });
    await buildExamSeat(db(), { examId: oldMidterm.id, studentId: student.id, absent: true });
    const oldFinal = await buildExam(db(), {
      termId: past.id,
      courseId: old.id,
      kind: 'final',
      maxScore: 50,
      scoresPublishedAt: new Date('2026-06-25T10:00:00Z'),
    });
    await buildExamSeat(db(), { examId: oldFinal.id, studentId: student.id, score: 41 });
  });
  afterAll(() => subject.close());

  it('answers published scores by term, newest first, and only names the unpublished exam', async () => {
    const answer = await scoring('/api/Reports/GetMidTermExamScoring', student);
    expect(answer.Terms.map((term) => term.Term.Code)).toEqual(['2026-FALL', '2026-SPRING']);
    expect(answer.Terms[0]?.Scores).toEqual([
      expect.objectContaining({
        ExamId: shownExamId,
        CourseCode: 'CSC 201',
        Score: 27.75,
        OutOf: 30,
        Absent: false,
      }),
    ]);
    expect(answer.Terms[1]?.Scores).toEqual([
      expect.objectContaining({ CourseCode: 'PHY 101', Score: null, Absent: true }),
    ]);
    expect(answer.Pending).toEqual([
      expect.objectContaining({ ExamId: hiddenExamId, CourseCode: 'MTH 202' }),
    ]);
    const finals = await scoring('/api/Reports/GetFinalExamScoring', student);
    expect(
      finals.Terms.flatMap((term) =>
        term.Scores.map((score) => [score.CourseCode, score.Score, score.OutOf]),
      ),
    ).toEqual([['PHY 101', 41, 50]]);
    expect((await scoring('/api/Reports/GetPracticalExamScoring', student)).Terms).toEqual([]);
  });

  it('never lets an unpublished score out, in any student call', async () => {
    for (const url of STUDENT_CALLS) {
      const response = await get(url, student);
      expect(response.body, url).not.toContain('19.25');
      expect(response.body, url).not.toContain('23.125');
    }
  });

  it("never shows another student's score, whatever the query names", async () => {
    const response = await get(
      '/api/Reports/GetMidTermExamScoring',
      classmate,
      `?studentId=${String(student.id)}&studentCode=${student.code}`,
    );
    expect(response.body).not.toContain('27.75');
    expect(response.body).not.toContain('PHY 101');
    const answer = envelope(examScoring).parse(response.json()).ReturnObject;
    expect(answer.Terms.flatMap((term) => term.Scores.map((score) => score.Score))).toEqual([11.5]);
  });

  it('shows the score the moment the exam is published', async () => {
    await db().update(exams).set({ scoresPublishedAt: new Date() }).where(eq(exams.id, hiddenExamId));
    try {
      const answer = await scoring('/api/Reports/GetMidTermExamScoring', student);
      expect(answer.Terms[0]?.Scores.map((score) => score.Score)).toEqual([27.75, 19.25]);
      expect(answer.Pending).toEqual([]);
    } finally {
      await db().update(exams).set({ scoresPublishedAt: null }).where(eq(exams.id, hiddenExamId));
    }
  });

  it("gives staff the marking state, never a student's score", async () => {
    const registrar = await buildStaffMember(db(), {
      roles: ['registrar'],
      passwordHash: '$argon2id$unused',
    });
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Reports/GetExamsForPublication?kind=midterm',
      headers: await staffAuthorization(subject.app, registrar),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('19.25');
    const list = envelope(getExamsForPublicationResponse).parse(response.json()).ReturnObject;
    expect(list.TimeZone).toBe('Africa/Cairo');
    expect(
      list.Exams.map((exam) => [exam.CourseCode, exam.Seats, exam.Marked, exam.PublishedAt !== null]),
    ).toEqual([
      ['CSC 201', 2, 2, true],
      ['MTH 202', 2, 2, false],
    ]);
  });
});
