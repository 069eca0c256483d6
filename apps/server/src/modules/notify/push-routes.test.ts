import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, pushConfiguration, registeredDevice, removedDevices } from '@portal/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { databaseChecksum } from '../../test/security/database-state.js';
import { buildPushTestApp } from '../../test/push-app.js';
import type { PushDouble } from '../../test/push-double.js';
import { buildStudent } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import type { TestApp } from '../../test/app.js';
import { pushSubscriptions } from './schema.js';

describe('push registration: RegisterToken, RemoveToken, RemoveFCMToken, GetPushConfiguration', () => {
  let subject: TestApp;
  let double: PushDouble;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ subject, double, close } = await buildPushTestApp({ PUSH_WORKER: 'false' }));
  });
  afterAll(() => close());

  const db = () => subject.database.handle.db;

  async function call(path: string, student: { id: number; email: string }, payload: object) {
    return subject.app.inject({
      method: 'POST',
      url: `/api/Notify/${path}`,
      headers: await studentAuthorization(subject.app, student),
      payload,
    });
  }

  const devicesOf = (studentId: number) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.studentId, studentId));

  it('gives the VAPID public key, the same after a restart on the same database', async () => {
    const student = await buildStudent(db());
    const read = async (app = subject.app) =>
      envelope(pushConfiguration).parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/Notify/GetPushConfiguration',
            headers: await studentAuthorization(app, student),
          })
        ).json(),
      ).ReturnObject;
    const first = await read();
    expect(Buffer.from(first.VapidPublicKey, 'base64url')).toHaveLength(65);
    expect(first.NativePush).toBe(false);
    const restarted = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUSH_WORKER: 'false' }),
      database: subject.database.handle,
      logger: false,
    });
    await restarted.ready();
    try {
      expect((await read(restarted)).VapidPublicKey).toBe(first.VapidPublicKey);
    } finally {
      await restarted.close();
    }
  });

  it('registers a browser subscription once, however often the app repeats the call', async () => {
    const student = await buildStudent(db());
    const device = double.newDevice();
    const payload = {
      StudentEmail: student.email.toUpperCase(),
      Token: device.subscriptionJson,
      DeviceId: 'browser-0001',
    };
    const first = envelope(registeredDevice.nullable()).parse(
      (await call('RegisterToken', student, payload)).json(),
    );
    expect(first).toMatchObject({ Status: '200', ReturnObject: { DeviceId: 'browser-0001', Kind: 'web' } });
    const before = await databaseChecksum(subject.database.handle);
    expect((await call('RegisterToken', student, payload)).json()).toMatchObject({ Status: '200' });
    expect(await databaseChecksum(subject.database.handle)).toEqual(before);
    const rows = await devicesOf(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: 'browser-0001', kind: 'web', endpoint: device.endpoint });
  });

  it('replaces the subscription of a device that subscribed again', async () => {
    const student = await buildStudent(db());
    const payload = { StudentEmail: student.email, DeviceId: 'browser-0002' };
    await call('RegisterToken', student, { ...payload, Token: double.newDevice().subscriptionJson });
    const renewed = double.newDevice();
    await call('RegisterToken', student, { ...payload, Token: renewed.subscriptionJson });
    const rows = await devicesOf(student.id);
    expect(rows.map((row) => row.endpoint)).toEqual([renewed.endpoint]);
  });

  it("refuses to register a device for another student's email and writes nothing", async () => {
    const [student, other] = [await buildStudent(db()), await buildStudent(db())];
    const before = await databaseChecksum(subject.database.handle);
    const answer = await call('RegisterToken', student, {
      StudentEmail: other.email,
      Token: double.newDevice().subscriptionJson,
      DeviceId: 'browser-0003',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ Status: '403', ReturnObject: null });
    expect(await databaseChecksum(subject.database.handle)).toEqual(before);
  });

  it.each([
    [
      'an endpoint that is not a push service',
      JSON.stringify({ endpoint: 'https://evil.example.com/x', keys: {} }),
    ],
    ['the metadata service', 'https://169.254.169.254/latest/meta-data/'],
    ['a subscription without keys', JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' })],
    ['broken JSON', '{"endpoint": '],
  ])('refuses %s and writes nothing', async (_name, token) => {
    const student = await buildStudent(db());
    const before = await databaseChecksum(subject.database.handle);
    const answer = await call('RegisterToken', student, {
      StudentEmail: student.email,
      Token: token,
      DeviceId: 'browser-0004',
    });
    expect(answer.json()).toMatchObject({ Status: '422' });
    expect(await databaseChecksum(subject.database.handle)).toEqual(before);
  });

  it.each([
    ['loopback IP literal', 'https://127.0.0.1/push/x'],
    ['IPv6 literal', 'https://[fe80::1]/push/x'],
    ['http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a port', 'https://fcm.googleapis.com:444/fcm/send/x'],
  ])('refuses a well-formed subscription whose endpoint is a %s', async (_name, endpoint) => {
    const student = await buildStudent(db());
    const { keys } = double.newDevice();
    const answer = await call('RegisterToken', student, {
      StudentEmail: student.email,
      Token: JSON.stringify({ endpoint, keys }),
      DeviceId: 'browser-0005',
    });
    expect(answer.json()).toMatchObject({ Status: '422' });
    expect(await devicesOf(student.id)).toHaveLength(0);
  });

  it('refuses an app token while FCM is not configured', async () => {
    const student = await buildStudent(db());
    const answer = await call('RegisterToken', student, {
      StudentEmail: student.email,
      Token: 'fcm-token:APA91bHun4MxP5egoKMwt2KZFBaFUH',
      DeviceId: 'android-0001',
    });
    expect(answer.json()).toMatchObject({ Status: '503' });
    expect(await devicesOf(student.id)).toHaveLength(0);
  });

  it('removes the device at logout (RemoveToken) and by token (RemoveFCMToken), only for its owner', async () => {
    const [student, other] = [await buildStudent(db()), await buildStudent(db())];
    const [laptop, phone] = [double.newDevice(), double.newDevice()];
    await call('RegisterToken', student, {
      StudentEmail: student.email,
      Token: laptop.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    await call('RegisterToken', student, {
      StudentEmail: student.email,
      Token: phone.subscriptionJson,
      DeviceId: 'phone-00001',
    });

    const stranger = await call('RemoveToken', other, {
      StudentEmail: other.email,
      Token: laptop.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    expect(envelope(removedDevices.nullable()).parse(stranger.json()).ReturnObject).toEqual({ Removed: 0 });
    const wrongEmail = await call('RemoveToken', other, {
      StudentEmail: student.email,
      Token: laptop.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    expect(wrongEmail.json()).toMatchObject({ Status: '403' });
    expect(await devicesOf(student.id)).toHaveLength(2);

    const removed = await call('RemoveToken', student, {
      StudentEmail: student.email,
      Token: laptop.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    expect(removed.json()).toMatchObject({ Status: '200', ReturnObject: { Removed: 1 } });
    const again = await call('RemoveToken', student, {
      StudentEmail: student.email,
      Token: laptop.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    expect(again.json()).toMatchObject({ Status: '200', ReturnObject: { Removed: 0 } });
    const byToken = await call('RemoveFCMToken', student, {
      StudentEmail: student.email,
      Token: phone.subscriptionJson,
      DeviceId: 'laptop-0001',
    });
    expect(byToken.json()).toMatchObject({ Status: '200', ReturnObject: { Removed: 1 } });
    expect(await devicesOf(student.id)).toHaveLength(0);
  });

  it('moves an endpoint to the student who registered it last (a shared browser)', async () => {
    const [first, second] = [await buildStudent(db()), await buildStudent(db())];
    const browser = double.newDevice();
    await call('RegisterToken', first, {
      StudentEmail: first.email,
      Token: browser.subscriptionJson,
      DeviceId: 'shared-0001',
    });
    await call('RegisterToken', second, {
      StudentEmail: second.email,
      Token: browser.subscriptionJson,
      DeviceId: 'shared-0001',
    });
    expect(await devicesOf(first.id)).toHaveLength(0);
    expect(await devicesOf(second.id)).toHaveLength(1);
  });
});
