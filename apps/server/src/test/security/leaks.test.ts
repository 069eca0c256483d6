import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelope, portalSession } from '@portal/contract';
import { PUBLIC } from '../../platform/http/access.js';
import { buildStaffMember, buildStudent, FACTORY_STAFF_PASSWORD } from '../factories.js';
import { freePort } from '../oidc-embedded.js';
import { signInWithPassword } from '../oidc-flow.js';
import { buildAuditedApp, type AuditedApp } from './audited-app.js';

const DEMO_PASSWORD = 'Leak-Test@2026';
const WRONG_PASSWORD = 'Wrong-Password-4711';

/** A stack frame, a source path or SQL: none may ever be in an answer. */
const INTERNALS =
  /(\bat .+:\d+:\d+)|(node_modules)|(\/src\/)|(\bselect\b.+\bfrom\b)|(relation ".+" does not exist)/i;

/** Routes that fail the way real code can: a database error, and an error whose message holds SQL. */
function failingProbes(app: FastifyInstance) {
  app.get('/api/Probe/BrokenQuery', { config: { access: PUBLIC } }, async () => {
    await app.database.db.execute(sql`select secret_column from table_that_does_not_exist`);
    return { Status: '200', ReturnObject: null };
  });
  app.get('/api/Probe/ThrowsWithSql', { config: { access: PUBLIC } }, () => {
    throw new Error(
      'insert into students (code) values ($1) failed at /app/src/modules/student/queries.ts:10:5',
    );
  });
}

describe('nothing internal reaches a response', () => {
  let subject: AuditedApp;
  beforeAll(async () => {
    subject = await buildAuditedApp({}, { probes: failingProbes });
  });
  afterAll(() => subject.close());

  it.each(['/api/Probe/BrokenQuery', '/api/Probe/ThrowsWithSql'])(
    '%s answers a 500 envelope without stack trace or SQL',
    async (url) => {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      const body = errorEnvelope.parse(response.json());
      expect(body.Message).toBe('The server could not complete the request. Please try again later.');
      expect(response.body).not.toMatch(INTERNALS);
      expect(response.body).not.toContain('table_that_does_not_exist');
    },
  );

  it('answers malformed JSON without echoing parser internals', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/account/AdminLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "x", "Pass": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toMatch(INTERNALS);
  });
});

describe('logs never contain tokens, passwords or answers', () => {
  const lines: string[] = [];
  let subject: AuditedApp;
  let baseUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${String(port)}`;
    subject = await buildAuditedApp(
      { PUBLIC_URL: baseUrl, DEMO_PASSWORD, LOG_LEVEL: 'trace' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    await subject.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => subject.close());

  it('logs sign-in, staff sign-in, impersonation and sign-out without a secret or a response body', async () => {
    const db = subject.database.handle.db;
    const student = await buildStudent(db, { email: 'leak.test@test.edu.eg', nameAr: 'سجل-لا-يظهر' });
    const registrar = await buildStaffMember(db, { roles: ['registrar'] });
    const secrets: string[] = [DEMO_PASSWORD, FACTORY_STAFF_PASSWORD, WRONG_PASSWORD];
    const call = async (method: 'GET' | 'POST', path: string, authorization?: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(authorization ? { authorization } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: await response.json() };
    };
    const session = (json: unknown) => z.object({ ReturnObject: portalSession }).parse(json).ReturnObject;

    // A student signs in at the embedded provider (wrong password first) and exchanges the ID token.
    const signIn = { issuer: `${baseUrl}/idp`, clientId: 'student-portal', redirectUri: `${baseUrl}/` };
    await signInWithPassword({ ...signIn, email: student.email, password: WRONG_PASSWORD }).catch(
      () => undefined,
    );
    const tokens = await signInWithPassword({ ...signIn, email: student.email, password: DEMO_PASSWORD });
    secrets.push(tokens.idToken, tokens.accessToken);
    const login = await call(
      'GET',
      `/api/account/NewLogin?provider=embedded&externalAccessToken=${encodeURIComponent(tokens.idToken)}`,
    );
    const studentToken = session(login.json).access_token;
    secrets.push(studentToken);
    await call('GET', '/api/DefaultData/GetStudentData', `Bearer ${studentToken}`);
    await call('GET', '/api/Portal/GetImpersonationHistory', 'Bearer forged.token.value');

    // Staff sign in (the legacy GET puts the password in the URL), impersonate, act, stop, sign out.
    await call('GET', `/api/account/AdminLogin?userName=${registrar.email}&Pass=${WRONG_PASSWORD}`);
    const staffLogin = await call('POST', '/api/account/AdminLogin', undefined, {
      userName: registrar.email,
      Pass: FACTORY_STAFF_PASSWORD,
    });
    const staffToken = session(staffLogin.json).access_token;
    secrets.push(staffToken);
    const impersonation = await call('POST', '/api/Student/impersonate', `Bearer ${staffToken}`, {
      UserName: student.email,
      Reason: 'Ticket 5150 log check',
    });
    const actingToken = session(impersonation.json).access_token;
    secrets.push(actingToken);
    await call('GET', '/api/DefaultData/GetStudentData', `Bearer ${actingToken}`);
    await call('POST', '/api/Student/StopImpersonation', `Bearer ${actingToken}`, {});
    await call('POST', '/api/account/Logout', `Bearer ${studentToken}`, {});

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('"url":"/api/account/AdminLogin?userName=');
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      // A token's signature alone would be enough to recognise it.
      expect(log).not.toContain(secret.split('.').at(-1) ?? secret);
    }
    expect(log).not.toMatch(/bearer /i);
    expect(log).not.toMatch(/"authorization"/i);
    // Answers are never logged, so neither is anything they hold (names here, grades elsewhere).
    expect(log).not.toContain('سجل-لا-يظهر');
  });
});
