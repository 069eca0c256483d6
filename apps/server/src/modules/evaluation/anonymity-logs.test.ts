import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { MINIMUM_RESPONDENTS } from './anonymity.js';
import { evaluationWorld } from './test-world.js';

/**
 * Where an answer could leak beside the tables: the app's log (a failed statement's parameters and
 * failing row, a request body) and what the database is sent, which its own logs, statistics and write-
 * ahead log keep. Each test sends a comment nobody else writes and looks for it.
 */
describe('course evaluation answers never reach a log', () => {
  let subject: TestApp;
  let world: Awaited<ReturnType<typeof evaluationWorld>>;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    subject = await buildTestApp({ EVALUATION_RELEASER: 'false', LOG_LEVEL: 'trace' }, undefined, {
      logStream: { write: (line: string) => lines.push(line) },
    });
    world = await evaluationWorld(subject.app, subject.database.handle);
  });
  afterAll(() => subject.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const query = (text: string, params?: unknown[]) => subject.database.handle.query(text, params);

  /** Everything sent to the database from now on, as bytes: PGlite's protocol messages, node-postgres's queries. */
  function recordWire() {
    const embedded = vi.spyOn(PGlite.prototype, 'execProtocolRawSync');
    const server = vi.spyOn(pg.Client.prototype, 'query');
    return () =>
      Buffer.concat([
        ...embedded.mock.calls.map(([message]) => Buffer.from(message)),
        ...server.mock.calls.map((call) => Buffer.from(JSON.stringify(call))),
      ]);
  }

  it('sends the database a submission sealed: no statement or parameter holds its comment', async () => {
    await world.open();
    const section = await world.section();
    const student = await world.student(section.id);
    const comment = 'Wire check: the projector in hall B2 flickers.';
    const sent = recordWire();
    const response = await world.submit(student.headers, world.evaluation(section, { comment }));
    expect(response.json()).toMatchObject({ Status: '200' });
    const wire = sent();
    expect(wire.includes(Buffer.from('evaluation_held_answers'))).toBe(true);
    expect(wire.includes(Buffer.from(comment))).toBe(false);
    expect(wire.includes(Buffer.from(comment, 'utf16le'))).toBe(false);
    expect(log()).toContain('/api/Evaluation/InsertStudentEvaluation');
    expect(log()).not.toContain(comment);
  });

  it('logs a submission that fails by its error code, never its parameters or failing row', async () => {
    await world.open();
    const section = await world.section();
    const student = await world.student(section.id);
    const comment = 'Failure check: the lab door code is 4417.';
    await query(
      `alter table evaluation_held_answers add constraint evaluation_test_refuses check (length(sealed) < 10) not valid`,
    );
    try {
      const response = await world.submit(student.headers, world.evaluation(section, { comment }));
      expect(response.statusCode).toBe(500);
    } finally {
      await query('alter table evaluation_held_answers drop constraint evaluation_test_refuses');
    }
    const failure = lines.find((line) => line.includes('"request failed"'));
    expect(failure).toBeDefined();
    expect(failure).toContain('23514');
    expect(failure).toContain('evaluation_test_refuses');
    expect(failure).not.toMatch(/"params"|Failing row|"detail"/);
    expect(log()).not.toContain(comment);
  });

  it('logs a release that fails by its section and error code, never the comments it carried', async () => {
    await world.open();
    const section = await world.section();
    const comments = Array.from(
      { length: MINIMUM_RESPONDENTS },
      (_, index) => `Release check ${String(index)}: the zebra crossing outside gate 3.`,
    );
    for (const comment of comments) {
      const student = await world.student(section.id);
      await world.submit(student.headers, world.evaluation(section, { comment }));
    }
    await world.close();
    // PostgreSQL quotes the whole failing row, comment included, and drizzle puts every parameter of the
    // statement (all the batch's comments) in its message.
    await query(
      `alter table evaluation_comments add constraint evaluation_test_no_zebra check (position('zebra' in comment) = 0) not valid`,
    );
    try {
      const pass = await world.release(subject.app.log);
      expect(pass.failed).toEqual([section.id]);
    } finally {
      await query('alter table evaluation_comments drop constraint evaluation_test_no_zebra');
    }
    const failure = lines.find((line) =>
      line.includes('evaluation release: a section could not be released'),
    );
    expect(failure).toContain(`"sectionId":${String(section.id)}`);
    expect(failure).toContain('23514');
    expect(failure).toContain('evaluation_test_no_zebra');
    expect(failure).toContain('insert into \\"evaluation_comments\\"');
    for (const comment of comments) expect(log()).not.toContain(comment);
    expect(log()).not.toContain('zebra crossing');
    // Nothing was lost: the answers are still held, and the next pass releases them.
    const pass = await world.release(subject.app.log);
    expect(pass.failed).toEqual([]);
    const stored = await query('select comment from evaluation_comments where section_id = $1', [section.id]);
    expect(stored).toHaveLength(comments.length);
  });

  it('refuses a body that does not parse without logging what it held', async () => {
    await world.open();
    const section = await world.section();
    const student = await world.student(section.id);
    const comment = 'Parse check: my advisor never answers email';
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Evaluation/InsertStudentEvaluation',
      headers: { ...student.headers, 'content-type': 'application/json' },
      payload: `{"SectionId": ${String(section.id)}, "CourseAnswers": [{"QuestionId": 1, "Comment": "${comment}"`,
    });
    expect(response.statusCode).toBe(422);
    expect(log()).not.toContain(comment);
  });
});
