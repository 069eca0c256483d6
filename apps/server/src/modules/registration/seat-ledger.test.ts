import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildSection, buildStudent, buildTerm } from '../../test/factories.js';
import { sections } from '../academic/schema.js';
import { advisingEvents, registrations } from './schema.js';
import { SeatFreedHook } from './seat-freed.js';
import { freeSeat, takeSeat } from './seat-ledger.js';

let database: TestDatabase;
let db: Database;
let termId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  termId = (await buildTerm(db, { isCurrent: true })).id;
});
afterAll(() => database.dispose());

async function seatsOf(sectionId: number) {
  const [section] = await db.select().from(sections).where(eq(sections.id, sectionId));
  const rows = await db.select().from(registrations).where(eq(registrations.sectionId, sectionId));
  return {
    enrolled: section?.enrolled,
    registered: rows
      .filter((row) => row.status === 'registered')
      .map((row) => row.studentId)
      .sort(),
    dropped: rows
      .filter((row) => row.status === 'dropped')
      .map((row) => row.studentId)
      .sort(),
  };
}

const eventsOf = (studentId: number) =>
  db
    .select({
      action: advisingEvents.action,
      source: advisingEvents.source,
      sectionId: advisingEvents.sectionId,
    })
    .from(advisingEvents)
    .where(eq(advisingEvents.studentId, studentId))
    .orderBy(advisingEvents.id);

describe('takeSeat', () => {
  it('gives the seat, registers the student and logs it', async () => {
    const section = await buildSection(db, { termId, capacity: 2 });
    const student = await buildStudent(db);
    const outcome = await db.transaction((tx) =>
      takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'advising' }),
    );
    expect(outcome).toBe('taken');
    expect(await seatsOf(section.id)).toEqual({ enrolled: 1, registered: [student.id], dropped: [] });
    expect(await eventsOf(student.id)).toEqual([
      { action: 'seat_taken', source: 'advising', sectionId: section.id },
    ]);
  });

  it('refuses the seat after the last one and changes nothing', async () => {
    const section = await buildSection(db, { termId, capacity: 1 });
    const [first, second] = [await buildStudent(db), await buildStudent(db)];
    const take = (studentId: number) =>
      db.transaction((tx) => takeSeat(tx, { studentId, sectionId: section.id, source: 'advising' }));
    expect(await take(first.id)).toBe('taken');
    expect(await take(second.id)).toBe('full');
    expect(await seatsOf(section.id)).toEqual({ enrolled: 1, registered: [first.id], dropped: [] });
    expect(await eventsOf(second.id)).toEqual([]);
  });

  it('counts seats held for waitlist offers as taken', async () => {
    const section = await buildSection(db, { termId, capacity: 2 });
    await db.update(sections).set({ held: 2 }).where(eq(sections.id, section.id));
    const student = await buildStudent(db);
    const outcome = await db.transaction((tx) =>
      takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'add_drop' }),
    );
    expect(outcome).toBe('full');
    expect(await seatsOf(section.id)).toEqual({ enrolled: 0, registered: [], dropped: [] });
  });

  it('answers already_registered for a seat held and counts it once', async () => {
    const section = await buildSection(db, { termId, capacity: 5 });
    const student = await buildStudent(db);
    const take = () =>
      db.transaction((tx) =>
        takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'advising' }),
      );
    expect(await take()).toBe('taken');
    expect(await take()).toBe('already_registered');
    expect(await seatsOf(section.id)).toEqual({ enrolled: 1, registered: [student.id], dropped: [] });
  });

  it('brings a dropped registration back instead of adding a second row', async () => {
    const section = await buildSection(db, { termId, capacity: 5 });
    const student = await buildStudent(db);
    const seat = { studentId: student.id, sectionId: section.id, source: 'add_drop' } as const;
    await db.transaction((tx) => takeSeat(tx, seat));
    await db.transaction((tx) => freeSeat(tx, seat, new SeatFreedHook()));
    expect(await db.transaction((tx) => takeSeat(tx, seat))).toBe('taken');
    const rows = await db
      .select()
      .from(registrations)
      .where(and(eq(registrations.studentId, student.id), eq(registrations.sectionId, section.id)));
    expect(rows.map((row) => row.status)).toEqual(['registered']);
    expect((await seatsOf(section.id)).enrolled).toBe(1);
  });

  it('leaves no seat counted when the caller’s transaction rolls back', async () => {
    const section = await buildSection(db, { termId, capacity: 5 });
    const student = await buildStudent(db);
    await expect(
      db.transaction(async (tx) => {
        await takeSeat(tx, { studentId: student.id, sectionId: section.id, source: 'advising' });
        throw new Error('a later add of the same save was refused');
      }),
    ).rejects.toThrow('a later add');
    expect(await seatsOf(section.id)).toEqual({ enrolled: 0, registered: [], dropped: [] });
    expect(await eventsOf(student.id)).toEqual([]);
  });
});

describe('freeSeat', () => {
  it('frees the seat, keeps the row as dropped and logs it', async () => {
    const section = await buildSection(db, { termId, capacity: 3 });
    const student = await buildStudent(db);
    const seat = { studentId: student.id, sectionId: section.id, source: 'advising' } as const;
    await db.transaction((tx) => takeSeat(tx, seat));
    expect(await db.transaction((tx) => freeSeat(tx, seat, new SeatFreedHook()))).toBe(true);
    expect(await seatsOf(section.id)).toEqual({ enrolled: 0, registered: [], dropped: [student.id] });
    expect((await eventsOf(student.id)).map((event) => event.action)).toEqual(['seat_taken', 'seat_freed']);
  });

  it('announces the freed seat to every listener, in the freeing transaction, after the count', async () => {
    const section = await buildSection(db, { termId, capacity: 3 });
    const student = await buildStudent(db);
    const seat = { studentId: student.id, sectionId: section.id, source: 'advising' } as const;
    await db.transaction((tx) => takeSeat(tx, seat));
    const heard: { sectionId: number; enrolled: number | undefined }[] = [];
    const seatFreed = new SeatFreedHook();
    seatFreed.subscribe(async (tx, sectionId) => {
      const [row] = await tx.select().from(sections).where(eq(sections.id, sectionId));
      heard.push({ sectionId, enrolled: row?.enrolled });
    });
    await db.transaction((tx) => freeSeat(tx, seat, seatFreed));
    expect(heard).toEqual([{ sectionId: section.id, enrolled: 0 }]);
  });

  it('answers false, announces nothing and changes nothing for a seat the student does not hold', async () => {
    const announced: number[] = [];
    const seatFreed = new SeatFreedHook();
    seatFreed.subscribe(async (_tx, sectionId) => {
      announced.push(sectionId);
    });
    const section = await buildSection(db, { termId, capacity: 3 });
    const [holder, stranger] = [await buildStudent(db), await buildStudent(db)];
    await db.transaction((tx) =>
      takeSeat(tx, { studentId: holder.id, sectionId: section.id, source: 'advising' }),
    );
    expect(
      await db.transaction((tx) =>
        freeSeat(tx, { studentId: stranger.id, sectionId: section.id, source: 'advising' }, seatFreed),
      ),
    ).toBe(false);
    expect(await seatsOf(section.id)).toEqual({ enrolled: 1, registered: [holder.id], dropped: [] });
    expect(announced).toEqual([]);
    expect(await eventsOf(stranger.id)).toEqual([]);
  });
});
