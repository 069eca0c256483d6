import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity, type DemoSummary } from './generate.js';

const OPTIONS = {
  seed: 11,
  students: 150,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2026, 10, 23)),
  timeZone: 'Africa/Cairo',
};

describe('the demo’s exams', () => {
  let database: TestDatabase;
  let summary: DemoSummary;
  const count = async (text: string, params?: unknown[]) =>
    (await database.handle.query<{ n: number }>(`select count(*)::int as n from (${text}) x`, params))[0]
      ?.n ?? -1;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await generateDemoUniversity(database.handle, OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('seats every registered student of each current-term exam’s course, except students barred from exams', async () => {
    const missing = `select e.id, r.student_id from exams e join terms t on t.id = e.term_id and t.is_current
      join sections s on s.term_id = e.term_id and s.course_id = e.course_id and s.kind = 'lecture'
      join registrations r on r.section_id = s.id and r.status = 'registered'
      where not exists (select 1 from exam_seats x where x.exam_id = e.id and x.student_id = r.student_id)`;
    const barred = `select student_id from student_blocks where scope = 'exams' and ends_at is null`;
    expect(await count(`${missing} and r.student_id not in (${barred})`)).toBe(0);
    expect(
      await count(`select * from exam_seats where student_id in (${barred})
      and exam_id in (select e.id from exams e join terms t on t.id = e.term_id and t.is_current)`),
    ).toBe(0);
    expect(
      await count(`select * from exams e join terms t on t.id = e.term_id and t.is_current`),
    ).toBeGreaterThan(10);
  });

  it('holds each kind in its window, practicals only for lab courses, Fridays off, halls never double-booked', async () => {
    const outside = `select e.id from exams e join terms t on t.id = e.term_id and t.is_current
      join term_windows w on w.term_id = e.term_id and w.kind = case e.kind when 'midterm' then 'midterm_exams' else 'final_exams' end
      where e.kind <> 'practical' and (e.starts_at < date_trunc('day', w.opens_at) or e.ends_at > w.closes_at + interval '1 day')`;
    expect(await count(outside)).toBe(0);
    const practicalWithoutLab = `select e.id from exams e where e.kind = 'practical' and not exists
      (select 1 from sections l where l.term_id = e.term_id and l.course_id = e.course_id and l.kind = 'lab')`;
    expect(await count(practicalWithoutLab)).toBe(0);
    expect(
      await count(`select * from exams where extract(dow from starts_at at time zone 'Africa/Cairo') = 5`),
    ).toBe(0);
    const shared = `select a.exam_id from exam_seats a join exam_seats b on a.room = b.room and a.exam_id < b.exam_id
      join exams ea on ea.id = a.exam_id join exams eb on eb.id = b.exam_id
      where ea.starts_at < eb.ends_at and eb.starts_at < ea.ends_at`;
    expect(await count(shared)).toBe(0);
  });

  it('gives almost every student a timetable without two exams at once', async () => {
    const clashing = `select distinct x.student_id from exam_seats x join exams e on e.id = x.exam_id
      join exam_seats y on y.student_id = x.student_id and y.exam_id <> x.exam_id
      join exams f on f.id = y.exam_id and f.term_id = e.term_id
      where e.starts_at < f.ends_at and f.starts_at < e.ends_at`;
    const seated = `select distinct student_id from exam_seats`;
    const share = (await count(clashing)) / (await count(seated));
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.02);
  });

  it('has held midterms, most published and some not, scores only where held, and a past term published', async () => {
    const held = `select e.* from exams e join terms t on t.id = e.term_id and t.is_current
      where e.kind = 'midterm' and e.ends_at < $1`;
    const today = OPTIONS.today.toISOString();
    expect(await count(`${held} and e.scores_published_at is not null`, [today])).toBeGreaterThan(0);
    expect(await count(`${held} and e.scores_published_at is null`, [today])).toBeGreaterThan(0);
    expect(
      await count(`select * from exams e where e.scores_published_at is not null and e.ends_at > $1`, [
        today,
      ]),
    ).toBe(0);
    const marked = `select x.* from exam_seats x join exams e on e.id = x.exam_id join terms t on t.id = e.term_id
      where t.is_current and (x.score is not null or x.absent)`;
    expect(await count(`${marked} and (e.kind <> 'midterm' or e.ends_at > $1)`, [today])).toBe(0);
    expect(
      await count(`select * from exam_seats x join exams e on e.id = x.exam_id where x.score > e.max_score`),
    ).toBe(0);
    const past = `select e.* from exams e join terms t on t.id = e.term_id where not t.is_current`;
    expect(await count(`${past} and e.scores_published_at is null`)).toBe(0);
    expect(await count(past)).toBeGreaterThan(0);
  });

  it('marks a past term’s exams from the grade: an A scores high, an F low', async () => {
    const byGrade = await database.handle.query<{ grade: string; share: number }>(
      `select r.grade, avg(x.score / e.max_score)::float as share from exam_seats x
         join exams e on e.id = x.exam_id join terms t on t.id = e.term_id and not t.is_current
         join sections s on s.term_id = e.term_id and s.course_id = e.course_id and s.kind = 'lecture'
         join registrations r on r.section_id = s.id and r.student_id = x.student_id
        where r.grade in ('A', 'F') and x.score is not null group by r.grade`,
    );
    const share = Object.fromEntries(byGrade.map((row) => [row.grade, row.share]));
    expect(share.A).toBeGreaterThan(0.88);
    expect(share.F ?? 0).toBeLessThan(0.5);
  });

  it('names a student with an exam clash among the demo logins', async () => {
    const login = summary.logins.find((entry) => entry.description.includes('exam clash'));
    expect(login).toBeDefined();
    const seats = await count(
      `select x.* from exam_seats x join students s on s.id = x.student_id where s.email = $1`,
      [login?.email],
    );
    expect(seats).toBeGreaterThan(1);
  });
});
