import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialContext } from '../modules/credentials/schema.js';
import { openSecretBox } from '../platform/crypto/secret-keys.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { generateDemoUniversity } from './generate.js';

const OPTIONS = {
  seed: 5,
  students: 80,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2025, 10, 22)),
};

describe('the demo credentials', () => {
  let database: TestDatabase;
  const count = async (text: string) =>
    (await database.handle.query<{ n: number }>(`select count(*)::int as n from (${text}) x`))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoUniversity(database.handle, OPTIONS);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives every student a Moodle and a Wi-Fi account, and each seat of this term’s exams its own', async () => {
    for (const system of ['moodle', 'wifi']) {
      expect(
        await count(`select id from students s where not exists
          (select 1 from student_credentials c where c.student_id = s.id and c.system = '${system}')`),
      ).toBe(0);
    }
    expect(
      await count(`select s.* from exam_seats s join exams e on e.id = s.exam_id join terms t
        on t.id = e.term_id and t.is_current where not exists (select 1 from student_credentials c
        where c.student_id = s.student_id and c.exam_id = s.exam_id)`),
    ).toBe(0);
    expect(await count(`select * from student_credentials where system = 'exam'`)).toBeGreaterThan(0);
  });

  it('seals every password, each one meeting the systems’ rules once opened', async () => {
    const { box } = await openSecretBox(database.handle.db, undefined);
    const rows = await database.handle.query<{
      student_id: number;
      system: 'moodle' | 'wifi' | 'exam';
      exam_id: number | null;
      user_name: string;
      sealed_password: string;
    }>(`select student_id, system, exam_id, user_name, sealed_password from student_credentials limit 300`);
    for (const row of rows) {
      expect(row.sealed_password.startsWith('v1.')).toBe(true);
      const plain = box.open(
        row.sealed_password,
        credentialContext({ studentId: row.student_id, system: row.system, examId: row.exam_id }),
      );
      expect(row.sealed_password).not.toContain(plain);
      if (row.system !== 'exam') expect(plain).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10,}$/);
    }
  });
});
