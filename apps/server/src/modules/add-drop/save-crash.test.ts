import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPostgres, type DatabaseHandle } from '../../platform/db/client.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { buildRushStudents } from '../../test/advising-factories.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { freePort } from '../../test/oidc-embedded.js';
import { startServerProcess, waitForPortalUrl, type ServerProcess } from '../../test/server-process.js';
import { studentAuthorization } from '../../test/sessions.js';
import { addDropCartChanges, addDropCarts } from './schema.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const STUDENTS = 300;
const NEW_SEATS = 150;

/**
 * A crash in the middle of a rush of Saves: a real server process on PostgreSQL is killed (SIGKILL) while
 * 300 students each save the same swap (drop CSC 201 section 1, add section 2, which has 150 seats), and
 * started again. Afterwards every Save that was answered as committed is there; every student is either
 * wholly swapped (section 2 held, cart empty) or wholly not (section 1 held, cart intact) — no cart
 * half-applied; and every section's `enrolled` equals its registrations. Needs TEST_DATABASE_URL.
 */
describe.skipIf(!serverUrl)(
  'AddDrop/Save when the server is killed mid-rush (needs TEST_DATABASE_URL)',
  () => {
    const processes: ServerProcess[] = [];
    let handle: DatabaseHandle;
    let dropDatabase: () => Promise<void>;
    let environment: Record<string, string>;
    const tokens = new Map<number, { authorization: string }>();
    const seat = { first: 0, second: 0 };

    beforeAll(async () => {
      const database = await createEmptyPostgresDatabase(serverUrl ?? '');
      dropDatabase = () => database.drop();
      handle = await openPostgres(database.url, 4);
      await runMigrations(handle);
      const db = handle.db;
      const term = await buildTerm(db, { isCurrent: true });
      await buildTermWindow(db, { termId: term.id, kind: 'add_drop' });
      const course = await buildCourse(db, { code: 'CSC 201' });
      seat.first = (
        await buildSection(db, { termId: term.id, courseId: course.id, sectionNo: '1', capacity: STUDENTS })
      ).id;
      seat.second = (
        await buildSection(db, {
          termId: term.id,
          courseId: course.id,
          sectionNo: '2',
          capacity: NEW_SEATS,
          meetings: [{ dayOfWeek: 2, startsAt: '12:00', endsAt: '13:30', room: 'B1-102' }],
        })
      ).id;
      const created = await buildRushStudents(db, term.id, STUDENTS, 'CRASH');
      for (const student of created)
        await buildRegistration(db, { studentId: student.id, sectionId: seat.first });
      await db
        .insert(addDropCarts)
        .values(created.map((student) => ({ studentId: student.id, termId: term.id, version: 1 })));
      await db.insert(addDropCartChanges).values(
        created.flatMap((student) => [
          { studentId: student.id, termId: term.id, kind: 'drop' as const, sectionId: seat.first },
          { studentId: student.id, termId: term.id, kind: 'add' as const, sectionId: seat.second },
        ]),
      );
      environment = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://portal.test.invalid',
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '6',
        RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
        // This test is about the ledger across a crash, not admission control: the waiting room stays open
        // (its own tests queue students), so every Save reaches the database.
        WAITING_ROOM_EVENT_LOOP_DELAY_MS: '10000',
        WAITING_ROOM_CONNECTION_WAIT_MS: '60000',
        CREDIT_LIMITS: 'good:0-18,honors:0-21,warning:0-15,probation:0-12',
      };
      // Tokens the server accepts: signed with the keys it keeps in the shared database.
      const issuer = await buildApp({
        config: loadConfig({ ...environment, LOG_LEVEL: 'silent' }),
        database: handle,
        logger: false,
      });
      await issuer.ready();
      for (const student of created) tokens.set(student.id, await studentAuthorization(issuer, student));
      await issuer.close();
    }, 180_000);

    afterAll(async () => {
      for (const server of processes) server.child.kill('SIGKILL');
      await Promise.all(processes.map((server) => server.exited));
      await handle.close();
      await dropDatabase();
    });

    async function start(): Promise<string> {
      const server = startServerProcess({ ...environment, PORT: String(await freePort()) });
      processes.push(server);
      return waitForPortalUrl(server);
    }

    const save = (url: string, headers: { authorization: string }) =>
      fetch(`${url}/api/AddDrop/Save`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Version: 1 }),
      }).then(
        async (response) => ({ studentId: 0, answer: (await response.json()) as { Status?: string } }),
        () => ({ studentId: 0, answer: null }),
      );

    async function invariants() {
      const [sectionsRows, studentsRows] = await Promise.all([
        handle.query<{ id: number; enrolled: number; registered: string }>(
          `select s.id, s.enrolled, (select count(*) from registrations r
           where r.section_id = s.id and r.status = 'registered') as registered from sections s`,
        ),
        handle.query<{
          student_id: number;
          first: boolean;
          second: boolean;
          changes: string;
          version: number;
        }>(
          `select c.student_id,
           exists (select 1 from registrations r where r.student_id = c.student_id and r.section_id = $1 and r.status = 'registered') as first,
           exists (select 1 from registrations r where r.student_id = c.student_id and r.section_id = $2 and r.status = 'registered') as second,
           (select count(*) from add_drop_cart_changes x where x.student_id = c.student_id) as changes,
           c.version
         from add_drop_carts c`,
          [seat.first, seat.second],
        ),
      ]);
      for (const row of sectionsRows) expect(row.enrolled).toBe(Number(row.registered));
      const states = studentsRows.map((row) =>
        row.second && !row.first && Number(row.changes) === 0 && row.version === 2
          ? 'swapped'
          : row.first && !row.second && Number(row.changes) === 2 && row.version === 1
            ? 'untouched'
            : `half-applied ${JSON.stringify(row)}`,
      );
      expect(states.filter((state) => state.startsWith('half'))).toEqual([]);
      return new Set(studentsRows.filter((row) => row.second).map((row) => row.student_id));
    }

    it('keeps every committed swap, applies no cart by halves and keeps seat counts true', async () => {
      const url = await start();
      const server = processes[0];
      const answers: { studentId: number; answer: { Status?: string } | null }[] = [];
      const rush = [...tokens].map(async ([studentId, headers]) => {
        const answered = await save(url, headers);
        answers.push({ ...answered, studentId });
      });
      // Kill the instance once the first saves are through, with most still in flight.
      while (answers.filter((a) => a.answer?.Status === '200').length < 20) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      server?.child.kill('SIGKILL');
      await server?.exited;
      await Promise.all(rush);

      const committedBefore = answers.filter((a) => a.answer?.Status === '200').map((a) => a.studentId);
      expect(committedBefore.length).toBeGreaterThanOrEqual(20);
      expect(committedBefore.length).toBeLessThan(STUDENTS);
      const swapped = await invariants();
      for (const studentId of committedBefore) expect(swapped.has(studentId)).toBe(true);

      // Started again, the students left save again: seats run out exactly at the capacity.
      const again = await start();
      const retried = await Promise.all(
        [...tokens]
          .filter(([studentId]) => !swapped.has(studentId))
          .map(([, headers]) => save(again, headers)),
      );
      expect(retried.every((r) => r.answer?.Status === '200' || r.answer?.Status === '422')).toBe(true);
      const finallySwapped = await invariants();
      expect(finallySwapped.size).toBe(NEW_SEATS);
    }, 300_000);
  },
);
