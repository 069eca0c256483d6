import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getLiveWindowResponse, QUEUED_STATUS, requestAdmissionResponse } from '@portal/contract';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { probeAnswer, registrationProbes, steerableLoad } from './test-probes.js';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances behind one load balancer share one line through Redis: a student keeps one place whichever
 * instance they reach, and either instance's admissions let in the head of the same line. The database is
 * PostgreSQL when TEST_DATABASE_URL is set (one pool per instance), else one embedded database.
 */
describe.skipIf(!redisUrl)(
  'one waiting room across two instances through Redis (needs TEST_REDIS_URL)',
  () => {
    const loads = [steerableLoad(), steerableLoad()];
    let instances: TwoInstances | undefined;

    beforeAll(async () => {
      instances = await startTwoInstances(redisUrl ?? '', {
        settings: { WAITING_ROOM_ADMIT_PER_SECOND: '2' },
        build: (index) => ({ loadSampler: loads[index], admissionTicks: 'manual' }),
        prepare: (app) => {
          registrationProbes(app);
        },
      });
    });

    afterAll(async () => {
      await instances?.close();
    });

    const instance = (index: number) => {
      if (!instances || (index !== 0 && index !== 1)) throw new Error(`no instance ${String(index)}`);
      return instances.instance(index);
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

    it('answers a request held on one instance once the other lets the student in', async () => {
      const db = instance(0).database.db;
      const student = await buildStudent(db);
      const headers = await studentAuthorization(instance(0), student);
      await instance(1).waitingRoom.setMode('queue');
      expect((await sections(0, headers)).Status).toBe(QUEUED_STATUS);
      let answered = false;
      const asked = instance(0)
        .inject({ method: 'POST', url: '/api/Registration/RequestAdmission?wait=true', headers })
        .then((response) => {
          answered = true;
          return envelope(requestAdmissionResponse).parse(response.json()).ReturnObject;
        });
      // The request reaches the handler and is held there (inject answers asynchronously).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await instance(0).waitingRoom.tick();
      expect(answered).toBe(false);
      // Instance B lets the whole line in; A's next tick reads the shared line and answers its request.
      await instance(1).waitingRoom.setMode('open');
      await instance(1).waitingRoom.tick();
      const letIn = Date.now();
      await instance(0).waitingRoom.tick();
      expect(await asked).toMatchObject({ Admitted: true });
      // Then, not at the end of the hold (20 s).
      expect(Date.now() - letIn).toBeLessThan(5_000);
      await instance(1).waitingRoom.setMode('auto');
    });
  },
);
