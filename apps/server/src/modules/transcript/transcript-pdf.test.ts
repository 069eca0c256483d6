import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildEnrolment,
  buildProgram,
  buildStudent,
  buildTerm,
  buildWithheldGrade,
} from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { studentAuthorization } from '../../test/sessions.js';

describe('GET /api/Transcript/GetTranscriptPdf', () => {
  let subject: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    subject = await buildTestApp({ UNIVERSITY_NAME_EN: 'Nile Delta University' });
    const db = subject.database.handle.db;
    const program = await buildProgram(db, { nameEn: 'Computer Science', degree: 'BSc' });
    const student = await buildStudent(db, {
      programId: program.id,
      nameEn: 'Mariam Adel Hassan',
      code: '2024-10457',
    });
    const classmate = await buildStudent(db, { nameEn: 'Omar Classmate' });
    headers = await studentAuthorization(subject.app, student);
    const fall = await buildTerm(db, { nameEn: 'Fall 2024', startsOn: '2024-09-21', endsOn: '2025-01-31' });
    const spring = await buildTerm(db, {
      nameEn: 'Spring 2025',
      startsOn: '2025-02-08',
      endsOn: '2025-06-30',
    });
    const course = (code: string, titleEn: string, credits: number) =>
      buildCourse(db, { code, titleEn, credits });
    const math = await course('MATH 101', 'Calculus I', 3);
    const prog = await course('CSC 101', 'Programming I', 4);
    const hist = await course('HIST 101', 'Egyptian History', 2);
    const geol = await course('GEOL 101', 'Geology for Classmates', 3);
    const sit = (termId: number, c: { id: number; hasLab: boolean }, grade: 'F' | 'B' | 'A' | 'C' | 'W') =>
      buildEnrolment(db, {
        studentId: student.id,
        termId,
        course: c,
        status: grade === 'W' ? 'withdrawn' : 'completed',
        grade,
      });
    // Fall: F (0 × 3) + A (4 × 4) = 16 over 7 = 2.29. Spring: MATH B (9) ; HIST C withheld.
    // Cumulative: A 16 + B 9 = 25 over 7 = 3.57 (the F replaced), honours.
    await sit(fall.id, math, 'F');
    await sit(fall.id, prog, 'A');
    await sit(spring.id, math, 'B');
    const held = await sit(spring.id, hist, 'C');
    await buildWithheldGrade(db, { registrationId: held.lecture.id, reason: 'unpaid_fees' });
    await buildEnrolment(db, {
      studentId: classmate.id,
      termId: fall.id,
      course: geol,
      status: 'completed',
      grade: 'A',
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('is a PDF of every term with names, courses, marks, GPA and standing, for this student only', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Transcript/GetTranscriptPdf',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Transcript-2024-10457.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Nile Delta University',
      'Unofficial Academic Transcript',
      'Mariam Adel Hassan',
      '2024-10457',
      'Computer Science (BSc)',
      'Fall 2024',
      'Spring 2025',
      'Calculus I',
      'Programming I',
      'F (E)',
      'Withheld',
      'Term GPA 2.29',
      'Cumulative GPA: 3.57',
      'Academic standing: Honours',
      'Generated:',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The withheld course's row: title, credits, then "Withheld" where the letter would be.
    const lines = text.split('\n');
    const row = lines.indexOf('Egyptian History');
    expect(lines.slice(row, row + 4)).toEqual(['Egyptian History', '2', 'Withheld', '-']);
    expect(text).not.toContain('GEOL');
    expect(text).not.toContain('Omar');
  });

  it('refuses a caller without a token', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Transcript/GetTranscriptPdf' });
    expect(response.statusCode).toBe(401);
  });
});
