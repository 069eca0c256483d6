import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_COMMENT_MAX } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { MINIMUM_RESPONDENTS, RELEASE_GRACE_MS } from './anonymity.js';
import { evaluationWorld, HOUR } from './test-world.js';

/**
 * What a database administrator, or anyone with a backup, can read about who answered what: the system
 * columns (xmin, the transaction that wrote a row; ctid, its place in the heap), the rows of every
 * evaluation table, and the report while the window is open. Runs on PGlite and, in CI, on PostgreSQL.
 */
describe('course evaluation answers cannot be traced to students', () => {
  let subject: TestApp;
  let world: Awaited<ReturnType<typeof evaluationWorld>>;

  beforeAll(async () => {
    subject = await buildTestApp({ EVALUATION_RELEASER: 'false' });
    world = await evaluationWorld(subject.app, subject.database.handle);
  });
  afterAll(() => subject.close());

  const query = <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    subject.database.handle.query<Row>(text, params);

  /** Every answer row of the section, with the transaction that wrote it, in heap order. */
  async function answerRows(sectionId: number) {
    const [tallies, scores, comments] = await Promise.all([
      query<{ xmin: string; instructor_id: number | null; respondents: number }>(
        'select xmin::text as xmin, instructor_id, respondents from evaluation_tallies where section_id = $1 order by ctid',
        [sectionId],
      ),
      query<{
        xmin: string;
        instructor_id: number | null;
        question_id: number;
        score: number;
        answers: number;
      }>(
        'select xmin::text as xmin, instructor_id, question_id, score, answers from evaluation_scores where section_id = $1 order by ctid',
        [sectionId],
      ),
      query<{ xmin: string; instructor_id: number | null; question_id: number; comment: string }>(
        'select xmin::text as xmin, instructor_id, question_id, comment from evaluation_comments where section_id = $1 order by ctid',
        [sectionId],
      ),
    ]);
    return { tallies, scores, comments };
  }
  const completionXmins = async (sectionId: number) =>
    (
      await query<{ xmin: string }>(
        'select xmin::text as xmin from evaluation_completions where section_id = $1',
        [sectionId],
      )
    ).map((row) => row.xmin);
  const held = (sectionId: number) =>
    query<{ xmin: string; sealed: string }>(
      'select xmin::text as xmin, sealed from evaluation_held_answers where section_id = $1 order by ctid',
      [sectionId],
    );

  it('holds each submission sealed and of one length, and counts nothing while the window is open', async () => {
    await world.open();
    const section = await world.section();
    const comments = [
      'Short.',
      'أتمنى المزيد من الأمثلة المحلولة قبل الامتحان النصفي.',
      'x'.repeat(EVALUATION_COMMENT_MAX),
      '🙂'.repeat(EVALUATION_COMMENT_MAX / 2),
    ];
    const before = await answerRows(section.id);
    const reportBefore = await world.report();
    for (const [index, comment] of comments.entries()) {
      const student = await world.student(section.id);
      const payload = world.evaluation(section, {
        score: 1 + index,
        comment,
        ...(index % 2 === 0 ? { instructorComment: `Instructor note ${String(index)}` } : {}),
      });
      expect((await world.submit(student.headers, payload)).json()).toMatchObject({ Status: '200' });
      // Nothing a submission writes reaches the answers, so reading them before and after tells nothing.
      expect(await answerRows(section.id)).toEqual(before);
    }
    expect(before).toEqual({ tallies: [], scores: [], comments: [] });

    const rows = await held(section.id);
    expect(rows).toHaveLength(comments.length);
    // Each held row shares its transaction with a completion, so it must be unreadable and tell no length.
    expect(new Set(rows.map((row) => row.xmin))).toEqual(new Set(await completionXmins(section.id)));
    expect(new Set(rows.map((row) => row.sealed.length)).size).toBe(1);
    for (const row of rows) {
      for (const comment of comments) {
        expect(row.sealed).not.toContain(comment);
        expect(row.sealed).not.toContain(Buffer.from(comment).toString('base64').slice(0, 12));
      }
    }

    // The report is refused while the window is open, the same before and after the submissions.
    const reportAfter = await world.report();
    expect(reportBefore).toMatchObject({ Status: '423', ReturnObject: null });
    expect(reportBefore.Message).toMatch(/is open until .* no student's answers can be told apart/);
    expect(reportAfter).toEqual(reportBefore);
  });

  it('releases a section’s answers together after the close, in no student’s transaction, in an order of their own', async () => {
    await world.open();
    const section = await world.section();
    // Submitted in reverse alphabetical order, with scores that fall as the comments rise.
    const comments = ['Gamma', 'Foxtrot', 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'].map(
      (word) => `${word}: the course comment.`,
    );
    for (const [index, comment] of comments.entries()) {
      const student = await world.student(section.id);
      const payload = world.evaluation(section, {
        score: 5 - (index % 5),
        comment,
        instructorComment: `${comment} For the instructor.`,
      });
      expect((await world.submit(student.headers, payload)).json()).toMatchObject({ Status: '200' });
    }
    const completions = await completionXmins(section.id);
    expect(new Set(completions).size).toBe(comments.length);

    // Closed, but within the grace: nothing moves, and the report waits.
    await world.close(HOUR / 60);
    expect((await world.release()).sections).toBe(0);
    await world.close();
    expect((await world.report()).Message).toMatch(/being counted/);
    const pass = await world.release();
    expect(pass).toMatchObject({ unreadable: [], failed: [] });
    expect(pass.sections).toBeGreaterThanOrEqual(1);
    expect(await held(section.id)).toEqual([]);

    const { tallies, scores, comments: stored } = await answerRows(section.id);
    const written = [...tallies, ...scores, ...stored].map((row) => row.xmin);
    // No answer row was written by a submission's transaction, and all were written by one release.
    expect(written.filter((xmin) => completions.includes(xmin))).toEqual([]);
    expect(new Set(written).size).toBe(1);
    expect(tallies.map((row) => [row.instructor_id, row.respondents])).toEqual([
      [null, 7],
      [section.instructorId, 7],
    ]);

    // The heap order is the order of the texts, never the order the students submitted in.
    const courseComments = stored.filter((row) => row.instructor_id === null).map((row) => row.comment);
    expect(courseComments).toEqual([...comments].sort());
    expect(courseComments).not.toEqual(comments);
    expect(stored.map((row) => row.instructor_id)).toEqual([
      ...comments.map(() => null),
      ...comments.map(() => section.instructorId),
    ]);
    // Counters are in the order of subject, question and score: the first row is not the first answer.
    const order = scores.map((row) => [row.instructor_id ?? 0, row.question_id, row.score]);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0),
      ),
    );
    expect(scores.reduce((sum, row) => sum + row.answers, 0)).toBe(comments.length * 2);

    const shown = await world.report();
    expect(shown.Status).toBe('200');
    const course = shown.ReturnObject?.Rows.find(
      (row) => row.SectionId === section.id && row.InstructorId === null,
    );
    expect(course).toMatchObject({ Respondents: 7, Shown: true });
    expect(course?.Questions).toEqual([
      expect.objectContaining({ QuestionId: world.question.courseScore, Answers: 7 }),
    ]);
  });

  it('keeps the answers of a section with fewer than the minimum sealed, listing it without scores', async () => {
    await world.open();
    const section = await world.section();
    for (let count = 0; count < MINIMUM_RESPONDENTS - 1; count++) {
      const student = await world.student(section.id);
      await world.submit(student.headers, world.evaluation(section, { comment: `Few ${String(count)}` }));
    }
    await world.close();
    await world.release();
    expect(await held(section.id)).toHaveLength(MINIMUM_RESPONDENTS - 1);
    expect(await answerRows(section.id)).toEqual({ tallies: [], scores: [], comments: [] });
    const report = await world.report();
    const rows = report.ReturnObject?.Rows.filter((row) => row.SectionId === section.id);
    expect(rows).toEqual([
      expect.objectContaining({
        InstructorId: null,
        Respondents: MINIMUM_RESPONDENTS - 1,
        Shown: false,
        Questions: [],
      }),
      expect.objectContaining({ InstructorId: section.instructorId, Shown: false, Questions: [] }),
    ]);
  });

  it('counts a copied held row once, and each submission once when two releases run together', async () => {
    await world.open();
    const section = await world.section();
    for (let count = 0; count < MINIMUM_RESPONDENTS; count++) {
      const student = await world.student(section.id);
      await world.submit(
        student.headers,
        world.evaluation(section, { score: 1, comment: `Once ${String(count)}` }),
      );
    }
    // An administrator copies one student's sealed row ten times to single out that student's answers.
    await query(
      `insert into evaluation_held_answers (section_id, sealed)
       select section_id, sealed from evaluation_held_answers, generate_series(1, 10)
       where section_id = $1 and sealed = (select min(sealed) from evaluation_held_answers where section_id = $1)`,
      [section.id],
    );
    await world.close();
    await Promise.all([world.release(), world.release()]);
    const { tallies, scores, comments } = await answerRows(section.id);
    expect(tallies.map((row) => row.respondents)).toEqual([MINIMUM_RESPONDENTS, MINIMUM_RESPONDENTS]);
    expect(scores.find((row) => row.question_id === world.question.courseScore)?.answers).toBe(
      MINIMUM_RESPONDENTS,
    );
    expect(comments).toHaveLength(MINIMUM_RESPONDENTS);
  });

  it('releases late answers of a reopened window only when enough gather, never a smaller group', async () => {
    await world.open();
    const section = await world.section();
    const submitOne = async (comment: string) => {
      const student = await world.student(section.id);
      await world.submit(student.headers, world.evaluation(section, { comment }));
    };
    for (let count = 0; count < MINIMUM_RESPONDENTS; count++) await submitOne(`First ${String(count)}`);
    await world.close();
    await world.release();
    const first = await answerRows(section.id);
    expect(first.comments).toHaveLength(MINIMUM_RESPONDENTS);

    // Reopened: two late submissions would be told apart by the difference, so they stay held.
    await world.open();
    await submitOne('Late 1');
    await submitOne('Late 2');
    await world.close();
    await world.release();
    expect(await answerRows(section.id)).toEqual(first);
    expect(await held(section.id)).toHaveLength(2);
    expect((await world.report()).Status).toBe('200');
  });

  it('refuses a held row moved to another section, and leaves it held', async () => {
    await world.open();
    const [from, to] = [await world.section(), await world.section()];
    for (const target of [from, to]) {
      for (let count = 0; count < MINIMUM_RESPONDENTS; count++) {
        const student = await world.student(target.id);
        await world.submit(student.headers, world.evaluation(target, { comment: `Moved ${String(count)}` }));
      }
    }
    await query(
      'update evaluation_held_answers set section_id = $2 where ctid = (select min(ctid) from evaluation_held_answers where section_id = $1)',
      [from.id, to.id],
    );
    await world.close();
    const errors: object[] = [];
    const pass = await world.release(
      { error: (details) => errors.push(details) },
      new Date(Date.now() + RELEASE_GRACE_MS),
    );
    expect(pass.unreadable).toEqual([to.id]);
    expect(errors).toEqual([{ sectionId: to.id }]);
    expect(await held(to.id)).toHaveLength(MINIMUM_RESPONDENTS + 1);
    expect((await answerRows(from.id)).tallies).toEqual([]);
  });
});
