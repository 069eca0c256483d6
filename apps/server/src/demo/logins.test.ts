import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';
import { standingFromGpa } from '../modules/registration/grade-scale.js';
import { demoLogins } from './logins.js';

const OPTIONS = {
  seed: 99,
  students: 60,
  password: 'Demo@Pass1',
  emailDomain: 'demo.edu.eg',
  today: new Date(Date.UTC(2026, 6, 15)),
};

describe('demo students and their logins', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('offers a student in each situation the pages distinguish, and every staff account', async () => {
    const logins = await demoLogins(database.handle, 'demo.edu.eg');
    const students = logins.filter((login) => login.kind === 'student');
    for (const situation of [
      'good standing',
      'honors',
      'warning',
      'probation',
      'suspended',
      'group-advising',
      'freshman',
      'not yet registered',
      'graduated',
      'must accept an announcement',
      'blocked from the portal',
      'barred from the exams',
      'records showcase',
      // Issue 23: a student in every state of their account.
      'nothing owed',
      'unpaid balance',
      'installment overdue',
      'on an installment plan',
      "waiting for the bank's statement",
      'bus fee paid',
      'bus fee still owed',
      'military education due',
      // Issue 25: the international office's applicants.
      'offer to answer',
      'fee to pay',
      'returned for a document',
    ]) {
      expect(
        students.some((login) => login.description.includes(situation)),
        situation,
      ).toBe(true);
    }
    const staff = logins.filter((login) => login.kind === 'staff').map((login) => login.email);
    expect(staff).toContain('registrar@demo.edu.eg');
    expect(staff).toContain('student-services@demo.edu.eg');
    expect(staff).toContain('international-office@demo.edu.eg');
    expect(staff).toContain('placement-office@demo.edu.eg');
    expect(staff).toContain('training-office@demo.edu.eg');
    expect(staff).toContain('it-desk@demo.edu.eg');
    expect(staff).toContain('events-office@demo.edu.eg');
    expect(staff).toContain('usher@demo.edu.eg');
    expect(staff).toHaveLength(14);
    expect(logins.every((login) => login.email.endsWith('@demo.edu.eg'))).toBe(true);
    expect(await demoLogins(database.handle, 'elsewhere.edu')).toEqual([]);
  });

  it('gives every student the standing their latest grades earn', async () => {
    // Labs repeat the lecture's grade, so only lecture rows count; a retake replaces the earlier grade.
    const graded = await database.handle.query<{
      student_id: number;
      standing: string;
      grade: string;
      credits: number;
    }>(
      `select distinct on (r.student_id, s.course_id) r.student_id, st.standing, r.grade, c.credits
         from registrations r
         join sections s on s.id = r.section_id and s.kind = 'lecture'
         join courses c on c.id = s.course_id
         join students st on st.id = r.student_id
        where r.status = 'completed' and r.grade <> 'I'
        order by r.student_id, s.course_id, r.term_id desc`,
    );
    const points: Record<string, number> = {
      A: 4,
      'A-': 3.7,
      'B+': 3.3,
      B: 3,
      'B-': 2.7,
      'C+': 2.3,
      C: 2,
      'C-': 1.7,
      'D+': 1.3,
      D: 1,
      F: 0,
    };
    const totals = new Map<number, { standing: string; sum: number; credits: number }>();
    for (const row of graded) {
      const total = totals.get(row.student_id) ?? { standing: row.standing, sum: 0, credits: 0 };
      total.sum += (points[row.grade] ?? Number.NaN) * row.credits;
      total.credits += row.credits;
      totals.set(row.student_id, total);
    }
    expect(totals.size).toBeGreaterThan(30);
    for (const [studentId, total] of totals) {
      const gpa = total.sum / total.credits;
      // A GPA computed in another order may differ in the last bit; allow either side of a boundary.
      const allowed = [standingFromGpa(gpa - 1e-9), standingFromGpa(gpa + 1e-9)];
      expect(allowed, `student ${studentId}, GPA ${gpa.toFixed(3)}`).toContain(total.standing);
    }
    const ungraded = await database.handle.query(
      `select 1 from students s where s.standing <> 'good' and not exists
         (select 1 from registrations r where r.student_id = s.id and r.status = 'completed')`,
    );
    expect(ungraded).toHaveLength(0);
  });

  it('keeps levels within the program and moves them up each Fall since admission', async () => {
    const academicYear = (alias: string) =>
      `(split_part(${alias}.code, '-', 1)::int - case when ${alias}.code like '%-FALL' then 0 else 1 end)`;
    const levels = await database.handle.query<{ level: number; status: string; years: number }>(
      `select s.level, s.status, ${academicYear('c')} - ${academicYear('a')} + 1 as years
         from students s join terms a on a.id = s.admitted_term_id cross join terms c where c.is_current`,
    );
    expect(levels.every((row) => row.level >= 1 && row.level <= 5)).toBe(true);
    expect(levels.filter((row) => row.status !== 'graduated').every((row) => row.level <= row.years)).toBe(
      true,
    );
    expect(levels.some((row) => row.level === 1)).toBe(true);
  });
});
