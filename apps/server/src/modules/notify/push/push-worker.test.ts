import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { buildMessage, buildStudent } from '../../../test/factories.js';
import { buildPushTestApp } from '../../../test/push-app.js';
import type { DeviceKeys, PushDouble } from '../../../test/push-double.js';
import { pushDeliveries, pushSubscriptions } from '../schema.js';
import type { DeliveryOutcome, DeliveryTarget, PushSender } from './delivery-outcome.js';
import { httpsTransport } from './https-transport.js';
import { PushWorker, type PushWorkerOptions } from './push-worker.js';
import { saveRegistration } from './subscription-queries.js';
import { loadVapidKeys } from './vapid-keys.js';
import { WebPushSender } from './web-push-sender.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the push worker', () => {
  let subject: TestApp;
  let double: PushDouble;
  let close: () => Promise<void>;
  let web: WebPushSender;
  beforeAll(async () => {
    ({ subject, double, close } = await buildPushTestApp({ PUSH_WORKER: 'false' }));
    web = new WebPushSender({
      keys: await loadVapidKeys(db()),
      subject: 'mailto:webmaster@test.edu.eg',
      policy: {
        allowedHosts: ['fcm.googleapis.com'],
        testOrigin: double.origin,
        resolve: () => Promise.resolve([]),
      },
      transport: httpsTransport,
      testCertificate: double.certificate,
    });
  });
  afterAll(async () => {
    web.close();
    await close();
  });

  const db = () => subject.database.handle.db;

  function worker(overrides: Partial<PushWorkerOptions> = {}) {
    return new PushWorker({
      db: db(),
      senders: { web },
      workerId: 'worker-a',
      log: quiet,
      batchSize: 50,
      concurrency: 4,
      leaseSeconds: 60,
      maxAttempts: 3,
      pollMs: 50,
      retryBaseMs: 1,
      ...overrides,
    });
  }

  /** A student with one registered browser, and a message to them (queued for that browser). */
  async function studentWithDevice() {
    const student = await buildStudent(db());
    const device = double.newDevice();
    await saveRegistration(db(), {
      studentId: student.id,
      deviceId: `device-${device.id}`,
      kind: 'web',
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });
    const message = await buildMessage(db(), student, { title: `For ${student.code}` });
    return { student, device, message };
  }

  const jobsOf = async (messageId: number) =>
    db().select().from(pushDeliveries).where(eq(pushDeliveries.messageId, messageId));
  const devicesOf = async (studentId: number) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.studentId, studentId));
  const receivedBy = (device: DeviceKeys) => double.received.filter((push) => push.device === device.id);
  /** Makes a rescheduled job due now (the backoff itself is checked on run_after). */
  const due = async (messageId: number) =>
    db()
      .update(pushDeliveries)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(pushDeliveries.messageId, messageId));

  it('delivers, then forgets the job', async () => {
    const { device, message } = await studentWithDevice();
    await worker().runOnce();
    expect(receivedBy(device)).toHaveLength(1);
    expect(await jobsOf(message.id)).toEqual([]);
  });

  it.each([410, 404])(
    'prunes a subscription the push service answers %i, with its pending jobs',
    async (status) => {
      const { student, device, message } = await studentWithDevice();
      double.script(device, { status });
      await worker().runOnce();
      expect(await devicesOf(student.id)).toEqual([]);
      expect(await jobsOf(message.id)).toEqual([]);
    },
  );

  it('retries a 5xx with backoff, then delivers once', async () => {
    const { student, device, message } = await studentWithDevice();
    double.script(device, { status: 503 });
    await worker({ retryBaseMs: 60_000 }).runOnce();
    const [waiting] = await jobsOf(message.id);
    expect(waiting).toMatchObject({ attempts: 1, claimedBy: null, lastError: 'HTTP 503', failedAt: null });
    // Backoff: half to all of the base delay for the first retry.
    expect(waiting?.runAfter.getTime()).toBeGreaterThan(Date.now() + 25_000);
    await worker().runOnce();
    expect(receivedBy(device)).toHaveLength(0);
    await due(message.id);
    await worker().runOnce();
    expect(receivedBy(device)).toHaveLength(1);
    expect(await jobsOf(message.id)).toEqual([]);
    expect(await devicesOf(student.id)).toHaveLength(1);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    const { device, message } = await studentWithDevice();
    double.script(device, { status: 429, headers: { 'retry-after': '120' } });
    await worker().runOnce();
    const [waiting] = await jobsOf(message.id);
    expect(waiting?.runAfter.getTime()).toBeGreaterThan(Date.now() + 110_000);
  });

  it('gives up after the last attempt and keeps the job for operators', async () => {
    const { student, device, message } = await studentWithDevice();
    double.script(device, { status: 500 }, { status: 502 }, { status: 503 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await due(message.id);
      await worker().runOnce();
    }
    const [given] = await jobsOf(message.id);
    expect(given).toMatchObject({ attempts: 3, lastError: 'HTTP 503' });
    expect(given?.failedAt).toBeInstanceOf(Date);
    await due(message.id);
    await worker().runOnce();
    expect(receivedBy(device)).toHaveLength(0);
    expect(await devicesOf(student.id)).toHaveLength(1);
  });

  it('gives up at once on a refusal that a retry cannot fix (400)', async () => {
    const { device, message } = await studentWithDevice();
    double.script(device, { status: 400 });
    await worker().runOnce();
    const [given] = await jobsOf(message.id);
    expect(given).toMatchObject({ attempts: 1, lastError: 'HTTP 400' });
    expect(given?.failedAt).toBeInstanceOf(Date);
  });

  it('takes over a job whose worker died once its lease has run out, not before', async () => {
    const { device, message } = await studentWithDevice();
    // A worker that claims and dies before sending.
    const dead: PushSender = { send: () => new Promise<DeliveryOutcome>(() => undefined) };
    const dying = worker({ workerId: 'worker-dead', senders: { web: dead }, leaseSeconds: 2 });
    void dying.runOnce();
    await expect.poll(async () => (await jobsOf(message.id))[0]?.claimedBy).toBe('worker-dead');
    await worker({ leaseSeconds: 2 }).runOnce();
    expect(receivedBy(device)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await worker({ leaseSeconds: 2 }).runOnce();
    expect(receivedBy(device)).toHaveLength(1);
    expect(await jobsOf(message.id)).toEqual([]);
  });

  it('never hands one job to two workers claiming at the same time', async () => {
    const devices = await Promise.all(Array.from({ length: 12 }, () => studentWithDevice()));
    const seen: number[] = [];
    const counting: PushSender = {
      send: (target: DeliveryTarget) => {
        seen.push(target.subscriptionId);
        return Promise.resolve({ kind: 'delivered' });
      },
    };
    await Promise.all(
      ['one', 'two', 'three'].map((name) =>
        worker({ workerId: name, senders: { web: counting }, batchSize: 5 }).runOnce(),
      ),
    );
    await Promise.all(
      ['one', 'two'].map((name) => worker({ workerId: name, senders: { web: counting } }).runOnce()),
    );
    expect(seen.sort((a, b) => a - b)).toEqual([...new Set(seen)].sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThanOrEqual(devices.length);
  });

  it('stops cleanly: claimed jobs not yet started go back to the queue', async () => {
    const { message } = await studentWithDevice();
    const second = await studentWithDevice();
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: PushSender = {
      send: () =>
        new Promise<DeliveryOutcome>((resolve) => {
          release = () => {
            resolve({ kind: 'delivered' });
          };
          started();
        }),
    };
    const stopping = worker({ workerId: 'worker-stopping', senders: { web: slow }, concurrency: 1 });
    stopping.start();
    await sending;
    const stopped = stopping.stop();
    release();
    await stopped;
    const left = [...(await jobsOf(message.id)), ...(await jobsOf(second.message.id))];
    // The first was in flight and finished; the second never started and is free for any worker.
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ messageId: second.message.id, claimedBy: null, attempts: 0 });
  });
});
