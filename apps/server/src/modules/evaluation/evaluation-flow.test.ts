import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getCategoryQuestionsResponse,
  getCourseInstructorsResponse,
  getEvaluationReportResponse,
  getStudentCoursesResponse,
  type StudentEvaluation,
} from '@portal/contract';
import { termWindows, type Term } from '../academic/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildAnnouncement,
  buildEvaluationQuestion,
  buildInstructor,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { releaseHeldAnswers } from './release.js';
import {
  evaluationComments,
  evaluationCompletions,
  evaluationHeldAnswers,
  evaluationScores,
  evaluationTallies,
} from './schema.js';

type Headers = { authorization: string };

describe('course evaluation', () => {
  let subject: TestApp;
  let current: Term;
  let windowId: number;
  const questionIds = { courseScore: 0, courseComment: 0, optionalComment: 0, instructorScore: 0 };

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    current = await buildTerm(db, { isCurrent: true });
    windowId = (await buildTermWindow(db, { termId: current.id, kind: 'evaluation' })).id;
    const termId = current.id;
    questionIds.courseScore = (await buildEvaluationQuestion(db, { termId, position: 1 })).id;
    questionIds.courseComment = (
      await buildEvaluationQuestion(db, { termId, position: 2, kind: 'text', required: true })
    ).id;
    questionIds.optionalComment = (
      await buildEvaluationQuestion(db, { termId, position: 3, kind: 'text', required: false })
    ).id;
    questionIds.instructorScore = (
      await buildEvaluationQuestion(db, { termId, categoryId: 2, position: 1 })
    ).id;
    // Another term's questionnaire is never asked now.
    await buildEvaluationQuestion(db, { termId: (await buildTerm(db)).id });
  });
  afterAll(() => subject.close());
  const db = () => subject.database.handle.db;

  async function studentWithSections(count: number) {
    const student = await buildStudent(db());
    const sections = [];
    for (let index = 0; index < count; index++) {
      const instructor = await buildInstructor(db());
      const section = await buildSection(db(), { termId: current.id, instructorId: instructor.id });
      await buildRegistration(db(), { studentId: student.id, sectionId: section.id });
      sections.push({ ...section, instructorId: instructor.id });
    }
    return { student, sections, headers: await studentAuthorization(subject.app, student) };
  }
  function evaluation(sectionId: number, instructorId: number, score = 4): StudentEvaluation {
    return {
      SectionId: sectionId,
      CourseAnswers: [
        { QuestionId: questionIds.courseScore, Score: score },
        { QuestionId: questionIds.courseComment, Comment: 'Clear lectures.' },
      ],
      Instructors: [
        { InstructorId: instructorId, Answers: [{ QuestionId: questionIds.instructorScore, Score: 5 }] },
      ],
    };
  }
  function submit(headers: Headers, payload: unknown) {
    return subject.app.inject({
      method: 'POST',
      url: '/api/Evaluation/InsertStudentEvaluation',
      headers,
      payload: payload as Record<string, unknown>,
    });
  }
  async function courses(headers: Headers) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/GetStudentCourses',
      headers,
    });
    return envelope(getStudentCoursesResponse).parse(response.json()).ReturnObject;
  }
  async function pending(headers: Headers) {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/CheckForEvaluation',
      headers,
    });
    return response;
  }
  async function answerCounts() {
    const [held, tallies, scores, comments, completions] = await Promise.all([
      db().select().from(evaluationHeldAnswers),
      db().select().from(evaluationTallies),
      db().select().from(evaluationScores),
      db().select().from(evaluationComments),
      db().select().from(evaluationCompletions),
    ]);
    return {
      held: held.length,
      tallies: tallies.length,
      scores: scores.length,
      comments: comments.length,
      completions: completions.length,
    };
  }

  it('lists the sections, their instructors and the questions, and records a submission once', async () => {
    const { student, sections, headers } = await studentWithSections(2);
    const [first, second] = sections;
    if (!first || !second) throw new Error('two sections expected');
    const listed = await courses(headers);
    expect(listed.WindowOpen).toBe(true);
    expect(listed.Courses.map((course) => [course.SectionId, course.Evaluated])).toEqual(
      expect.arrayContaining([
        [first.id, false],
        [second.id, false],
      ]),
    );

    const instructors = await subject.app.inject({
      method: 'POST',
      url: '/api/Evaluation/GetCourseInstructors',
      headers,
      payload: { SectionId: first.id },
    });
    expect(envelope(getCourseInstructorsResponse).parse(instructors.json()).ReturnObject).toEqual([
      expect.objectContaining({ InstructorId: first.instructorId }),
    ]);
    const questions = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/GetCategoryQuestions?categoryId=1',
      headers,
    });
    expect(
      envelope(getCategoryQuestionsResponse)
        .parse(questions.json())
        .ReturnObject.map((q) => q.QuestionId),
    ).toEqual([questionIds.courseScore, questionIds.courseComment, questionIds.optionalComment]);

    const recorded = await submit(headers, evaluation(first.id, first.instructorId));
    expect(recorded.json()).toMatchObject({
      Status: '200',
      ReturnObject: { SectionId: first.id, Remaining: 1 },
    });
    expect((await courses(headers)).Courses.find((course) => course.SectionId === first.id)?.Evaluated).toBe(
      true,
    );

    const before = await answerCounts();
    const again = await submit(headers, evaluation(first.id, first.instructorId, 1));
    expect(again.json()).toMatchObject({ Status: '409', Message: 'You have already evaluated this course.' });
    expect(await answerCounts()).toEqual(before);

    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: subject.app.config.UNIVERSITY_TIME_ZONE,
    }).format(new Date());
    const completion = await db()
      .select()
      .from(evaluationCompletions)
      .where(eq(evaluationCompletions.studentId, student.id));
    expect(completion).toEqual([{ studentId: student.id, sectionId: first.id, evaluatedOn: today }]);
  });

  it('refuses incomplete or mismatched answers with a clear message and changes nothing', async () => {
    const { sections, headers } = await studentWithSections(1);
    const [section] = sections;
    if (!section) throw new Error('a section expected');
    const good = evaluation(section.id, section.instructorId);
    const stranger = await buildInstructor(db());
    const cases: [unknown, RegExp][] = [
      [{ ...good, CourseAnswers: good.CourseAnswers.slice(0, 1) }, /required question/],
      [{ ...good, Instructors: [] }, /each of the course's instructors/],
      [
        { ...good, Instructors: [{ InstructorId: stranger.id, Answers: [] }] },
        /each of the course's instructors/,
      ],
      [
        {
          ...good,
          CourseAnswers: [...good.CourseAnswers, { QuestionId: questionIds.instructorScore, Score: 3 }],
        },
        /not asked here/,
      ],
      [
        {
          ...good,
          CourseAnswers: [{ QuestionId: questionIds.courseScore, Comment: 'x' }, good.CourseAnswers[1]],
        },
        /score from 1 to 5/,
      ],
      [
        {
          ...good,
          CourseAnswers: [{ QuestionId: questionIds.courseScore, Score: 9 }, good.CourseAnswers[1]],
        },
        /Score/,
      ],
    ];
    const before = await answerCounts();
    for (const [payload, message] of cases) {
      const response = await submit(headers, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ Message: string }>().Message).toMatch(message);
    }
    expect(await answerCounts()).toEqual(before);
  });

  it("never shows or accepts another student's section, nor one while staff act as the student", async () => {
    const owner = await studentWithSections(1);
    const [section] = owner.sections;
    if (!section) throw new Error('a section expected');
    const { headers } = await studentWithSections(1);
    const instructors = await subject.app.inject({
      method: 'POST',
      url: '/api/Evaluation/GetCourseInstructors',
      headers,
      payload: { SectionId: section.id },
    });
    expect(instructors.json()).toMatchObject({ Status: '404', ReturnObject: null });
    expect((await courses(headers)).Courses.map((course) => course.SectionId)).not.toContain(section.id);
    const before = await answerCounts();
    expect((await submit(headers, evaluation(section.id, section.instructorId))).json()).toMatchObject({
      Status: '404',
    });
    expect(await answerCounts()).toEqual(before);
  });

  it('refuses submissions while the window is closed', async () => {
    const { sections, headers } = await studentWithSections(1);
    const [section] = sections;
    if (!section) throw new Error('a section expected');
    const now = Date.now();
    await db()
      .update(termWindows)
      .set({ opensAt: new Date(now + 86_400_000), closesAt: new Date(now + 2 * 86_400_000) })
      .where(eq(termWindows.id, windowId));
    try {
      const before = await answerCounts();
      expect((await submit(headers, evaluation(section.id, section.instructorId))).json()).toMatchObject({
        Status: '423',
      });
      expect(await answerCounts()).toEqual(before);
      // The page says when it opens from the same row the refusal read.
      expect(await courses(headers)).toMatchObject({
        WindowOpen: false,
        Window: {
          OpensAt: new Date(now + 86_400_000).toISOString(),
          ClosesAt: new Date(now + 2 * 86_400_000).toISOString(),
        },
      });
    } finally {
      await db()
        .update(termWindows)
        .set({ opensAt: new Date(now - 3_600_000), closesAt: new Date(now + 7 * 86_400_000) })
        .where(eq(termWindows.id, windowId));
    }
  });

  it('keeps the gate order: the announcement first (400), then the evaluation, then nothing', async () => {
    const program = await buildProgram(db());
    const student = await buildStudent(db(), { programId: program.id });
    const instructor = await buildInstructor(db());
    const section = await buildSection(db(), { termId: current.id, instructorId: instructor.id });
    await buildRegistration(db(), { studentId: student.id, sectionId: section.id });
    const announcement = await buildAnnouncement(db(), {
      audience: 'program',
      programId: program.id,
      mustAccept: true,
    });
    const headers = await studentAuthorization(subject.app, student);

    const flag = await subject.app.inject({
      method: 'GET',
      url: '/api/Portal/CheckAnnocmentIsAccepted',
      headers,
    });
    expect(flag.json()).toMatchObject({ ReturnObject: 0 });
    expect((await pending(headers)).statusCode).toBe(400);
    expect((await submit(headers, evaluation(section.id, instructor.id))).statusCode).toBe(400);

    await subject.app.inject({
      method: 'POST',
      url: '/api/Portal/InsertAnnouncmentLogger',
      headers,
      payload: { AnnouncementId: announcement.id },
    });
    expect((await pending(headers)).json()).toMatchObject({ Status: '200', ReturnObject: true });
    expect((await submit(headers, evaluation(section.id, instructor.id))).json()).toMatchObject({
      ReturnObject: { Remaining: 0 },
    });
    expect((await pending(headers)).json()).toMatchObject({ ReturnObject: false });
  });

  it('stores answers that cannot be joined back to a student: no student, id or time columns', async () => {
    const { sections, headers } = await studentWithSections(1);
    const [section] = sections;
    if (!section) throw new Error('a section expected');
    await submit(headers, {
      ...evaluation(section.id, section.instructorId),
      CourseAnswers: [
        { QuestionId: questionIds.courseScore, Score: 2 },
        { QuestionId: questionIds.courseComment, Comment: 'Needs more examples.' },
      ],
    });
    const answerTables = `('evaluation_held_answers', 'evaluation_tallies', 'evaluation_scores', 'evaluation_comments')`;
    const columns = await subject.database.handle.query<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(`
      select table_name, column_name, data_type from information_schema.columns
      where table_name in ${answerTables}
      order by table_name, column_name`);
    const names = columns.map((row) => `${row.table_name}.${row.column_name}`);
    expect(names).toEqual([
      'evaluation_comments.comment',
      'evaluation_comments.instructor_id',
      'evaluation_comments.question_id',
      'evaluation_comments.section_id',
      'evaluation_held_answers.sealed',
      'evaluation_held_answers.section_id',
      'evaluation_scores.answers',
      'evaluation_scores.instructor_id',
      'evaluation_scores.question_id',
      'evaluation_scores.score',
      'evaluation_scores.section_id',
      'evaluation_tallies.instructor_id',
      'evaluation_tallies.respondents',
      'evaluation_tallies.section_id',
    ]);
    expect(columns.filter((row) => /time|date/.test(row.data_type))).toEqual([]);
    // No key, identity or sequence that could order the rows by arrival, and no reference to students.
    const keys = await subject.database.handle.query<{
      table_name: string;
      constraint_type: string;
      foreign_table: string | null;
    }>(`
      select tc.table_name, tc.constraint_type, ccu.table_name as foreign_table
      from information_schema.table_constraints tc
      left join information_schema.constraint_column_usage ccu
        on tc.constraint_type = 'FOREIGN KEY' and ccu.constraint_name = tc.constraint_name
      where tc.table_name in ${answerTables}`);
    expect(keys.filter((row) => row.constraint_type === 'PRIMARY KEY')).toEqual([]);
    expect(
      keys
        .map((row) => row.foreign_table)
        .filter((table) => table !== null)
        .sort(),
    ).not.toContain('students');
    expect(new Set(keys.map((row) => row.foreign_table))).not.toContain('evaluation_completions');
    // While the window is open the submission is held sealed; nothing reaches the counters or comments.
    const held = await db()
      .select()
      .from(evaluationHeldAnswers)
      .where(eq(evaluationHeldAnswers.sectionId, section.id));
    expect(held).toHaveLength(1);
    expect(held[0]?.sealed).not.toContain('Needs more examples.');
    expect(
      await db().select().from(evaluationTallies).where(eq(evaluationTallies.sectionId, section.id)),
    ).toEqual([]);
    expect(
      await db().select().from(evaluationComments).where(eq(evaluationComments.sectionId, section.id)),
    ).toEqual([]);
  });

  it('shows the quality office aggregates after the window closes, only where at least 5 answered', async () => {
    const instructor = await buildInstructor(db());
    const popular = await buildSection(db(), { termId: current.id, instructorId: instructor.id });
    const small = await buildSection(db(), { termId: current.id, instructorId: instructor.id });
    for (const [section, count] of [
      [popular, 5],
      [small, 4],
    ] as const) {
      for (let index = 0; index < count; index++) {
        const student = await buildStudent(db());
        await buildRegistration(db(), { studentId: student.id, sectionId: section.id });
        const headers = await studentAuthorization(subject.app, student);
        const response = await submit(headers, evaluation(section.id, instructor.id, 1 + (index % 5)));
        expect(response.json()).toMatchObject({ Status: '200' });
      }
    }
    const quality = await buildStaffMember(db(), { roles: ['quality'] });
    const read = async () =>
      subject.app.inject({
        method: 'GET',
        url: `/api/Evaluation/GetEvaluationReport?termCode=${current.code}`,
        headers: await staffAuthorization(subject.app, quality),
      });
    // Nothing is shown while the window is open; the answers are counted after it closes.
    expect((await read()).json()).toMatchObject({ Status: '423', ReturnObject: null });
    await db()
      .update(termWindows)
      .set({ opensAt: new Date(Date.now() - 7 * 86_400_000), closesAt: new Date(Date.now() - 86_400_000) })
      .where(eq(termWindows.id, windowId));
    const { box } = await openSecretBox(db(), subject.app.config.secretKeys);
    await releaseHeldAnswers(db(), box, { error: () => undefined }, new Date());
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/Evaluation/GetEvaluationReport?termCode=${current.code}`,
      headers: await staffAuthorization(subject.app, quality),
    });
    const report = envelope(getEvaluationReportResponse).parse(response.json()).ReturnObject;
    const course = (sectionId: number) =>
      report.Rows.find((row) => row.SectionId === sectionId && row.InstructorId === null);
    expect(course(popular.id)).toMatchObject({ Respondents: 5, Shown: true });
    const [courseQuestion] = course(popular.id)?.Questions ?? [];
    expect(courseQuestion).toMatchObject({ QuestionId: questionIds.courseScore, Answers: 5, Mean: 3 });
    expect(course(popular.id)?.Questions).toHaveLength(1);
    expect(course(small.id)).toMatchObject({ Respondents: 4, Shown: false, Questions: [] });

    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const refused = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/GetEvaluationReport',
      headers: await staffAuthorization(subject.app, registrar),
    });
    expect(refused.statusCode).toBe(403);
  });
});
