import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { universityDateTime } from '../platform/clock.js';
import { generateDemoUniversity } from './generate.js';

const TODAY = new Date(Date.UTC(2026, 2, 1));
const OPTIONS = { seed: 11, students: 80, password: 'Demo@Pass1', emailDomain: 'ndu.edu.eg', today: TODAY };

describe('the demo message centre', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);
  const number = async (text: string) => (await rows<{ n: number }>(`select (${text})::int as n`))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives news to every enrolled student and to each faculty, none to graduates', async () => {
    const enrolled = await number(`select count(*) from students where status in ('active', 'suspended')`);
    const everyone = await rows<{ reached: number }>(
      `select count(r.student_id)::int as reached from messages m join message_recipients r on r.message_id = m.id
        where m.audience_kind = 'everyone' group by m.id`,
    );
    expect(everyone.length).toBeGreaterThanOrEqual(3);
    expect(everyone.every((message) => message.reached === enrolled)).toBe(true);
    expect(
      await number(
        `select count(*) from message_recipients r join messages m on m.id = r.message_id
          join students s on s.id = r.student_id where s.status = 'graduated' and m.audience_kind <> 'student'`,
      ),
    ).toBe(0);
    const faculties = await number(`select count(*) from faculties`);
    expect(await number(`select count(*) from messages where audience_kind = 'faculty'`)).toBe(faculties);
    expect(
      await number(
        `select count(*) from message_recipients r join messages m on m.id = r.message_id
          join students s on s.id = r.student_id where m.audience_kind = 'faculty' and s.faculty_id <> m.audience_ref`,
      ),
    ).toBe(0);
  });

  it('has personal messages with their details filled in, each to its own student', async () => {
    const personal = await rows<{ title: string; body: string; ref: number; student: number }>(
      `select m.title, m.body, m.audience_ref as ref, r.student_id as student
        from messages m join message_recipients r on r.message_id = m.id where m.audience_kind = 'student'`,
    );
    expect(new Set(personal.map((message) => message.title))).toEqual(
      new Set(['Payment received', 'Your transcript request is ready', 'Midterm grades published']),
    );
    expect(personal.every((message) => message.ref === message.student)).toBe(true);
    expect(personal.every((message) => !/[{}]/.test(message.body))).toBe(true);
    expect(personal.find((message) => message.title === 'Payment received')?.body).toMatch(/EGP [\d,]+\./);
    expect(await number(`select count(*) from messages where title like '%{faculty}%'`)).toBe(0);
  });

  it('has read and unread messages, read only after they arrived and not after today', async () => {
    const states = await rows<{ read: number; unread: number; early: number; late: number }>(
      `select count(*) filter (where read_at is not null)::int as read,
              count(*) filter (where read_at is null)::int as unread,
              count(*) filter (where read_at <= delivered_at)::int as early,
              count(*) filter (where read_at > '${TODAY.toISOString()}'::timestamptz)::int as late
         from message_recipients`,
    );
    expect(states[0]?.read).toBeGreaterThan(0);
    expect(states[0]?.unread).toBeGreaterThan(0);
    expect(states[0]?.early).toBe(0);
    expect(states[0]?.late).toBe(0);
    // Almost every enrolled student has something new when they sign in.
    const withUnread = await number(
      `select count(distinct student_id) from message_recipients where read_at is null`,
    );
    const enrolled = await number(`select count(*) from students where status in ('active', 'suspended')`);
    expect(withUnread).toBeGreaterThan((enrolled ?? 0) * 0.8);
  });

  it('tells of each window what the window row says: its times on the university’s clock, open only while it is', async () => {
    const windows = await rows<{ kind: string; opens_at: Date; closes_at: Date }>(
      `select w.kind, w.opens_at, w.closes_at from term_windows w join terms t on t.id = w.term_id where t.is_current`,
    );
    const window = (kind: string) => {
      const found = windows.find((row) => row.kind === kind);
      if (!found) throw new Error(`no ${kind} window`);
      return found;
    };
    const news = await rows<{ title: string; body: string; created_at: Date }>(
      `select distinct title, body, created_at from messages where link in ('validateDropAdd', 'evaluation')`,
    );
    const addDrop = news.find((message) => message.title === 'Add/drop is open');
    expect(addDrop?.created_at.getTime()).toBe(new Date(window('add_drop').opens_at).getTime());
    expect(addDrop?.body).toContain(
      universityDateTime(new Date(window('add_drop').closes_at), 'Africa/Cairo'),
    );
    const evaluation = window('evaluation');
    expect(new Date(evaluation.opens_at).getTime()).toBeGreaterThan(TODAY.getTime());
    const evaluationNews = news.find((message) => message.title === 'Course evaluation dates');
    expect(evaluationNews?.body).toContain(
      `From ${universityDateTime(new Date(evaluation.opens_at), 'Africa/Cairo')} to ${universityDateTime(new Date(evaluation.closes_at), 'Africa/Cairo')}`,
    );
    // No message announces as open a window that is not.
    expect(news.filter((message) => /evaluation is open/i.test(message.title))).toEqual([]);
  });
});
