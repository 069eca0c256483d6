import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildStudent, buildTerm } from '../test/factories.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { LocalFileStore } from '../platform/storage/local-file-store.js';
import { DEFAULT_FULFILMENT_SETTINGS } from '../modules/orders/fulfilment.js';
import { orders } from '../modules/orders/schema.js';
import { loadDemoOrderTypes } from './order-types.js';
import { loadDemoOrders } from './orders.js';

describe('the demo requests', () => {
  let database: TestDatabase;
  let dir = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'demo-orders-'));
  });

  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('files one request per state for the student, with a letter issued for real', async () => {
    const db = database.handle.db;
    await buildTerm(db, { isCurrent: true });
    await loadDemoOrderTypes(database.handle, () => undefined);
    const student = await buildStudent(db, { email: 'demo.first@test.edu.eg' });
    const files = new LocalFileStore(dir);
    const filed = await loadDemoOrders(
      database.handle,
      files,
      DEFAULT_FULFILMENT_SETTINGS,
      'demo.first@test.edu.eg',
      new Date(),
    );
    expect(filed).toBe(3);
    const rows = await db.select().from(orders).where(eq(orders.studentId, student.id));
    expect(rows.map((row) => row.state).sort()).toEqual(['fulfilled', 'returned', 'submitted']);
    const letter = rows.find((row) => row.state === 'fulfilled');
    expect(letter?.verificationCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await files.exists(letter?.resultFileKey ?? 'none')).toBe(true);
  });
});
