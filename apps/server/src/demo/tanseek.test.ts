import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';

const OPTIONS = {
  seed: 13,
  students: 400,
  password: 'Demo@Pass1',
  emailDomain: 'demo.edu.eg',
  today: new Date(Date.UTC(2026, 10, 30)),
};

describe('the demo Tanseek rounds', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  }, 300_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('publishes last year’s rounds, placing each second-year student in the program they are in now', async () => {
    const placed = await rows<{ offer_program: number | null; program_id: number; level: number }>(
      `select o.program_id as offer_program, s.program_id, s.level
         from tanseek_placements p join tanseek_rounds r on r.id = p.round_id and r.state = 'published'
         join students s on s.id = p.student_id left join tanseek_offers o on o.id = p.offer_id`,
    );
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((row) => row.level === 2)).toBe(true);
    expect(placed.filter((row) => row.offer_program === null).length).toBeGreaterThan(0);
    for (const row of placed.filter((one) => one.offer_program !== null))
      expect(row.offer_program).toBe(row.program_id);
    const cutOffs = await rows<{ cut_off_gpa: string | null; filled: number }>(
      `select o.cut_off_gpa, o.filled from tanseek_offers o join tanseek_rounds r on r.id = o.round_id
        where r.state = 'published'`,
    );
    expect(cutOffs.some((offer) => offer.cut_off_gpa !== null)).toBe(true);
  });

  it('has an open Engineering round with fewer seats than students who ranked, each ranking valid', async () => {
    const [round] = await rows<{ id: number; seats: number; max_choices: number }>(
      `select r.id, r.max_choices, (select sum(capacity)::int from tanseek_offers o where o.round_id = r.id) as seats
         from tanseek_rounds r join faculties f on f.id = r.faculty_id where f.code = 'ENG' and r.state = 'open'`,
    );
    expect(round).toBeDefined();
    const rankings = await rows<{ offer_ids: number[]; offered: number[] }>(
      `select c.offer_ids, array(select id from tanseek_offers o where o.round_id = c.round_id) as offered
         from tanseek_choices c where c.round_id = ${String(round?.id)}`,
    );
    expect(rankings.length).toBeGreaterThan(round?.seats ?? 0);
    for (const ranking of rankings) {
      expect(new Set(ranking.offer_ids).size).toBe(ranking.offer_ids.length);
      expect(ranking.offer_ids.length).toBeLessThanOrEqual(round?.max_choices ?? 0);
      for (const offerId of ranking.offer_ids) expect(ranking.offered).toContain(offerId);
    }
  });
});
