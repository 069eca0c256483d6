import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, portalSession } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { FACTORY_STAFF_PASSWORD, buildStaffMember } from '../../test/factories.js';
import { auditLog } from '../audit/schema.js';
import { staffMembers } from '../staff/schema.js';

describe('GET/POST /api/account/AdminLogin', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ STAFF_LOCKOUT_THRESHOLD: '10', STAFF_LOCKOUT_MINUTES: '15' });
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

  it('locks the account after 20 wrong passwords, logs each attempt and the lock, and refuses the right one meanwhile', async () => {
    const staff = await buildStaffMember(subject.database.handle.db);
    for (let attempt = 0; attempt < 20; attempt += 1)
      await signIn(staff.email, `guess-${attempt}`, '10.2.2.2');
    const [row] = await subject.database.handle.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, staff.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const right = await signIn(staff.email, FACTORY_STAFF_PASSWORD, '10.2.2.3');
    const body = envelope(portalSession.nullable()).parse(right.json());
    expect(body.Status).toBe('423');
    expect(body.ReturnObject).toBeNull();
    expect(body.Message).toMatch(
      /^This account is locked after repeated failed sign-ins until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/,
    );

    const entries = await auditOf(staff.id);
    const attempts = entries.filter((entry) => entry.action === 'staff-sign-in');
    // 10 failures lock it; the next 10 and the right password are refused while locked.
    expect(attempts.filter((entry) => entry.outcome === 'failure')).toHaveLength(10);
    expect(attempts.filter((entry) => entry.outcome === 'refused')).toHaveLength(11);
    expect(entries.filter((entry) => entry.action === 'staff-locked')).toHaveLength(1);
    expect(attempts.every((entry) => entry.address === '10.2.2.2' || entry.address === '10.2.2.3')).toBe(
      true,
    );
  });

  it('slows down one address guessing across many accounts with 429 and Retry-After', async () => {
    const db = subject.database.handle.db;
    const accounts = await Promise.all(Array.from({ length: 6 }, () => buildStaffMember(db)));
    let last = await signIn('warm-up@test.edu.eg', 'x', '10.3.3.3');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const account = accounts[attempt % accounts.length];
      last = await signIn(account?.email ?? 'x@test.edu.eg', `guess-${attempt}`, '10.3.3.3');
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe('900');
    const elsewhere = await signIn(accounts[0]?.email ?? '', FACTORY_STAFF_PASSWORD, '10.4.4.4');
    // Another address is not slowed down, and no account reached its own lock threshold.
    expect(elsewhere.json()).toMatchObject({ Status: '200' });
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
