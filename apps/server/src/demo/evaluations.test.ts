import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkForEvaluationResponse, envelope, getEvaluationReportResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { staffAuthorization, studentAuthorization } from '../test/sessions.js';
import { universityToday } from './days.js';
import { generateDemoUniversity } from './generate.js';

/** The demo's course evaluation: a report with content, and nobody sent to the evaluation gate today. */
describe('the demo university’s course evaluation', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
    await generateDemoUniversity(subject.database.handle, {
      seed: 8,
      students: 200,
      password: 'Demo@Pass1',
      emailDomain: 'eval.edu.eg',
      today: universityToday('Africa/Cairo'),
    });
  });
  afterAll(() => subject.close());

  it('gives the quality office sections at and below the threshold, scores only at or above it', async () => {
    const rows = await subject.database.handle.query<{ id: number; email: string }>(
      "select id, email from staff_members where 'quality' = any(roles) limit 1",
    );
    const quality = rows[0];
    if (!quality) throw new Error('no demo quality staff');
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Evaluation/GetEvaluationReport',
      headers: await staffAuthorization(subject.app, { ...quality, roles: ['quality'] }),
    });
    const report = envelope(getEvaluationReportResponse).parse(response.json()).ReturnObject;
    const shown = report.Rows.filter((row) => row.Shown);
    const withheld = report.Rows.filter((row) => !row.Shown);
    expect(shown.length).toBeGreaterThan(0);
    expect(withheld.length).toBeGreaterThan(0);
    expect(shown.every((row) => row.Respondents >= 5 && row.Questions.length > 0)).toBe(true);
    expect(withheld.every((row) => row.Respondents < 5 && row.Questions.length === 0)).toBe(true);
  });

  it('keeps the current window closed: no registered student has an evaluation pending', async () => {
    const rows = await subject.database.handle.query<{ id: number; email: string }>(
      `select s.id, s.email from students s
       where exists (select 1 from registrations r join terms t on t.id = r.term_id and t.is_current
                     where r.student_id = s.id and r.status = 'registered')
       limit 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const student of rows) {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Evaluation/CheckForEvaluation',
        headers: await studentAuthorization(subject.app, student),
      });
      // The Clinical Pharmacy year-4 showcase answers 400 until the announcement is accepted; others false.
      if (response.statusCode === 200) {
        expect(envelope(checkForEvaluationResponse).parse(response.json()).ReturnObject).toBe(false);
      }
    }
  });
});
