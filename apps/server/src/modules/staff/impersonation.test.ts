import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '@portal/contract/calls';
import {
  envelope,
  getImpersonationHistoryResponse,
  getPortalLogsResponse,
  impersonationSession,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { impersonations } from './schema.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';

describe('impersonation', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ IMPERSONATION_MAX_MINUTES: '20' }, (app) => {
      // Two student writes, standing in for the modules that will add real ones.
      app.post(
        '/api/Probe/SaveNote',
        { config: { access: STUDENT }, schema: { response: { 200: z.unknown() } } },
        (request) => ok({ studentId: studentOf(request).studentId }),
      );
      app.post(
        '/api/Probe/JoinFullSection',
        { config: { access: STUDENT }, schema: { response: { 200: z.unknown() } } },
        (request) =>
          refusal('409', say('rules.full', { section: 'CSC 301 section 1' }), requestLanguage(request)),
      );
      app.post(
        '/api/Probe/PayInvoice',
        {
          config: { access: STUDENT, refusedWhileImpersonating: true },
          schema: { response: { 200: z.unknown() } },
        },
        () => ok({ paid: true }),
      );
    });
  });
  afterAll(() => subject.close());

  async function impersonate(
    staffHeaders: { authorization: string },
    userName: string,
    reason = 'Ticket REG-4821',
  ) {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/impersonate',
      headers: staffHeaders,
      payload: { UserName: userName, Reason: reason },
    });
    return envelope(impersonationSession.nullable()).parse(response.json());
  }

  it('gives a registrar a short student token naming them, audits start, writes and stop, and shows the student', async () => {
    const db = subject.database.handle.db;
    const registrar = await buildStaffMember(db, { roles: ['registrar'] });
    const auditor = await buildStaffMember(db, { roles: ['auditor'] });
    const student = await buildStudent(db);
    const staffHeaders = await staffAuthorization(subject.app, registrar);

    const started = await impersonate(staffHeaders, student.code);
    expect(started.Status).toBe('200');
    const session = started.ReturnObject;
    if (!session) throw new Error('no impersonation session');
    expect(session.ActingAs).toEqual({
      StudentCode: student.code,
      StudentENName: student.nameEn,
      Email: student.email,
    });
    const claims = decodeJwt(session.access_token);
    expect(claims.sub).toBe(`student:${student.id}`);
    expect(claims.act).toMatchObject({ sub: `staff:${registrar.id}`, email: registrar.email });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(20 * 60);

    const asStudent = { authorization: `Bearer ${session.access_token}` };
    const write = await subject.app.inject({
      method: 'POST',
      url: '/api/Probe/SaveNote',
      headers: asStudent,
    });
    expect(write.json()).toEqual({ Status: '200', ReturnObject: { studentId: student.id } });
    const full = await subject.app.inject({
      method: 'POST',
      url: '/api/Probe/JoinFullSection',
      headers: asStudent,
    });
    expect(full.json()).toEqual({ Status: '409', ReturnObject: null, Message: 'CSC 301 section 1 is full.' });
    const payment = await subject.app.inject({
      method: 'POST',
      url: '/api/Probe/PayInvoice',
      headers: asStudent,
    });
    expect(payment.statusCode).toBe(403);
    expect(payment.json()).toMatchObject({
      Message: expect.stringContaining('cannot make payments') as unknown,
    });

    // A read sent as POST (the live stream's ticket) is not a write, acting or not.
    const ticket = await subject.app.inject({
      method: calls.notify.streamTicket.method,
      url: calls.notify.streamTicket.path,
      headers: asStudent,
    });
    expect(ticket.statusCode).toBe(200);

    // Nesting: the impersonation token is a student token, so it cannot start another impersonation.
    const nested = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/impersonate',
      headers: asStudent,
      payload: { UserName: student.email, Reason: 'nested attempt' },
    });
    expect(nested.statusCode).toBe(403);

    const stop = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/StopImpersonation',
      headers: asStudent,
    });
    expect(stop.json()).toEqual({ Status: '200', ReturnObject: { Stopped: true } });
    expect(
      (await subject.app.inject({ method: 'POST', url: '/api/Probe/SaveNote', headers: asStudent }))
        .statusCode,
    ).toBe(401);
    const [row] = await db.select().from(impersonations).where(eq(impersonations.studentId, student.id));
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect(row?.reason).toBe('Ticket REG-4821');

    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.studentId, student.id))
      .orderBy(auditLog.id);
    // A write's entry is recorded once its answer is sent (onResponse), so two calls in a row may commit
    // their entries in either order (seen on PostgreSQL once tokens stopped costing a statement): by target.
    const writes = entries
      .filter((entry) => entry.action === 'write')
      .sort((a, b) => (a.target ?? '').localeCompare(b.target ?? ''));
    expect(writes.map((entry) => [entry.target, entry.outcome, entry.staffMemberId])).toEqual([
      ['POST /api/Probe/JoinFullSection', 'refused', registrar.id],
      ['POST /api/Probe/PayInvoice', 'failure', registrar.id],
      ['POST /api/Probe/SaveNote', 'success', registrar.id],
      ['POST /api/Student/impersonate', 'failure', registrar.id],
    ]);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['impersonation-start', 'impersonation-stop']) as unknown,
    );

    const auditorHeaders = await staffAuthorization(subject.app, auditor);
    const logs = await subject.app.inject({
      method: 'GET',
      url: `/api/Logger/GetPortalLogs?StudentCode=${encodeURIComponent(student.code)}&Action=write`,
      headers: auditorHeaders,
    });
    const page = envelope(getPortalLogsResponse).parse(logs.json()).ReturnObject;
    expect(page.Total).toBe(4);
    expect(
      page.Items.every((item) => item.StaffEmail === registrar.email && item.StudentCode === student.code),
    ).toBe(true);

    const history = await subject.app.inject({
      method: 'GET',
      url: '/api/Portal/GetImpersonationHistory',
      headers: await studentAuthorization(subject.app, student),
    });
    const seen = envelope(getImpersonationHistoryResponse).parse(history.json()).ReturnObject;
    expect(seen).toEqual([
      expect.objectContaining({
        StaffName: registrar.nameEn,
        Reason: 'Ticket REG-4821',
        Writes: 4,
      }) as unknown,
    ]);
  });

  it('refuses to impersonate a staff member, an unknown student, or without a reason', async () => {
    const db = subject.database.handle.db;
    const registrar = await buildStaffMember(db, { roles: ['registrar'] });
    const colleague = await buildStaffMember(db, { roles: ['auditor'] });
    await buildStudent(db, { email: colleague.email });
    const headers = await staffAuthorization(subject.app, registrar);
    expect(await impersonate(headers, colleague.email)).toMatchObject({
      Status: '403',
      Message: 'Staff accounts cannot be impersonated.',
    });
    expect(await impersonate(headers, 'nobody@test.edu.eg')).toMatchObject({ Status: '403' });
    const withoutReason = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/impersonate',
      headers,
      payload: { UserName: colleague.email, Reason: '' },
    });
    expect(withoutReason.statusCode).toBe(422);
    expect(
      await db.select().from(impersonations).where(eq(impersonations.staffMemberId, registrar.id)),
    ).toEqual([]);
  });

  it('keeps the log append-only, even for the database owner', async () => {
    const db = subject.database.handle.db;
    await expect(db.update(auditLog).set({ outcome: 'success' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
  });
});
