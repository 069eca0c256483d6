import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { sections } from '../../modules/academic/schema.js';
import { rushWorld } from '../../modules/advising/rush-world.js';
import { registrations } from '../../modules/registration/schema.js';
import { calmLoad } from '../../test/app.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { studentAuthorization } from '../../test/sessions.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { runMigrations } from './migrate.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const CONNECT_TIMEOUT_MS = 1000;
/** What "fails fast" means here: the connect timeout, and a little for the request around it. */
const BOUND_MS = CONNECT_TIMEOUT_MS + 500;
const STUDENTS = 12;

/**
 * PostgreSQL going away under the app: a TCP proxy in the test stands between the app and the shared
 * server and drops every connection and refuses new ones, then takes them again. The app answers 503 in
 * the portal's envelope within the bound, /readyz says the database is unreachable, and when the proxy
 * takes connections again the same calls succeed within five seconds, with no restart. A seat added
 * through InsertCourse and cut between its statements and its commit leaves the ledger as it was.
 */
describe.skipIf(!serverUrl)('the portal while PostgreSQL is away (needs TEST_DATABASE_URL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let sectionId = 0;
  const students: { id: number; headers: { authorization: string } }[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl ?? '');
    direct = await openPostgres(database.url, 2);
    await runMigrations(direct);
    const world = await rushWorld(direct.db, STUDENTS, STUDENTS);
    sectionId = world.section.id;
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    proxied = await openPostgres(proxy.url(database.url), 4, {
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: 5000,
    });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000' }),
      database: proxied,
      logger: false,
      loadSampler: calmLoad(),
      admissionTicks: 'timer',
    });
    await app.ready();
    for (const student of world.students) {
      students.push({ id: student.id, headers: await studentAuthorization(app, student) });
    }
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.close();
    await direct.close();
    await database.drop();
  });

  const timed = async (send: () => Promise<{ statusCode: number; body: string }>) => {
    const started = performance.now();
    const response = await send();
    return { ...response, ms: performance.now() - started };
  };
  const menu = (headers: { authorization: string }) =>
    timed(() => app.inject({ method: 'GET', url: '/api/Portal/GetMenu', headers }));
  const insert = (headers: { authorization: string }) =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/Advising/InsertCourse',
        headers,
        payload: { SectionIds: [sectionId] },
      }),
    );
  const ready = () => timed(() => app.inject({ method: 'GET', url: '/readyz' }));

  /** The ledger read straight from the server, not through the proxy. */
  async function ledger() {
    const holders = await direct.db
      .select({ studentId: registrations.studentId })
      .from(registrations)
      .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
    const [section] = await direct.db
      .select({ enrolled: sections.enrolled })
      .from(sections)
      .where(eq(sections.id, sectionId));
    const [rows] = await direct.db.select({ value: count() }).from(registrations);
    return { enrolled: section?.enrolled, holders: holders.map((row) => row.studentId), rows: rows?.value };
  }

  /** Calls `send` every 100 ms until it answers 200; the milliseconds that took. */
  async function untilOk(send: () => Promise<{ statusCode: number }>, limitMs: number): Promise<number> {
    const started = performance.now();
    for (;;) {
      if ((await send()).statusCode === 200) return performance.now() - started;
      if (performance.now() - started > limitMs) throw new Error(`no 200 within ${String(limitMs)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 503 within the bound while cut, reports not ready, and recovers by itself', async () => {
    const [student] = students;
    if (!student) throw new Error('no student');
    expect((await menu(student.headers)).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);

    await proxy.cut();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await menu(student.headers);
      expect(answer.statusCode).toBe(503);
      expect(answer.ms).toBeLessThan(BOUND_MS);
      expect(JSON.parse(answer.body)).toMatchObject({
        Status: '503',
        ReturnObject: null,
        Message: 'The portal cannot reach its database just now. Please try again in a minute.',
      });
    }
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.ms).toBeLessThan(BOUND_MS);
    expect(JSON.parse(notReady.body)).toMatchObject({ status: 'not-ready', problem: 'database unreachable' });
    const writeWhileCut = await insert(student.headers);
    expect(writeWhileCut.statusCode).toBe(503);
    expect(writeWhileCut.ms).toBeLessThan(BOUND_MS);

    await proxy.restore();
    expect(await untilOk(() => menu(student.headers), 5000)).toBeLessThan(5000);
    expect((await ready()).statusCode).toBe(200);
    expect(await ledger()).toMatchObject({ enrolled: 0, holders: [], rows: 0 });
  }, 30_000);

  it('rolls back a seat add cut between its statements and its commit, and takes it once on retry', async () => {
    const [, student, other] = students;
    if (!student || !other) throw new Error('no students');
    expect(JSON.parse((await insert(other.headers)).body)).toMatchObject({ Status: '200' });
    const before = await ledger();
    expect(before).toMatchObject({ enrolled: 1, holders: [other.id], rows: 1 });

    const sprung = proxy.cutWhenSent('commit');
    const cutAdd = await insert(student.headers);
    await sprung;
    expect(cutAdd.statusCode).toBe(503);
    expect(cutAdd.ms).toBeLessThan(BOUND_MS);
    // The transaction had run every statement; PostgreSQL rolled all of them back with the connection.
    expect(await ledger()).toEqual(before);

    await proxy.restore();
    await untilOk(() => insert(student.headers), 5000);
    const after = await ledger();
    expect(after.enrolled).toBe(2);
    expect(after.holders.sort()).toEqual([other.id, student.id].sort());
    expect(after.rows).toBe(2);
    // Asked again, it is already there: still one seat.
    await insert(student.headers);
    expect((await ledger()).enrolled).toBe(2);
  }, 30_000);
});
