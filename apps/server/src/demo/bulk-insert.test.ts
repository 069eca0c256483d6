import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { bulkInsert, type SqlWriter } from './bulk-insert.js';

describe('bulkInsert', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('round-trips awkward text, nulls and numbers in several batches', async () => {
    const { handle } = database;
    await handle.query('create table bulk_probe (id int primary key, label text, size smallint, at time)');
    const labels = [
      'plain',
      'with "quotes"',
      'back\\slash',
      'comma, {brace}',
      'NULL',
      '',
      'جامعة دلتا النيل',
      null,
    ];
    const write: SqlWriter = async (text, params) => {
      await handle.query(text, params);
    };
    await bulkInsert(
      write,
      'bulk_probe',
      [
        { name: 'id', type: 'int', value: (row) => row + 1 },
        { name: 'label', type: 'text', value: (row) => labels[row] ?? null },
        { name: 'size', type: 'smallint', value: (row) => (row % 2 === 0 ? row : null) },
        { name: 'at', type: 'time', value: () => '08:30' },
      ],
      labels.length,
      { batchSize: 3 },
    );
    const rows = await handle.query<{ label: string | null; size: number | null; at: string }>(
      'select label, size, at::text as at from bulk_probe order by id',
    );
    expect(rows.map((row) => row.label)).toEqual(labels);
    expect(rows.map((row) => row.size)).toEqual([0, null, 2, null, 4, null, 6, null]);
    expect(rows.every((row) => row.at === '08:30:00')).toBe(true);
  });
});
