import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getLiveWindowResponse, QUEUED_STATUS } from '@portal/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../platform/db/client.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { createEmptyPostgresDatabase } from '../../test/database.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { probeAnswer, registrationProbes, steerableLoad } from './test-probes.js';
import { templateDump } from '../../test/pglite-template.js';

const redisUrl = process.env.TEST_REDIS_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two instances behind one load balancer share one line through Redis: a student keeps one place whichever
 * instance they reach, and either instance's admissions let in the head of the same line. The database is
 * PostgreSQL when TEST_DATABASE_URL is set (one pool per instance), else one embedded database.
 */
describe.skipIf(!redisUrl)(
  'one waiting room across two instances through Redis (needs TEST_REDIS_URL)',
  () => {
    const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
    const loads = [steerableLoad(), steerableLoad()];
    const handles: DatabaseHandle[] = [];
    const apps: FastifyInstance[] = [];
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      if (serverUrl) {
        const database = await createEmptyPostgresDatabase(serverUrl);
        dropDatabase = () => database.drop();
        handles.push(await openPostgres(database.url, 3), await openPostgres(database.url, 3));
      } else {
        const shared = await openPglite('memory://', { loadDataDir: await templateDump() });
        handles.push(shared, shared);
      }
      const [first] = handles;
      if (!first) throw new Error('no database');
      await runMigrations(first);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `${prefix}rate:`,
        EVENTS_CHANNEL_PREFIX: `${prefix}events:`,
        WAITING_ROOM_KEY_PREFIX: `${prefix}room:`,
        WAITING_ROOM_ADMIT_PER_SECOND: '2',
      });
      for (const [index, handle] of handles.entries()) {
        const app = await buildApp({
          config,
          database: handle,
          logger: false,
          loadSampler: loads[index],
          admissionTicks: 'manual',
        });
        registrationProbes(app);
        await app.ready();
        apps.push(app);
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of new Set(handles)) await handle.close();
      await dropDatabase?.();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });

    const instance = (index: number) => {
      const app = apps[index];
      if (!app) throw new Error(`no instance ${String(index)}`);
      return app;
    };
    async function sections(index: number, headers: { authorization: string }) {
      const response = await instance(index).inject({ method: 'GET', url: '/api/Probe/Sections', headers });
      return probeAnswer.parse(response.json());
    }

    it('keeps one line: one place per student whichever instance answers, admitted in order by either', async () => {
      for (const [index, load] of loads.entries()) {
        load.set({ eventLoopDelayMs: 500 });
        await instance(index).waitingRoom.tick();
        await instance(index).waitingRoom.tick();
      }
      const db = instance(0).database.db;
      const students = [await buildStudent(db), await buildStudent(db), await buildStudent(db)];
      const headers = await Promise.all(
        students.map((student) => studentAuthorization(instance(0), student)),
      );
      const [first, second, third] = headers;
      if (!first || !second || !third) throw new Error('no students');

      expect((await sections(0, first)).ReturnObject).toMatchObject({ Position: 1, QueueLength: 1 });
      expect((await sections(1, second)).ReturnObject).toMatchObject({ Position: 2, QueueLength: 2 });
      expect((await sections(1, first)).ReturnObject).toMatchObject({ Position: 1, QueueLength: 2 });
      expect((await sections(0, third)).ReturnObject).toMatchObject({ Position: 3, QueueLength: 3 });

      // Only instance B has room: its admissions let in the head of the one line, whoever asked where.
      loads[1]?.set({ eventLoopDelayMs: 0 });
      await instance(1).waitingRoom.tick();
      expect((await sections(0, first)).Status).toBe('200');
      expect((await sections(0, second)).Status).toBe(QUEUED_STATUS);
      expect((await sections(1, third)).ReturnObject).toMatchObject({ Position: 2, QueueLength: 2 });

      const staff = await buildStaffMember(db, { roles: ['registrar'] });
      const registrar = await staffAuthorization(instance(0), { ...staff, roles: ['registrar'] });
      await instance(0).waitingRoom.tick();
      const live = await instance(0).inject({
        method: 'GET',
        url: '/api/Registration/GetLiveWindow',
        headers: registrar,
      });
      const view = envelope(getLiveWindowResponse).parse(live.json()).ReturnObject;
      expect(view).toMatchObject({ QueueLength: 2, AdmittedSessions: 1 });
      expect(view.Signals.Overloaded).toBe(true);
    });
  },
);
