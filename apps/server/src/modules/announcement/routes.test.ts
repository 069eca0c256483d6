import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementAcceptance,
  announcementAcceptFlag,
  envelope,
  errorEnvelope,
  getActiveNotificationResponse,
  impersonationSession,
} from '@portal/contract';
import type { Program } from '../academic/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildAnnouncement,
  buildAnnouncementAcceptance,
  buildProgram,
  buildStaffMember,
  buildStudent,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { announcementAcceptances, announcements } from './schema.js';

const DAY = 24 * 3_600_000;

describe('announcements', () => {
  let subject: TestApp;
  let pharmacy: Program;
  let computing: Program;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    pharmacy = await buildProgram(db);
    computing = await buildProgram(db);
  });
  afterAll(() => subject.close());

  const db = () => subject.database.handle.db;
  async function get(url: string, headers: { authorization: string }) {
    const response = await subject.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  }
  async function active(headers: { authorization: string }) {
    return envelope(getActiveNotificationResponse).parse(
      await get('/api/Portal/GetActiveNotification', headers),
    ).ReturnObject;
  }
  async function flag(headers: { authorization: string }) {
    return envelope(announcementAcceptFlag).parse(await get('/api/Portal/CheckAnnocmentIsAccepted', headers))
      .ReturnObject;
  }
  function accept(headers: { authorization: string }, payload: unknown, mobPlatform = '2') {
    return subject.app.inject({
      method: 'POST',
      url: '/api/Portal/InsertAnnouncmentLogger',
      headers: { ...headers, mobplatform: mobPlatform },
      payload: payload as Record<string, unknown>,
    });
  }
  const acceptancesOf = (studentId: number) =>
    db().select().from(announcementAcceptances).where(eq(announcementAcceptances.studentId, studentId));

  describe('GET /api/Portal/GetActiveNotification', () => {
    it('answers the announcements in force for the student’s audience, must-accept first, with acceptance', async () => {
      const student = await buildStudent(db(), { programId: pharmacy.id, level: 2 });
      const now = Date.now();
      const everyone = await buildAnnouncement(db(), { titleEn: 'Library hours' });
      const gate = await buildAnnouncement(db(), {
        titleEn: 'Laboratory safety code',
        audience: 'level',
        programId: pharmacy.id,
        level: 2,
        mustAccept: true,
        version: 2,
      });
      const faculty = await buildAnnouncement(db(), { audience: 'faculty', facultyId: pharmacy.facultyId });
      await buildAnnouncementAcceptance(db(), { studentId: student.id, announcementId: faculty.id });
      // Not for this student: another program, another level, expired, not yet started.
      await buildAnnouncement(db(), { audience: 'program', programId: computing.id });
      await buildAnnouncement(db(), { audience: 'level', programId: pharmacy.id, level: 3 });
      await buildAnnouncement(db(), { startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) });
      await buildAnnouncement(db(), { startsAt: new Date(now + DAY), endsAt: new Date(now + 9 * DAY) });

      const list = await active(await studentAuthorization(subject.app, student));
      expect(list.map((item) => item.AnnouncementId)).toEqual(
        expect.arrayContaining([everyone.id, gate.id, faculty.id]),
      );
      const mine = list.filter((item) => [everyone.id, gate.id, faculty.id].includes(item.AnnouncementId));
      expect(mine).toHaveLength(list.length);
      expect(list[0]).toEqual({
        AnnouncementId: gate.id,
        Version: 2,
        TitleEn: 'Laboratory safety code',
        TitleAr: gate.titleAr,
        BodyEn: gate.bodyEn,
        BodyAr: gate.bodyAr,
        MustAccept: true,
        StartsAt: gate.startsAt.toISOString(),
        EndsAt: gate.endsAt.toISOString(),
        Accepted: false,
        AcceptedAt: null,
      });
      expect(list.find((item) => item.AnnouncementId === faculty.id)?.Accepted).toBe(true);
      expect(list.find((item) => item.AnnouncementId === everyone.id)?.Accepted).toBe(false);
    });
  });

  describe('GET /api/Portal/CheckAnnocmentIsAccepted and POST /api/Portal/InsertAnnouncmentLogger', () => {
    it('gates with 0 until the must-accept announcement is accepted, records it once, then answers 1', async () => {
      const program = await buildProgram(db());
      const student = await buildStudent(db(), { programId: program.id });
      const neighbour = await buildStudent(db(), { programId: program.id });
      const headers = await studentAuthorization(subject.app, student);
      expect(await flag(headers)).toBe(1);
      const gate = await buildAnnouncement(db(), {
        audience: 'program',
        programId: program.id,
        mustAccept: true,
      });
      expect(await flag(headers)).toBe(0);

      const first = await accept(headers, { AnnouncementId: gate.id, Version: 1 });
      const recorded = envelope(announcementAcceptance.nullable()).parse(first.json());
      expect(recorded).toMatchObject({
        Status: '200',
        ReturnObject: { AnnouncementId: gate.id, Version: 1, AlreadyAccepted: false },
      });
      const again = envelope(announcementAcceptance.nullable()).parse(
        (await accept(headers, { AnnouncementId: gate.id })).json(),
      );
      expect(again.ReturnObject).toEqual({ ...recorded.ReturnObject, AlreadyAccepted: true });

      const rows = await acceptancesOf(student.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        announcementId: gate.id,
        version: 1,
        platform: 2,
        address: '127.0.0.1',
      });
      expect(await flag(headers)).toBe(1);
      // The neighbour's gate is untouched by this student's acceptance.
      expect(await flag(await studentAuthorization(subject.app, neighbour))).toBe(0);
    });

    it('asks again when the announcement gets a new version', async () => {
      const program = await buildProgram(db());
      const student = await buildStudent(db(), { programId: program.id });
      const headers = await studentAuthorization(subject.app, student);
      const gate = await buildAnnouncement(db(), {
        audience: 'program',
        programId: program.id,
        mustAccept: true,
      });
      await buildAnnouncementAcceptance(db(), { studentId: student.id, announcementId: gate.id });
      expect(await flag(headers)).toBe(1);
      await db().update(announcements).set({ version: 2 }).where(eq(announcements.id, gate.id));
      expect(await flag(headers)).toBe(0);
      const stale = await accept(headers, { AnnouncementId: gate.id, Version: 1 });
      expect(stale.json()).toMatchObject({ Status: '409', ReturnObject: null });
      expect(await acceptancesOf(student.id)).toHaveLength(1);
      await accept(headers, { AnnouncementId: gate.id, Version: 2 });
      expect(await flag(headers)).toBe(1);
      expect((await acceptancesOf(student.id)).map((row) => row.version).sort()).toEqual([1, 2]);
    });

    it('refuses an unknown, foreign or expired announcement and records nothing', async () => {
      const student = await buildStudent(db(), { programId: pharmacy.id });
      const headers = await studentAuthorization(subject.app, student);
      const foreign = await buildAnnouncement(db(), {
        audience: 'program',
        programId: computing.id,
        mustAccept: true,
      });
      const now = Date.now();
      const expired = await buildAnnouncement(db(), {
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - DAY),
      });
      for (const id of [foreign.id, expired.id, 2_000_000]) {
        const response = await accept(headers, { AnnouncementId: id });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          Status: '404',
          ReturnObject: null,
          Message: 'This announcement is not available to you.',
        });
      }
      expect(await acceptancesOf(student.id)).toEqual([]);
    });

    it.each([
      ['no id', {}],
      ['a text id', { AnnouncementId: 'one' }],
      ['a negative id', { AnnouncementId: -4 }],
      ['a zero version', { AnnouncementId: 1, Version: 0 }],
    ])('answers 422 for %s and records nothing', async (_label, payload) => {
      const student = await buildStudent(db(), { programId: pharmacy.id });
      const response = await accept(await studentAuthorization(subject.app, student), payload);
      expect(response.statusCode).toBe(422);
      expect(errorEnvelope.parse(response.json()).Errors?.length).toBeGreaterThan(0);
      expect(await acceptancesOf(student.id)).toEqual([]);
    });

    it('does not let staff acting as the student accept for them', async () => {
      const program = await buildProgram(db());
      const student = await buildStudent(db(), { programId: program.id });
      const gate = await buildAnnouncement(db(), {
        audience: 'program',
        programId: program.id,
        mustAccept: true,
      });
      const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
      const started = await subject.app.inject({
        method: 'POST',
        url: '/api/Student/impersonate',
        headers: await staffAuthorization(subject.app, registrar),
        payload: { UserName: student.email, Reason: 'Ticket REG-3003' },
      });
      const token = envelope(impersonationSession.nullable()).parse(started.json()).ReturnObject
        ?.access_token;
      const response = await accept({ authorization: `Bearer ${token ?? ''}` }, { AnnouncementId: gate.id });
      expect(response.json()).toMatchObject({ Status: '403', ReturnObject: null });
      expect(await acceptancesOf(student.id)).toEqual([]);
    });

    it('is for students: staff tokens are refused', async () => {
      const staff = await buildStaffMember(db(), { passwordHash: '$argon2id$unused' });
      const headers = await staffAuthorization(subject.app, staff);
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/Portal/CheckAnnocmentIsAccepted',
        headers,
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
