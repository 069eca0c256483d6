import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';
import { SSTP_ORGANIZATIONS } from './sstp-data.js';

const OPTIONS = {
  seed: 13,
  students: 400,
  password: 'Demo@Pass1',
  emailDomain: 'demo.edu.eg',
  today: new Date(Date.UTC(2026, 10, 30)),
};

describe('the demo summer training program', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  }, 300_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('has an open cycle for the coming summer term, taking applications today', async () => {
    const cycles = await rows<{ code: string; state: string; open_now: boolean }>(
      `select t.code, c.state, c.opens_at < '2026-11-30T12:00Z' and c.closes_at > '2026-11-30T12:00Z' as open_now
         from sstp_cycles c join terms t on t.id = c.term_id`,
    );
    expect(cycles).toEqual([{ code: '2027-SUMMER', state: 'open', open_now: true }]);
    const [current] = await rows<{ code: string }>('select code from terms where is_current');
    expect(current?.code).toBe('2026-FALL');
  });

  it('offers every faculty’s program at both levels, at the organisations of the catalogue, within the summer', async () => {
    const organizations = await rows<{ count: number }>(
      'select count(*)::int as count from sstp_organizations',
    );
    expect(organizations[0]?.count).toBe(SSTP_ORGANIZATIONS.length);
    const offers = await rows<{ program: string; levels: number; inside: boolean; long_enough: boolean }>(
      `select p.code as program, count(distinct o.level_id)::int as levels,
              bool_and(o.period_from >= t.starts_on and o.period_to <= t.ends_on) as inside,
              bool_and(o.period_to - o.period_from + 1 >= p.weeks_min * 7) as long_enough
         from sstp_offers o join sstp_programs p on p.id = o.program_id
         join sstp_cycles c on c.id = o.cycle_id join terms t on t.id = c.term_id
        group by p.code order by p.code`,
    );
    expect(offers.length).toBe(8);
    for (const offer of offers) expect(offer).toMatchObject({ levels: 2, inside: true, long_enough: true });
  });

  it('shows the summer training page to students from the third year', async () => {
    const [rule] = await rows<{ min_level: number }>(
      `select min_level from menu_page_rules where page_name = 'sstp'`,
    );
    expect(rule?.min_level).toBe(3);
  });
});
