import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildStudent } from '../../test/factories.js';
import { isOwnStudentCode } from './student-code.js';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.dispose());

describe('isOwnStudentCode', () => {
  it("accepts the student's own code (any case, spaces around) and refuses another's, asked again and again", async () => {
    const first = await buildStudent(db, { code: 'S20230001' });
    const second = await buildStudent(db, { code: 'S20230002' });
    for (let round = 0; round < 2; round++) {
      expect(await isOwnStudentCode(db, first.id, 'S20230001')).toBe(true);
      expect(await isOwnStudentCode(db, first.id, ' s20230001 ')).toBe(true);
      expect(await isOwnStudentCode(db, first.id, 'S20230002')).toBe(false);
      expect(await isOwnStudentCode(db, second.id, 'S20230002')).toBe(true);
      expect(await isOwnStudentCode(db, second.id, 'S20230001')).toBe(false);
    }
  });

  it('accepts a request naming no code, and refuses any code for a student who does not exist', async () => {
    expect(await isOwnStudentCode(db, 999_999, undefined)).toBe(true);
    expect(await isOwnStudentCode(db, 999_999, 'S20230001')).toBe(false);
    expect(await isOwnStudentCode(db, 999_999, '')).toBe(false);
  });
});
