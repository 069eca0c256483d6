import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';

const OPTIONS = {
  seed: 5,
  students: 40,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2025, 10, 22)),
};

describe('the demo contact data', () => {
  let database: TestDatabase;
  const rows = <Row extends Record<string, unknown>>(text: string) => database.handle.query<Row>(text);

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('lists the four offices in both languages, each with hours, a phone, an email and an https map link', async () => {
    const offices = await rows<{
      key: string;
      name_ar: string;
      hours_ar: string;
      phones: string[];
      emails: string[];
      map_url: string;
    }>('select key, name_ar, hours_ar, phones, emails, map_url from university_offices order by position');
    expect(offices.map((office) => office.key)).toEqual([
      'student-services',
      'international-office',
      'finance',
      'it-help-desk',
    ]);
    for (const office of offices) {
      expect(office.name_ar).not.toBe('');
      expect(office.hours_ar).not.toBe('');
      expect(office.phones.length).toBeGreaterThan(0);
      expect(office.emails.length).toBeGreaterThan(0);
      expect(office.map_url).toMatch(/^https:\/\//);
    }
  });

  it('gives every student a civil record with a national ID or a passport and a birth date', async () => {
    const missing = await rows<{ n: number }>(
      `select count(*)::int as n from students s left join student_civil_records c on c.student_id = s.id
        where c.student_id is null or c.birth_date is null`,
    );
    expect(missing[0]?.n).toBe(0);
  });
});
