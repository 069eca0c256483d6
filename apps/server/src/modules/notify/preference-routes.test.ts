import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getNotificationPreferencesResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { studentAuthorization } from '../../test/sessions.js';
import { notificationPreferences } from './schema.js';

const answer = envelope(getNotificationPreferencesResponse.nullable());

describe('notification preferences', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;

  async function signedIn() {
    const student = await buildStudent(db());
    return { student, headers: await studentAuthorization(subject.app, student) };
  }

  const read = (headers: { authorization: string }) =>
    subject.app.inject({ method: 'GET', url: '/api/Notify/GetNotificationPreferences', headers });

  const save = (headers: { authorization: string }, payload: object) =>
    subject.app.inject({ method: 'POST', url: '/api/Notify/SaveNotificationPreference', headers, payload });

  const rowsOf = (studentId: number) =>
    db().select().from(notificationPreferences).where(eq(notificationPreferences.studentId, studentId));

  const switchOf = (body: ReturnType<typeof answer.parse>, topic: string, channel: string) =>
    body.ReturnObject?.Preferences.find((row) => row.Topic === topic && row.Channel === channel);

  describe('GET /api/Notify/GetNotificationPreferences', () => {
    it('answers every topic × channel at its default: push and in-app on, email off, security locked on', async () => {
      const { headers } = await signedIn();
      const body = answer.parse((await read(headers)).json());
      expect(body.Status).toBe('200');
      expect(body.ReturnObject?.Preferences).toHaveLength(7 * 3);
      expect(switchOf(body, 'payments', 'push')).toEqual({
        Topic: 'payments',
        Channel: 'push',
        Enabled: true,
        Locked: false,
      });
      expect(switchOf(body, 'payments', 'in-app')?.Enabled).toBe(true);
      expect(switchOf(body, 'payments', 'email')?.Enabled).toBe(false);
      expect(switchOf(body, 'security', 'email')).toMatchObject({ Enabled: true, Locked: true });
    });
  });

  describe('POST /api/Notify/SaveNotificationPreference', () => {
    it('turns payment pushes off and answers every preference after', async () => {
      const { student, headers } = await signedIn();
      const body = answer.parse(
        (await save(headers, { Topic: 'payments', Channel: 'push', Enabled: false })).json(),
      );
      expect(body.Status).toBe('200');
      expect(switchOf(body, 'payments', 'push')?.Enabled).toBe(false);
      expect(switchOf(body, 'payments', 'in-app')?.Enabled).toBe(true);
      expect(switchOf(answer.parse((await read(headers)).json()), 'payments', 'push')?.Enabled).toBe(false);
      expect(await rowsOf(student.id)).toMatchObject([
        { topic: 'payments', channel: 'push', enabled: false },
      ]);
    });

    it('answers a double tap as the first and leaves the row as it was', async () => {
      const { student, headers } = await signedIn();
      const choice = { Topic: 'exams', Channel: 'email', Enabled: true };
      const first = answer.parse((await save(headers, choice)).json());
      const [row] = await rowsOf(student.id);
      const second = answer.parse((await save(headers, choice)).json());
      expect(second).toEqual(first);
      expect(await rowsOf(student.id)).toEqual([row]);
    });

    it('turns a switch back on', async () => {
      const { student, headers } = await signedIn();
      await save(headers, { Topic: 'events', Channel: 'in-app', Enabled: false });
      const body = answer.parse(
        (await save(headers, { Topic: 'events', Channel: 'in-app', Enabled: true })).json(),
      );
      expect(switchOf(body, 'events', 'in-app')?.Enabled).toBe(true);
      expect(await rowsOf(student.id)).toMatchObject([{ topic: 'events', channel: 'in-app', enabled: true }]);
    });

    it('refuses to turn security notices off (422) and changes nothing', async () => {
      const { student, headers } = await signedIn();
      await save(headers, { Topic: 'payments', Channel: 'email', Enabled: true });
      const before = await rowsOf(student.id);
      for (const channel of ['push', 'in-app', 'email']) {
        const body = answer.parse(
          (await save(headers, { Topic: 'security', Channel: channel, Enabled: false })).json(),
        );
        expect(body.Status).toBe('422');
        expect(body.Message).toBe('Security notices always reach you: they cannot be turned off.');
      }
      const arabic = await subject.app.inject({
        method: 'POST',
        url: '/api/Notify/SaveNotificationPreference',
        headers: { ...headers, 'accept-language': 'ar' },
        payload: { Topic: 'security', Channel: 'push', Enabled: false },
      });
      expect(answer.parse(arabic.json()).Message).toBe('تصلك تنبيهات الأمان دائمًا: لا يمكن إيقافها.');
      expect(await rowsOf(student.id)).toEqual(before);
      expect(switchOf(answer.parse((await read(headers)).json()), 'security', 'push')?.Enabled).toBe(true);
    });

    it('refuses an unknown topic or channel, or a missing switch, with 422 and changes nothing', async () => {
      const { student, headers } = await signedIn();
      for (const payload of [
        { Topic: 'sports', Channel: 'push', Enabled: false },
        { Topic: 'payments', Channel: 'sms', Enabled: false },
        { Topic: 'payments', Channel: 'push', Enabled: 'no' },
        { Topic: 'payments', Channel: 'push' },
      ]) {
        const response = await save(headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      }
      expect(await rowsOf(student.id)).toEqual([]);
    });

    it("changes only the signed-in student's preferences, never another student's", async () => {
      const { student, headers } = await signedIn();
      const other = await signedIn();
      await save(other.headers, { Topic: 'payments', Channel: 'push', Enabled: true });
      const otherBefore = await rowsOf(other.student.id);
      await save(headers, { Topic: 'payments', Channel: 'push', Enabled: false });
      expect(await rowsOf(other.student.id)).toEqual(otherBefore);
      expect(await rowsOf(student.id)).toHaveLength(1);
    });

    it('refuses staff acting as the student (403) and changes nothing; they may still read', async () => {
      const { student } = await signedIn();
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const acting = {
        authorization: await impersonationAuthorization(subject.app, db(), registrar, student),
      };
      const response = await save(acting, { Topic: 'payments', Channel: 'push', Enabled: false });
      expect(response.statusCode).toBe(403);
      expect(await rowsOf(student.id)).toEqual([]);
      expect(answer.parse((await read(acting)).json()).Status).toBe('200');
    });
  });
});
