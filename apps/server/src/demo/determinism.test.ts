import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { clearDemoUniversity, generateDemoUniversity, isDatabaseEmpty } from './generate.js';
import { DEMO_TABLES } from './tables.js';

const OPTIONS = {
  seed: 20261122,
  students: 60,
  password: 'Demo@Pass1',
  emailDomain: 'ndu.edu.eg',
  today: new Date(Date.UTC(2026, 2, 1)),
};

/** Creation times and password salts differ on every run by design; everything else must not. */
const VOLATILE = new Set(['created_at', 'updated_at', 'password_hash']);

async function fingerprint(handle: DatabaseHandle): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    const rows = await handle.query(`select * from ${table} order by 1, 2`);
    const stable = rows.map((row) => Object.entries(row).filter(([column]) => !VOLATILE.has(column)));
    hashes[table] = createHash('sha256').update(JSON.stringify(stable)).digest('hex');
  }
  return hashes;
}

describe('the demo university is reproducible', () => {
  let database: TestDatabase;
  let first: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await isDatabaseEmpty(database.handle)).toBe(true);
    await generateDemoUniversity(database.handle, OPTIONS);
    first = await fingerprint(database.handle);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('clears back to an empty database', async () => {
    expect(await isDatabaseEmpty(database.handle)).toBe(false);
    await clearDemoUniversity(database.handle);
    expect(await isDatabaseEmpty(database.handle)).toBe(true);
    const left = await database.handle.query<{ n: number }>(
      `select (${DEMO_TABLES.map((table) => `(select count(*) from ${table})`).join(' + ')})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('generates the same rows again from the same seed', async () => {
    await clearDemoUniversity(database.handle);
    await generateDemoUniversity(database.handle, OPTIONS);
    expect(await fingerprint(database.handle)).toEqual(first);
  });

  it('generates a different university from another seed', async () => {
    await clearDemoUniversity(database.handle);
    await generateDemoUniversity(database.handle, { ...OPTIONS, seed: OPTIONS.seed + 1 });
    const other = await fingerprint(database.handle);
    expect(other.students).not.toBe(first.students);
    expect(other.registrations).not.toBe(first.registrations);
    // The catalogue is the university's, not the seed's.
    expect(other.courses).toBe(first.courses);
  });

  it('refuses a student count it cannot honour, leaving the database untouched', async () => {
    await expect(generateDemoUniversity(database.handle, { ...OPTIONS, students: 0 })).rejects.toThrow(
      /between 1/,
    );
    await expect(generateDemoUniversity(database.handle, { ...OPTIONS, students: 1.5 })).rejects.toThrow(
      RangeError,
    );
  });

  it('rolls back completely, indexes included, when the load fails half-way', async () => {
    const { handle } = database;
    await clearDemoUniversity(handle);
    // Registrations are written last, after students, sections and the dropping of indexes.
    await handle.query('alter table registrations add constraint demo_probe_check check (student_id < 30)');
    try {
      await expect(generateDemoUniversity(handle, OPTIONS)).rejects.toThrow();
    } finally {
      await handle.query('alter table registrations drop constraint demo_probe_check');
    }
    expect(await isDatabaseEmpty(handle)).toBe(true);
    const indexes = await handle.query('select 1 from pg_indexes where indexname = any($1::text[])', [
      '{registrations_section_idx,students_email_idx,section_meetings_section_idx}',
    ]);
    expect(indexes).toHaveLength(3);
    const foreignKeys = await handle.query(
      `select 1 from pg_constraint where contype = 'f' and conrelid = 'registrations'::regclass`,
    );
    expect(foreignKeys).toHaveLength(3);
  });
});
