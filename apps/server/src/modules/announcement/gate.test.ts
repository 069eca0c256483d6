import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, impersonationSession } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildAnnouncement, buildProgram, buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { ANNOUNCEMENT_GATE_EXEMPT, ANNOUNCEMENT_GATE_MESSAGE } from './gate.js';
import { hasUnacceptedMustAccept } from './queries.js';
import { announcements } from './schema.js';
import { eq } from 'drizzle-orm';
import { inEnglish } from '../../platform/i18n/words.js';

type Headers = { authorization: string };

describe('the HTTP 400 announcement gate', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());
  const db = () => subject.database.handle.db;

  async function gatedStudent() {
    const program = await buildProgram(db());
    const student = await buildStudent(db(), { programId: program.id });
    const announcement = await buildAnnouncement(db(), {
      audience: 'program',
      programId: program.id,
      mustAccept: true,
    });
    return { student, announcement, headers: await studentAuthorization(subject.app, student) };
  }
  function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: Record<string, unknown>) {
    return subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }
  async function accept(headers: Headers, announcementId: number) {
    const response = await call('POST', '/api/Portal/InsertAnnouncmentLogger', headers, {
      AnnouncementId: announcementId,
    });
    expect(response.json()).toMatchObject({ Status: '200' });
  }

  it('answers 400 with the error envelope to every other student call until the student accepts', async () => {
    const { announcement, headers } = await gatedStudent();
    for (const [method, url] of [
      ['GET', '/api/Portal/GetMenu'],
      ['GET', '/api/Evaluation/CheckForEvaluation'],
      ['GET', '/api/Evaluation/GetStudentCourses'],
      ['GET', '/api/Notify/GetStudentMessages'],
    ] as const) {
      const response = await call(method, url, headers);
      expect(response.statusCode, url).toBe(400);
      expect(errorEnvelope.parse(response.json())).toMatchObject({
        Status: '400',
        ReturnObject: null,
        Message: inEnglish(ANNOUNCEMENT_GATE_MESSAGE),
      });
    }
    // A write is refused before its body is read, so it changes nothing.
    const write = await call('POST', '/api/Evaluation/InsertStudentEvaluation', headers, {
      SectionId: 1,
      CourseAnswers: [],
      Instructors: [],
    });
    expect(write.statusCode).toBe(400);

    await accept(headers, announcement.id);
    expect((await call('GET', '/api/Portal/GetMenu', headers)).statusCode).toBe(200);
  });

  it('leaves the exempt calls open so the app can show, accept and leave the announcement', async () => {
    const { headers } = await gatedStudent();
    for (const url of ANNOUNCEMENT_GATE_EXEMPT) {
      if (
        url === '/api/Portal/InsertAnnouncmentLogger' ||
        url === '/api/account/Logout' ||
        url === '/api/Registration/RequestAdmission'
      )
        continue;
      const response = await call('GET', url, headers);
      expect(response.statusCode, url).toBe(200);
    }
    // The waiting room's door: a place in line or a pass, never a record.
    const admission = await call('POST', '/api/Registration/RequestAdmission', headers);
    expect(admission.statusCode).toBe(200);
    expect(admission.json()).toMatchObject({ Status: '200', ReturnObject: { Admitted: true } });
    expect((await call('POST', '/api/account/Logout', headers)).statusCode).toBe(200);
  });

  it('gates again when the announcement gets a new version, and never gates other students', async () => {
    const { announcement, headers } = await gatedStudent();
    const other = await buildStudent(db());
    const otherHeaders = await studentAuthorization(subject.app, other);
    expect((await call('GET', '/api/Portal/GetMenu', otherHeaders)).statusCode).toBe(200);

    await accept(headers, announcement.id);
    await db().update(announcements).set({ version: 2 }).where(eq(announcements.id, announcement.id));
    expect((await call('GET', '/api/Portal/GetMenu', headers)).statusCode).toBe(400);
    await accept(headers, announcement.id);
    expect((await call('GET', '/api/Portal/GetMenu', headers)).statusCode).toBe(200);
  });

  it('does not gate ended, future or optional announcements', async () => {
    const program = await buildProgram(db());
    const student = await buildStudent(db(), { programId: program.id });
    const now = Date.now();
    const audience = { audience: 'program' as const, programId: program.id };
    await buildAnnouncement(db(), {
      ...audience,
      mustAccept: true,
      startsAt: new Date(now - 9e8),
      endsAt: new Date(now - 1e3),
    });
    await buildAnnouncement(db(), {
      ...audience,
      mustAccept: true,
      startsAt: new Date(now + 9e5),
      endsAt: new Date(now + 9e8),
    });
    await buildAnnouncement(db(), { ...audience, mustAccept: false });
    const headers = await studentAuthorization(subject.app, student);
    expect((await call('GET', '/api/Portal/GetMenu', headers)).statusCode).toBe(200);
  });

  it('lets staff acting as the student through (only the student can accept)', async () => {
    const { student } = await gatedStudent();
    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const started = await call(
      'POST',
      '/api/Student/impersonate',
      await staffAuthorization(subject.app, registrar),
      {
        UserName: student.email,
        Reason: 'Ticket REG-8008',
      },
    );
    const token = envelope(impersonationSession.nullable()).parse(started.json()).ReturnObject?.access_token;
    if (!token) throw new Error('impersonation expected to start');
    const response = await call('GET', '/api/Portal/GetMenu', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
  });

  it('costs one short statement per student call (measured on the test database)', async () => {
    const { student } = await gatedStudent();
    const free = await buildStudent(db());
    const rounds = 200;
    const started = performance.now();
    for (let index = 0; index < rounds; index++) {
      await hasUnacceptedMustAccept(db(), index % 2 ? student.id : free.id, new Date());
    }
    const perCall = (performance.now() - started) / rounds;
    // PGlite in-process, 2 shared cores: a generous bound that still catches a scan per request.
    expect(perCall).toBeLessThan(20);
    expect(await hasUnacceptedMustAccept(db(), student.id, new Date())).toBe(true);
    expect(await hasUnacceptedMustAccept(db(), free.id, new Date())).toBe(false);
  });
});
