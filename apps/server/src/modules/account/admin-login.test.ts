import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, portalSession } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { FACTORY_STAFF_PASSWORD, buildStaffMember } from '../../test/factories.js';
import { auditLog } from '../audit/schema.js';

describe('GET/POST /api/account/AdminLogin', () => {
  let subject: TestApp;
  beforeAll(async () => {
    // Lower than the defaults (100) to keep the test short, still above the 50 failures it makes.
    subject = await buildTestApp({
      SIGN_IN_FREE_FAILURES_PER_ACCOUNT: '60',
      SIGN_IN_FREE_FAILURES_PER_ADDRESS: '60',
    });
  });
  afterAll(() => subject.close());

  const signIn = (userName: string, password: string, address = '10.1.1.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/account/AdminLogin',
      payload: { userName, Pass: password },
      remoteAddress: address,
    });

  const auditOf = (staffId: number) =>
    subject.database.handle.db.select().from(auditLog).where(eq(auditLog.staffMemberId, staffId));

  it('signs a staff member in with the right password and audits it', async () => {
    const staff = await buildStaffMember(subject.database.handle.db, { roles: ['registrar', 'auditor'] });
    const response = await signIn(staff.email.toUpperCase(), FACTORY_STAFF_PASSWORD);
    const body = envelope(portalSession.nullable()).parse(response.json());
    expect(body.Status).toBe('200');
    expect(body.ReturnObject).toMatchObject({
      Role: 'staff',
      Roles: ['registrar', 'auditor'],
      userName: staff.email,
    });
    expect((await auditOf(staff.id)).map((entry) => [entry.action, entry.outcome])).toEqual([
      ['staff-sign-in', 'success'],
    ]);
  });

  it('keeps the spec GET form working', async () => {
    const staff = await buildStaffMember(subject.database.handle.db);
    const query = new URLSearchParams({ userName: staff.email, Pass: FACTORY_STAFF_PASSWORD });
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/account/AdminLogin?${query.toString()}`,
    });
    expect(response.json()).toMatchObject({ Status: '200', ReturnObject: { Role: 'staff' } });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const staff = await buildStaffMember(subject.database.handle.db);
    const wrong = await signIn(staff.email, 'not the password');
    const unknown = await signIn('nobody@test.edu.eg', 'whatever');
    expect(wrong.json()).toEqual({
      Status: '401',
      ReturnObject: null,
      Message: 'The user name or password is incorrect.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  /** Signs in, and while a delay runs waits it out on the test clock: every attempt is a real one. */
  async function failPatiently(userName: string, address: string) {
    let response = await signIn(userName, 'a wrong guess', address);
    while (response.statusCode === 429) {
      vi.advanceTimersByTime(Number(response.headers['retry-after']) * 1000);
      response = await signIn(userName, 'a wrong guess', address);
    }
    expect(response.json()).toMatchObject({ Status: '401' });
  }

  const throttledEntries = (actorLabel: string) =>
    subject.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in-throttled'), eq(auditLog.actorLabel, actorLabel)));

  describe('after repeated failures (growing delays, no lock)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("lets the staff member in from another address after an attacker's 50 wrong passwords from one", async () => {
      const staff = await buildStaffMember(subject.database.handle.db);
      for (let attempt = 0; attempt < 50; attempt += 1) await failPatiently(staff.email, '10.2.2.2');
      // The attacker's own address is slowed: the next guess there waits the longest delay.
      const attacker = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.2.2.2');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.headers['retry-after']).toBe('900');

      const right = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.2.2.3');
      expect(right.json()).toMatchObject({ Status: '200', ReturnObject: { userName: staff.email } });
      const attempts = (await auditOf(staff.id)).filter((entry) => entry.action === 'staff-sign-in');
      expect(attempts.filter((entry) => entry.outcome === 'failure')).toHaveLength(50);
      expect((await throttledEntries(staff.email)).map((entry) => entry.details)).toEqual([
        { counter: 'account-address', failures: 6 },
      ]);
    });

    it('slows an account guessed from many addresses, refusing even the right password meanwhile', async () => {
      const staff = await buildStaffMember(subject.database.handle.db);
      for (let n = 0; n < 61; n += 1) await failPatiently(staff.email, `10.5.0.${String(n)}`);
      const delays: string[] = [];
      for (let n = 1; n <= 3; n += 1) {
        const during = await signIn(staff.email, FACTORY_STAFF_PASSWORD, `10.6.0.${String(n)}`);
        expect(during.statusCode).toBe(429);
        // Nothing about the password is revealed: the same refusal whether it was right or not.
        expect(during.json()).toMatchObject({
          Status: '429',
          ReturnObject: null,
          Message: 'Too many failed sign-ins. Please wait and try again.',
        });
        delays.push(String(during.headers['retry-after']));
        await failPatiently(staff.email, `10.7.0.${String(n)}`);
      }
      expect(delays).toEqual(['1', '2', '4']);
      const entries = await throttledEntries(staff.email);
      expect(entries.map((entry) => entry.details)).toEqual([{ counter: 'account', failures: 61 }]);
      expect(entries[0]).toMatchObject({
        staffMemberId: staff.id,
        outcome: 'success',
        address: '10.5.0.60',
      });
    });

    it('lets a staff member in despite 50 failures of other names from the same address; the 61st makes the next attempt there wait 1 s', async () => {
      const staff = await buildStaffMember(subject.database.handle.db);
      for (let n = 0; n < 50; n += 1) await failPatiently(`guess-${String(n)}@test.edu.eg`, '10.3.3.3');
      const after50 = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.3.3.3');
      expect(after50.json()).toMatchObject({ Status: '200' });

      for (let n = 50; n < 61; n += 1) await failPatiently(`guess-${String(n)}@test.edu.eg`, '10.3.3.3');
      const after61 = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.3.3.3');
      expect(after61.statusCode).toBe(429);
      expect(after61.headers['retry-after']).toBe('1');
      vi.advanceTimersByTime(1000);
      const waited = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.3.3.3');
      expect(waited.json()).toMatchObject({ Status: '200' });
      expect((await throttledEntries('guess-60@test.edu.eg')).map((entry) => entry.details)).toEqual([
        { counter: 'address', failures: 61 },
      ]);
    });
  });

  it('refuses a malformed request with 422 and writes nothing', async () => {
    const before = await subject.database.handle.db.select().from(auditLog);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/account/AdminLogin',
      payload: { userName: 'a' },
    });
    expect(response.statusCode).toBe(422);
    expect(await subject.database.handle.db.select().from(auditLog)).toHaveLength(before.length);
  });
});
