import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { studentAttendance } from '../modules/attendance/service.js';
import { currentLibraryCode, previousLibraryCodes } from '../modules/library/service.js';
import { academicRecordOf } from '../modules/transcript/record.js';
import { openSecretBox } from '../platform/crypto/secret-keys.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { clearDemoUniversity, generateDemoUniversity } from './generate.js';
import { transcriptShowcase } from './withheld-grades.js';

const OPTIONS = {
  seed: 11,
  students: 300,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2025, 10, 22)),
};
const LIMITS = { warningPercent: 15, denialPercent: 25 };
const scale = loadConfig({}).gradeScale;

describe('the demo records: withheld grades, attendance, library codes', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    database.handle.query<Row>(text, params);
  const count = async (text: string) =>
    (await rows<{ n: number }>(`select count(*)::int as n from (${text}) x`))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('dates sessions for this term only: held before today (a few cancelled), scheduled from today', async () => {
    expect(
      await count(
        `select * from class_sessions cs join sections s on s.id = cs.section_id join terms t on t.id = s.term_id where not t.is_current`,
      ),
    ).toBe(0);
    expect(
      await count(`select * from class_sessions where status = 'held' and starts_at >= '2025-11-22'`),
    ).toBe(0);
    expect(
      await count(`select * from class_sessions where status = 'scheduled' and starts_at < '2025-11-21'`),
    ).toBe(0);
    expect(await count(`select * from class_sessions where status = 'held'`)).toBeGreaterThan(0);
    expect(await count(`select * from class_sessions where status = 'cancelled'`)).toBeGreaterThan(0);
    // Every session falls on one of its section's weekly meeting days, at the meeting's time in Cairo.
    const astray = `select cs.id from class_sessions cs where not exists (select 1 from section_meetings m
      where m.section_id = cs.section_id and m.day_of_week = extract(dow from cs.starts_at at time zone 'Africa/Cairo')
      and m.starts_at = (cs.starts_at at time zone 'Africa/Cairo')::time)`;
    expect(await count(astray)).toBe(0);
  });

  it("records absences only from held sessions of a student's own sections", async () => {
    const stray = `select a.* from absences a join class_sessions cs on cs.id = a.session_id
      where cs.status <> 'held' or not exists (select 1 from registrations r where r.student_id = a.student_id
        and r.section_id = cs.section_id and r.status = 'registered')`;
    expect(await count(stray)).toBe(0);
    expect(await count(`select * from absences where excused`)).toBeGreaterThan(0);
  });

  it('keeps most students fine, some over the warning limit and a few denied', async () => {
    const registered = await rows<{ student_id: number }>(
      `select distinct r.student_id from registrations r join terms t on t.id = r.term_id and t.is_current where r.status = 'registered' order by 1`,
    );
    const states = { ok: 0, warning: 0, denied: 0 };
    for (const { student_id: studentId } of registered) {
      const attendance = await studentAttendance(database.handle.db, studentId, LIMITS);
      const worst = attendance.Courses.some((course) => course.State === 'denied')
        ? 'denied'
        : attendance.Courses.some((course) => course.State === 'warning')
          ? 'warning'
          : 'ok';
      states[worst] += 1;
    }
    const total = registered.length;
    expect(states.ok / total).toBeGreaterThan(0.75);
    expect(states.warning).toBeGreaterThan(0);
    expect(states.denied).toBeGreaterThan(0);
    expect(states.denied).toBeLessThan(states.warning);
  });

  it('gives the showcase a repeated course, a W, a withheld grade and attendance over both limits', async () => {
    const showcase = await transcriptShowcase(database.handle.query);
    expect(showcase).not.toBeNull();
    const record = await academicRecordOf(database.handle.db, showcase ?? 0, scale);
    const counts = record.attempts.map((attempt) => attempt.counts);
    expect(counts).toContain('repeated');
    expect(counts).toContain('withdrawn');
    expect(counts).toContain('withheld');
    const attendance = await studentAttendance(database.handle.db, showcase ?? 0, LIMITS);
    const states = attendance.Courses.map((course) => course.State);
    expect(states).toContain('warning');
    expect(states).toContain('denied');
    expect(await count(`select * from withheld_grades`)).toBeGreaterThan(1);
  });

  it('issues a sealed library code for every term each student studied and this term for the active', async () => {
    const { box } = await openSecretBox(database.handle.db, undefined);
    const missing = `select s.id from students s where s.status = 'active' and not exists (select 1 from library_access_codes c
      join terms t on t.id = c.term_id and t.is_current where c.student_id = s.id)`;
    expect(await count(missing)).toBe(0);
    const studied = `select distinct r.student_id, r.term_id from registrations r except select student_id, term_id from library_access_codes`;
    expect(await count(studied)).toBe(0);
    const [first] = await rows<{ id: number }>(
      `select id from students where status = 'active' order by id limit 1`,
    );
    const current = await currentLibraryCode(database.handle.db, box, first?.id ?? 0);
    expect(current?.Code).toMatch(/^NDL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect((await previousLibraryCodes(database.handle.db, box, first?.id ?? 0)).length).toBeGreaterThan(0);
    expect(await count(`select * from library_access_codes where sealed_code like '%NDL-%'`)).toBe(0);
  });

  it('draws the same plain codes again from the same seed', async () => {
    const { box } = await openSecretBox(database.handle.db, undefined);
    const plain = async () => {
      const sealed = await rows<{ student_id: number; term_id: number; sealed_code: string }>(
        `select student_id, term_id, sealed_code from library_access_codes order by 1, 2 limit 200`,
      );
      return sealed.map((row) =>
        box.open(row.sealed_code, `library-code:${String(row.student_id)}:${String(row.term_id)}`),
      );
    };
    const before = await plain();
    const absencesBefore = await rows(`select * from absences order by student_id, session_id`);
    await clearDemoUniversity(database.handle);
    await generateDemoUniversity(database.handle, OPTIONS);
    expect(await plain()).toEqual(before);
    expect(await rows(`select * from absences order by student_id, session_id`)).toEqual(absencesBefore);
  });
});
