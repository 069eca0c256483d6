import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envelope, getFacultiesResponse, readiness } from '@portal/contract';
import { faculties } from './modules/academic/schema.js';
import { openPglite, openPostgres } from './platform/db/client.js';
import { expectedMigrationCount } from './platform/db/migrate.js';
import { createEmptyPostgresDatabase } from './test/database.js';
import { startServerProcess, waitForPortalUrl } from './test/server-process.js';

const quickDemo = { DEMO_STUDENTS: '20', PORT: '0', HOST: '127.0.0.1' };

function noStackTrace(text: string) {
  expect(text).not.toMatch(/^\s+at /m);
}

describe('starting the server (npm start)', () => {
  const dataDirs: string[] = [];
  const temporaryDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stops with one line naming DATABASE_URL when it is not a PostgreSQL URL', async () => {
    const server = startServerProcess({ DATABASE_URL: 'mysql://root@localhost/portal' });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim().split('\n')).toHaveLength(1);
    expect(server.stderr()).toMatch(
      /^Configuration error: DATABASE_URL must be a URL starting with postgres:/,
    );
    noStackTrace(server.stderr());
  });

  it('stops with one clear line when the database cannot be reached', async () => {
    const server = startServerProcess({ DATABASE_URL: 'postgres://postgres:hunter22@127.0.0.1:9/portal' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(
      /^Database unreachable at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:9\/portal: .*ECONNREFUSED/,
    );
    expect(server.stderr()).not.toContain('hunter22');
    noStackTrace(server.stderr());
  });

  it('stops with one clear line when the port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    if (typeof address !== 'object' || !address) throw new Error('blocker not listening');
    try {
      const server = startServerProcess({
        ...quickDemo,
        DATA_DIR: temporaryDataDir(),
        PORT: String(address.port),
      });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain(`Port ${address.port} is already in use`);
      noStackTrace(server.stderr());
    } finally {
      blocker.close();
    }
  });

  // Two server starts, a demo generation and a drain: on a busy machine more than the default minute.
  it('fills an empty embedded database once, prints logins, keeps data across a restart, and drains on SIGTERM', async () => {
    const dataDir = temporaryDataDir();
    const first = startServerProcess({ ...quickDemo, DATA_DIR: dataDir });
    const firstUrl = await waitForPortalUrl(first);
    expect(first.stdout()).toContain('Empty database: generating the demo university');
    expect(first.stdout()).toMatch(/Demo logins \(password for all: .+\):\n\s+\S+@/);
    const before = envelope(getFacultiesResponse).parse(
      await (await fetch(`${firstUrl}/api/Student/GetFaculties`)).json(),
    ).ReturnObject;
    expect(before.length).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // A write while the portal is down, straight into its data directory.
    const direct = await openPglite(dataDir);
    await direct.db.insert(faculties).values({ code: 'ZZZ', nameEn: 'Zoology', nameAr: 'علم الحيوان' });
    await direct.close();

    const second = startServerProcess({ ...quickDemo, DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '3000' });
    const secondUrl = await waitForPortalUrl(second);
    expect(second.stdout()).not.toContain('Empty database');
    const after = envelope(getFacultiesResponse).parse(
      await (await fetch(`${secondUrl}/api/Student/GetFaculties`)).json(),
    ).ReturnObject;
    expect(after.map((faculty) => faculty.FacultyCode).sort()).toEqual(
      [...before.map((faculty) => faculty.FacultyCode), 'ZZZ'].sort(),
    );

    // SIGTERM drains: not ready, still serving; a second SIGTERM changes nothing; then a clean exit.
    second.child.kill('SIGTERM');
    let ready = await fetch(`${secondUrl}/readyz`);
    while (ready.status === 200) ready = await fetch(`${secondUrl}/readyz`);
    expect(readiness.parse(await ready.json())).toMatchObject({ status: 'not-ready', problem: 'draining' });
    second.child.kill('SIGTERM');
    expect((await fetch(`${secondUrl}/api/Student/GetFaculties`)).status).toBe(200);
    expect(await second.exited).toBe(0);
    await expect(fetch(`${secondUrl}/healthz`)).rejects.toThrow();
  }, 120_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    'brings up two instances at once on one PostgreSQL database, migrating once',
    async () => {
      if (!serverUrl) return;
      const database = await createEmptyPostgresDatabase(serverUrl);
      const environment = { DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' };
      const instances = [startServerProcess(environment), startServerProcess(environment)];
      try {
        const urls = await Promise.all(instances.map((instance) => waitForPortalUrl(instance)));
        for (const url of urls) {
          const report = readiness.parse(await (await fetch(`${url}/readyz`)).json());
          expect(report).toMatchObject({ status: 'ready', database: 'postgres' });
        }
        const check = await openPostgres(database.url, 1);
        const rows = await check.query<{ count: number }>(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        );
        await check.close();
        expect(rows[0]?.count).toBe(expectedMigrationCount());
      } finally {
        for (const instance of instances) instance.child.kill('SIGTERM');
        await Promise.all(instances.map((instance) => instance.exited));
        await database.drop();
      }
    },
  );
});
