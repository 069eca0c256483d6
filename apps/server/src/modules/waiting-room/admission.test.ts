import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getLiveWindowResponse,
  QUEUED_STATUS,
  requestAdmissionResponse,
  setAdmissionModeResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { probeAnswer, registrationProbes, steerableLoad } from './test-probes.js';

const load = steerableLoad();
let subject: TestApp;
let registrar: { authorization: string };

beforeAll(async () => {
  subject = await buildTestApp(
    {
      WAITING_ROOM_ADMIT_PER_SECOND: '2',
      WAITING_ROOM_PASS_IDLE_SECONDS: '60',
      // Answered at once: these tests step the line tick by tick (held requests: held-admission.test.ts).
      WAITING_ROOM_HOLD_SECONDS: '0',
      REGISTRATION_CALLS_PER_MINUTE: '40',
    },
    registrationProbes,
    { loadSampler: load, admissionTicks: 'manual' },
  );
  const staff = await buildStaffMember(subject.database.handle.db, { roles: ['registrar'] });
  registrar = await staffAuthorization(subject.app, { ...staff, roles: ['registrar'] });
});
afterAll(() => subject.close());

const room = () => subject.app.waitingRoom;
async function overload() {
  load.set({ eventLoopDelayMs: 500 });
  await room().tick();
  await room().tick();
}
/** Calm signals, and the line left by earlier tests drained (newcomers never pass people waiting). */
async function calm() {
  load.set({ eventLoopDelayMs: 0, connectionWaitMs: 0 });
  for (let tick = 0; tick < 50 && (await room().tick()).queueLength > 0; tick++);
}
async function newStudent() {
  const student = await buildStudent(subject.database.handle.db);
  return { student, headers: await studentAuthorization(subject.app, student) };
}
async function probe(headers: { authorization: string }, method: 'GET' | 'POST', url: string) {
  const response = await subject.app.inject({ method, url, headers });
  expect(response.statusCode).toBe(200);
  return { answer: probeAnswer.parse(response.json()), retryAfter: response.headers['retry-after'] };
}
const sections = (headers: { authorization: string }) => probe(headers, 'GET', '/api/Probe/Sections');
async function setMode(mode: 'auto' | 'queue' | 'open') {
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/Registration/SetAdmissionMode',
    headers: registrar,
    payload: { Mode: mode },
  });
  return envelope(setAdmissionModeResponse).parse(response.json());
}

describe('the waiting room in front of registration calls', () => {
  it('lets everyone in while the signals are calm', async () => {
    await calm();
    const { headers } = await newStudent();
    expect((await sections(headers)).answer).toEqual({ Status: '200', ReturnObject: { Done: true } });
  });

  it('queues new sessions under overload, in arrival order, one place per student across devices', async () => {
    await overload();
    const first = await newStudent();
    const second = await newStudent();
    const queued = await sections(first.headers);
    expect(queued.answer.Status).toBe(QUEUED_STATUS);
    expect(queued.answer.ReturnObject).toMatchObject({ Admitted: false, Position: 1, QueueLength: 1 });
    expect(Number(queued.retryAfter)).toBeGreaterThan(0);
    expect((await probe(second.headers, 'POST', '/api/Probe/AddCourse')).answer.ReturnObject).toMatchObject({
      Position: 2,
    });
    // The first student's phone, with a token of its own: the same place, not a new one.
    const phone = await studentAuthorization(subject.app, first.student);
    expect((await sections(phone)).answer.ReturnObject).toMatchObject({ Position: 1, QueueLength: 2 });
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/Registration/RequestAdmission',
      headers: phone,
    });
    expect(envelope(requestAdmissionResponse).parse(asked.json()).ReturnObject).toMatchObject({
      Admitted: false,
      Position: 1,
    });
  });

  it('never queues read-only pages, nor the ticket, under overload', async () => {
    await overload();
    const { headers } = await newStudent();
    expect((await probe(headers, 'GET', '/api/Probe/Schedule')).answer.Status).toBe('200');
    const ticket = await subject.app.inject({
      method: 'GET',
      url: '/api/Registration/GetRegistrationTicket',
      headers,
    });
    expect(ticket.json()).toMatchObject({ Status: '200' });
  });

  it('keeps an admitted student in while load rises, then admits the line first come first served', async () => {
    await calm();
    const inside = await newStudent();
    expect((await sections(inside.headers)).answer.Status).toBe('200');
    await overload();
    const line = [await newStudent(), await newStudent(), await newStudent(), await newStudent()];
    for (const { headers } of line) expect((await sections(headers)).answer.Status).toBe(QUEUED_STATUS);
    expect((await sections(inside.headers)).answer.Status).toBe('200');

    load.set({ eventLoopDelayMs: 0 });
    const admittedAfterEachTick: number[] = [];
    for (let tick = 0; tick < 20 && admittedAfterEachTick.at(-1) !== line.length; tick++) {
      await room().tick();
      const states = [];
      for (const { headers } of line) {
        const asked = await subject.app.inject({
          method: 'POST',
          url: '/api/Registration/RequestAdmission',
          headers,
        });
        states.push(envelope(requestAdmissionResponse).parse(asked.json()).ReturnObject.Admitted);
      }
      const admitted = states.filter(Boolean).length;
      // Always a prefix of the arrival order: nobody is let in before someone who came earlier.
      expect(states).toEqual(line.map((_, index) => index < admitted));
      admittedAfterEachTick.push(admitted);
    }
    expect(admittedAfterEachTick.at(-1)).toBe(line.length);
    for (const { headers } of line) expect((await sections(headers)).answer.Status).toBe('200');
  });

  it('takes the pass back from a student idle longer than the pass lasts', async () => {
    await calm();
    const { headers } = await newStudent();
    expect((await sections(headers)).answer.Status).toBe('200');
    await overload();
    await room().tick(Date.now() + 61_000);
    expect((await sections(headers)).answer.Status).toBe(QUEUED_STATUS);
  });

  it('lets the registrar hold every newcomer in the line, or open the doors, and logs it', async () => {
    await calm();
    expect((await setMode('queue')).ReturnObject).toEqual({ Mode: 'queue' });
    const waiting = await newStudent();
    expect((await sections(waiting.headers)).answer.Status).toBe(QUEUED_STATUS);
    await room().tick();
    expect((await sections(waiting.headers)).answer.Status).toBe(QUEUED_STATUS);
    await setMode('open');
    await room().tick();
    expect((await sections(waiting.headers)).answer.Status).toBe('200');
    await setMode('auto');
    const entries = await subject.database.handle.db
      .select({ target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admission-mode'), eq(auditLog.outcome, 'success')));
    expect(entries.map((entry) => entry.target)).toEqual([
      'waiting room queue',
      'waiting room open',
      'waiting room auto',
    ]);
  });

  it('stops a script with the per-student limit of registration calls, and only that student', async () => {
    await calm();
    const script = await newStudent();
    const statuses: number[] = [];
    for (let call = 0; call < 41; call++) {
      statuses.push(
        (await subject.app.inject({ method: 'GET', url: '/api/Probe/Sections', headers: script.headers }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect((await probe(script.headers, 'GET', '/api/Probe/Schedule')).answer.Status).toBe('200');
    const other = await newStudent();
    expect((await sections(other.headers)).answer.Status).toBe('200');
  });

  it('shows the registrar the door: sessions, the line, its longest wait and the traffic by minute', async () => {
    await overload();
    const late = await newStudent();
    expect((await sections(late.headers)).answer.Status).toBe(QUEUED_STATUS);
    await room().tick();
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Registration/GetLiveWindow',
      headers: registrar,
    });
    const live = envelope(getLiveWindowResponse).parse(response.json()).ReturnObject;
    expect(live.Mode).toBe('auto');
    expect(live.Signals).toMatchObject({
      EventLoopDelayMs: 500,
      EventLoopDelayThresholdMs: 100,
      Overloaded: true,
    });
    // The door's rate: never under the starting rate (2 a second here), whatever the overload measured.
    expect(live.Signals.AdmitsPerSecond).toBeGreaterThanOrEqual(2);
    expect(live.QueueLength).toBeGreaterThanOrEqual(1);
    expect(live.AdmittedSessions).toBeGreaterThanOrEqual(1);
    expect(live.LongestWaitSeconds).not.toBeNull();
    expect(live.AdmissionsPerMinute).toBeGreaterThan(0);
    expect(live.Traffic).toHaveLength(10);
    const total = live.Traffic.reduce(
      (sum, minute) => ({
        requests: sum.requests + minute.Requests,
        queued: sum.queued + minute.Queued,
        refusals: sum.refusals + minute.Refusals,
      }),
      { requests: 0, queued: 0, refusals: 0 },
    );
    expect(total.queued).toBeGreaterThanOrEqual(8);
    expect(total.refusals).toBeGreaterThanOrEqual(1);
    expect(total.requests).toBeGreaterThan(total.queued);
  });
});
