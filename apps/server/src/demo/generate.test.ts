import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_KINDS } from '../modules/academic/schema.js';
import { STAFF_ROLES } from '../modules/staff/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity, type DemoSummary } from './generate.js';
import { readDeferrable, type DeferredSet } from './deferred-constraints.js';
import { DEMO_TABLES } from './tables.js';

const BULK_TABLES = ['students', 'sections', 'section_meetings', 'registrations'];

const TODAY = new Date(Date.UTC(2025, 10, 22));
const OPTIONS = { seed: 7, students: 60, password: 'Demo@Pass1', emailDomain: 'ndu.edu.eg', today: TODAY };
const ARABIC = /[\u0621-\u064A]/;

describe('generateDemoUniversity', () => {
  let database: TestDatabase;
  let summary: DemoSummary;
  let schemaBefore: DeferredSet;
  const rows = <Row extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    database.handle.query<Row>(text, params);
  const count = async (text: string) =>
    (await rows<{ n: number }>(`select count(*)::int as n from (${text}) x`))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    schemaBefore = await readDeferrable(database.handle.query, BULK_TABLES);
    summary = await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('fills every table and reports the counts', async () => {
    for (const table of DEMO_TABLES) expect(summary.counts[table], table).toBeGreaterThan(0);
    expect(summary.counts.students).toBe(60);
    expect(await count('select * from registrations')).toBe(summary.counts.registrations);
    expect(await count(`select * from faculties`)).toBeGreaterThanOrEqual(6);
  });

  it('keeps every section’s enrolled equal to its seat-holding registrations', async () => {
    const mismatched = `select s.id from sections s where s.enrolled <> (select count(*) from registrations r
      where r.section_id = s.id and r.status in ('registered', 'completed'))`;
    expect(await count(mismatched)).toBe(0);
    expect(await count(`select * from sections where enrolled > 0`)).toBeGreaterThan(0);
  });

  it('meets Saturday to Thursday between 08:30 and 18:30, online meetings with a link', async () => {
    expect(await count(`select * from section_meetings where day_of_week = 5`)).toBe(0);
    expect(await count(`select * from section_meetings where starts_at < '08:30' or ends_at > '18:30'`)).toBe(
      0,
    );
    expect(
      await count(
        `select * from section_meetings where mode <> 'in_person' and online_url !~ '^https://zoom\\.us/j/\\d{10}$'`,
      ),
    ).toBe(0);
    expect(await count(`select * from section_meetings where mode = 'online' and room is not null`)).toBe(0);
    const strayLabs = `select l.id from sections l left join sections s on s.id = l.lecture_section_id
      where l.kind <> 'lecture' and (s.kind is distinct from 'lecture' or s.course_id <> l.course_id or s.term_id <> l.term_id)`;
    expect(await count(strayLabs)).toBe(0);
  });

  it('never double-books a student this term', async () => {
    const clashes = `select r1.id from registrations r1
      join registrations r2 on r2.student_id = r1.student_id and r2.term_id = r1.term_id and r2.id > r1.id
      join terms t on t.id = r1.term_id and t.is_current
      join section_meetings m1 on m1.section_id = r1.section_id
      join section_meetings m2 on m2.section_id = r2.section_id and m2.day_of_week = m1.day_of_week
      where m1.starts_at < m2.ends_at and m2.starts_at < m1.ends_at`;
    expect(await count(clashes)).toBe(0);
  });

  it('gives students unique lower-case emails, codes by admission year and names in both scripts', async () => {
    const students = await rows<{ email: string; code: string; name_ar: string; year: string }>(
      `select s.email, s.code, s.name_ar, split_part(t.code, '-', 1) as year
         from students s join terms t on t.id = s.admitted_term_id`,
    );
    expect(new Set(students.map((s) => s.email)).size).toBe(students.length);
    for (const student of students) {
      expect(student.email).toMatch(/^[a-z]+\.[a-z]+\.\d{5,6}@ndu\.edu\.eg$/);
      expect(student.code).toMatch(new RegExp(`^${student.year}-\\d{5,6}$`));
      expect(student.email.split('@')[0]?.split('.')[2]).toBe(student.code.split('-')[1]);
      expect(student.name_ar).toMatch(ARABIC);
      expect(student.name_ar.split(' ').length).toBeGreaterThanOrEqual(3);
    }
    for (const table of ['faculties', 'programs', 'instructors']) {
      const names = await rows<{ name_ar: string }>(`select name_ar from ${table}`);
      expect(
        names.every((row) => ARABIC.test(row.name_ar)),
        table,
      ).toBe(true);
    }
    const titles = await rows<{ title_ar: string }>(`select title_ar from courses`);
    expect(titles.every((row) => ARABIC.test(row.title_ar))).toBe(true);
  });

  it('has exactly one current term, at least six before it, and every window of the current one', async () => {
    const terms = await rows<{ code: string; is_current: boolean }>(
      `select code, is_current from terms order by starts_on`,
    );
    expect(terms.filter((term) => term.is_current).map((term) => term.code)).toEqual(['2025-FALL']);
    expect(terms.filter((term) => !term.is_current).length).toBeGreaterThanOrEqual(6);
    const kinds = await rows<{ kind: string }>(
      `select w.kind from term_windows w join terms t on t.id = w.term_id where t.is_current`,
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual([...WINDOW_KINDS].sort());
  });

  it('keeps registration status, grade and term consistent', async () => {
    const wrong = `select r.id from registrations r join terms t on t.id = r.term_id where
      (r.status = 'registered') <> t.is_current
      or (r.status = 'registered' and r.grade is not null)
      or (r.status = 'completed' and r.grade not in ('A','A-','B+','B','B-','C+','C','C-','D+','D','F','I'))
      or (r.status = 'withdrawn' and r.grade <> 'W')
      or r.term_id <> (select term_id from sections where id = r.section_id)`;
    expect(await count(wrong)).toBe(0);
    expect(await count(`select * from registrations where grade = 'W'`)).toBeGreaterThan(0);
    expect(await count(`select * from registrations where grade = 'F'`)).toBeGreaterThan(0);
    const notStudying = `select r.id from registrations r join students s on s.id = r.student_id
      where r.status = 'registered' and s.status <> 'active'`;
    expect(await count(notStudying)).toBe(0);
  });

  it('has a catalogue with co-requisites and both advising modes', async () => {
    expect(await count(`select * from course_requisites where kind = 'co'`)).toBeGreaterThan(0);
    expect(await count(`select * from programs where advising_mode = 'group'`)).toBeGreaterThan(0);
    expect(await count(`select * from programs where advising_mode = 'individual'`)).toBeGreaterThan(0);
    const planless = `select p.id from programs p where p.total_credits <> (select sum(required_credits) from plan_categories where program_id = p.id)`;
    expect(await count(planless)).toBe(0);
  });

  it('creates a staff account per role, one with several roles, all with argon2id hashes of the password', async () => {
    const staff = await rows<{ email: string; roles: string[]; password_hash: string }>(
      `select email, roles, password_hash from staff_members`,
    );
    for (const role of STAFF_ROLES)
      expect(staff.some((member) => member.email === `${role}@ndu.edu.eg`)).toBe(true);
    expect(staff.some((member) => member.roles.length > 1)).toBe(true);
    for (const member of staff) {
      expect(member.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(member.password_hash, OPTIONS.password)).toBe(true);
    }
  });

  it('draws time tickets for every active student in both registration windows, seniors first in advising', async () => {
    const active = await count(`select * from students where status = 'active'`);
    for (const kind of ['advising', 'add_drop']) {
      const tickets = `select t.* from registration_tickets t join term_windows w on w.id = t.window_id
        join terms on terms.id = w.term_id and terms.is_current where w.kind = '${kind}'`;
      expect(await count(tickets), kind).toBe(active);
      expect(await count(`select distinct block from (${tickets}) x`), kind).toBeGreaterThan(5);
    }
    const inversions = `select * from registration_tickets a join registration_tickets b
      on a.window_id = b.window_id and a.block < b.block and a.earned_credits < b.earned_credits
      join term_windows w on w.id = a.window_id where w.kind = 'advising'`;
    expect(await count(inversions)).toBe(0);
  });

  it('puts back every index and foreign key it set aside for the load', async () => {
    expect(schemaBefore.indexes.length).toBeGreaterThanOrEqual(6);
    expect(schemaBefore.foreignKeys.length).toBeGreaterThanOrEqual(7);
    expect(await readDeferrable(database.handle.query, BULK_TABLES)).toEqual(schemaBefore);
  });

  it('subscribes riders to bus lines (some paid, some owing, one line full) and bills military education', async () => {
    expect(await count(`select * from bus_subscriptions`)).toBeGreaterThan(1);
    expect(await count(`select * from billing_payments where reference like 'BUS-%'`)).toBeGreaterThan(0);
    expect(
      await count(`select * from bus_subscriptions b where not exists (select 1 from billing_payments p
        where p.student_id = b.student_id and p.reference like 'BUS-%')`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select * from bus_lines l where l.seats <= (select count(*) from bus_subscriptions b
      where b.line_id = l.id)`),
    ).toBe(1);
    expect(await count(`select * from billing_charges where kind = 'military'`)).toBeGreaterThan(0);
    expect(await count(`select * from students where gender is null or nationality is null`)).toBe(0);
  });

  it('lets the application insert after the generated ids', async () => {
    const [inserted] = await rows<{ id: number }>(
      `insert into faculties (code, name_en, name_ar) values ('TMP', 'Temporary', 'مؤقت') returning id`,
    );
    expect(inserted?.id).toBe((summary.counts.faculties ?? 0) + 1);
    await rows(`delete from faculties where code = 'TMP'`);
  });
});
