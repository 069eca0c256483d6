import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildSection, buildStudent, buildTerm } from '../../test/factories.js';
import { takeSeat } from './seat-ledger.js';
import { lockStudentSeats } from './student-lock.js';

/**
 * Needs two real connections (PGlite is one, and would run the second transaction after the first): CI's
 * PostgreSQL pass sets TEST_DATABASE_URL; without it the file is skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('lockStudentSeats', () => {
  let database: TestDatabase;
  let db: Database;
  let termId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    termId = (await buildTerm(db, { isCurrent: true })).id;
  });
  afterAll(() => database.dispose());

  /** Resolves once some statement of this database waits for a row lock. */
  async function someoneWaitsForALock(): Promise<void> {
    for (let tries = 0; tries < 500; tries++) {
      const [row] = await rawRows<{ waiting: number }>(
        db,
        sql`select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((row?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no statement ever waited for the student lock');
  }

  it('answers the seat the request holding the lock committed while it waited', async () => {
    const student = await buildStudent(db);
    const section = await buildSection(db, { termId, capacity: 5 });
    let commitFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstLocked = () => {};
    const firstHoldsLock = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = db.transaction(async (tx) => {
      const locked = await lockStudentSeats(tx, student.id);
      expect(await takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'advising' })).toBe(
        'taken',
      );
      firstLocked();
      await firstMayCommit;
      return locked.held;
    });
    await firstHoldsLock;
    const second = db.transaction((tx) => lockStudentSeats(tx, student.id));
    await someoneWaitsForALock();
    commitFirst();

    expect(await first).toEqual([]);
    expect(await second).toEqual({ termId, held: [section.id] });
  });
});
