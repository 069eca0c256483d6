import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisingChange, envelope } from '@portal/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPostgres, type DatabaseHandle } from '../../platform/db/client.js';
import { calmLoad } from '../../test/app.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { startServerProcess, waitForPortalUrl, type ServerProcess } from '../../test/server-process.js';
import { studentAuthorization } from '../../test/sessions.js';
import { sections } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { rushWorld } from './rush-world.js';

const STUDENTS = 300;
const SEATS = 40;
/** Answers to wait for before the kill: the rush is well under way, most calls still in flight. */
const ANSWERS_BEFORE_KILL = 8;

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * SIGKILL during a rush: a real server process on PostgreSQL is killed while InsertCourse calls are in
 * flight, then a new one starts on the same database. Every registration the first one confirmed is
 * there, nothing half-done is (enrolled equals the registrations), and the rest of the rush still ends
 * with exactly the section's seats taken.
 */
describe.skipIf(!serverUrl)('InsertCourse when the server is killed mid-rush', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let sectionId = 0;
  const students: { id: number; headers: { authorization: string } }[] = [];
  const environment = (url: string) => ({
    DATABASE_URL: url,
    PORT: '0',
    HOST: '127.0.0.1',
    // Tokens name their issuer: the issuing app and both processes must agree on it.
    PUBLIC_URL: 'http://portal.test',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
    // The waiting room would queue part of the rush on a busy test machine; here only seats decide.
    WAITING_ROOM_EVENT_LOOP_DELAY_MS: '10000',
    WAITING_ROOM_CONNECTION_WAIT_MS: '60000',
  });
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!serverUrl) return;
    database = await createEmptyPostgresDatabase(serverUrl);
    const first = startServerProcess(environment(database.url));
    servers.push(first);
    await waitForPortalUrl(first);
    handle = await openPostgres(database.url, 5);
    const world = await rushWorld(handle.db, STUDENTS, SEATS);
    sectionId = world.section.id;
    // Tokens are signed with the keys in the database, so an app on the same database issues valid ones.
    const issuer = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment(database.url) }),
      database: handle,
      logger: false,
      loadSampler: calmLoad(),
      admissionTicks: 'timer',
    });
    for (const student of world.students) {
      students.push({ id: student.id, headers: await studentAuthorization(issuer, student) });
    }
    await issuer.close();
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await handle.close();
    await database.drop();
  });

  const insert = (url: string, headers: { authorization: string }) =>
    fetch(`${url}/api/Advising/InsertCourse`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ SectionIds: [sectionId] }),
    });

  async function seats() {
    const [registered] = await handle.db
      .select({ value: count() })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    const [section] = await handle.db
      .select({ enrolled: sections.enrolled })
      .from(sections)
      .where(eq(sections.id, sectionId));
    const holders = await handle.db
      .select({ studentId: registrations.studentId })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    return {
      registered: registered?.value,
      enrolled: section?.enrolled,
      holders: holders.map((r) => r.studentId),
    };
  }

  it('keeps every confirmed registration and never counts a seat without one', async () => {
    const first = servers[0];
    if (!first) throw new Error('no server');
    const url = await waitForPortalUrl(first);
    const confirmed: number[] = [];
    let answered = 0;
    let killed = false;
    const rush = students.map(async (student) => {
      try {
        const response = await insert(url, student.headers);
        const answer = envelope(advisingChange.nullable()).parse(await response.json());
        expect(response.status).toBe(200);
        if (answer.Status === '200') confirmed.push(student.id);
        answered += 1;
        if (answered >= ANSWERS_BEFORE_KILL && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch (error) {
        // Calls in flight when the process died have no answer; that is what a crash looks like.
        if (!killed) throw error;
      }
    });
    await Promise.all(rush);
    await first.exited;
    expect(killed).toBe(true);

    const afterCrash = await seats();
    expect(afterCrash.enrolled).toBe(afterCrash.registered);
    expect(afterCrash.holders).toEqual(expect.arrayContaining(confirmed));
    expect(afterCrash.enrolled).toBeLessThanOrEqual(SEATS);

    // A new process on the same database finishes the rush: exactly the section's seats are taken.
    const second = startServerProcess(environment(database.url));
    servers.push(second);
    const secondUrl = await waitForPortalUrl(second);
    const holders = new Set(afterCrash.holders);
    const rest = students.filter((student) => !holders.has(student.id));
    const statuses = await Promise.all(
      rest.map(async (student) => {
        const response = await insert(secondUrl, student.headers);
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const final = await seats();
    expect(final).toMatchObject({ registered: SEATS, enrolled: SEATS });
    expect(final.holders).toEqual(expect.arrayContaining(afterCrash.holders));
  }, 600_000);
});
