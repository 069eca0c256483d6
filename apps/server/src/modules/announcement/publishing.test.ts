import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getAnnouncementsResponse, staffAnnouncement } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildProgram, buildStaffMember, buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { announcements } from './schema.js';

type Headers = { authorization: string };
const DAY = 86_400_000;

describe('publishing announcements (communications office)', () => {
  let subject: TestApp;
  let office: Headers;
  beforeAll(async () => {
    subject = await buildTestApp();
    const staff = await buildStaffMember(subject.database.handle.db, { roles: ['communications'] });
    office = await staffAuthorization(subject.app, staff);
  });
  afterAll(() => subject.close());
  const db = () => subject.database.handle.db;

  function draft(overrides: Record<string, unknown> = {}) {
    const now = Date.now();
    return {
      TitleEn: 'Fee deadline',
      TitleAr: 'موعد الرسوم',
      BodyEn: '<p>Pay by <b>Sunday</b>.</p><script>steal()</script>',
      BodyAr: 'ادفع قبل الأحد.',
      Audience: 'everyone',
      StartsAt: new Date(now - DAY).toISOString(),
      EndsAt: new Date(now + DAY).toISOString(),
      MustAccept: true,
      ...overrides,
    };
  }
  function post(url: string, headers: Headers, payload: Record<string, unknown>) {
    return subject.app.inject({ method: 'POST', url, headers, payload });
  }
  async function save(payload: Record<string, unknown>) {
    const response = await post('/api/Portal/SaveAnnouncement', office, payload);
    expect(response.statusCode).toBe(200);
    return envelope(staffAnnouncement.nullable()).parse(response.json());
  }

  it('publishes with a plain-text body, versions text edits, ends early, and logs each change', async () => {
    const created = (await save(draft())).ReturnObject;
    expect(created).toMatchObject({ Version: 1, BodyEn: 'Pay by Sunday.\nsteal()', MustAccept: true });
    if (!created) throw new Error('saved expected');

    const datesOnly = (await save(draft({ AnnouncementId: created.AnnouncementId, BodyEn: created.BodyEn })))
      .ReturnObject;
    expect(datesOnly?.Version).toBe(1);
    const edited = (await save(draft({ AnnouncementId: created.AnnouncementId, BodyEn: 'Pay by Monday.' })))
      .ReturnObject;
    expect(edited).toMatchObject({ Version: 2, BodyEn: 'Pay by Monday.' });

    const ended = await post('/api/Portal/EndAnnouncement', office, {
      AnnouncementId: created.AnnouncementId,
    });
    expect(ended.json()).toMatchObject({ Status: '200' });
    const [row] = await db().select().from(announcements).where(eq(announcements.id, created.AnnouncementId));
    expect(row && row.endsAt.getTime() <= Date.now()).toBe(true);
    const again = await post('/api/Portal/EndAnnouncement', office, {
      AnnouncementId: created.AnnouncementId,
    });
    expect(again.json()).toMatchObject({ Status: '404' });

    const listed = await subject.app.inject({
      method: 'GET',
      url: '/api/Portal/GetAnnouncements',
      headers: office,
    });
    expect(
      envelope(getAnnouncementsResponse)
        .parse(listed.json())
        .ReturnObject.map((a) => a.AnnouncementId),
    ).toContain(created.AnnouncementId);
    const entries = await db().select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.outcome])).toEqual(
      expect.arrayContaining([
        ['announcement-save', 'success'],
        ['announcement-end', 'success'],
        ['announcement-end', 'refused'],
      ]),
    );
  });

  it('refuses a bad audience, a missing program or reversed dates and saves nothing', async () => {
    const before = await db().select().from(announcements);
    const program = await buildProgram(db());
    expect((await save(draft({ Audience: 'program' }))).Status).toBe('409');
    expect((await save(draft({ Audience: 'everyone', ProgramId: program.id }))).Status).toBe('409');
    expect((await save(draft({ Audience: 'program', ProgramId: 999_999 }))).Status).toBe('404');
    expect((await save(draft({ BodyAr: '<b></b>' }))).Status).toBe('409');
    const reversed = await post(
      '/api/Portal/SaveAnnouncement',
      office,
      draft({ EndsAt: new Date(0).toISOString() }),
    );
    expect(reversed.statusCode).toBe(422);
    expect(await db().select().from(announcements)).toEqual(before);
  });

  it('is for the communications office only', async () => {
    const registrar = await buildStaffMember(db(), { roles: ['registrar'] });
    const student = await buildStudent(db());
    for (const headers of [
      await staffAuthorization(subject.app, registrar),
      await studentAuthorization(subject.app, student),
    ]) {
      expect((await post('/api/Portal/SaveAnnouncement', headers, draft())).statusCode).toBe(403);
    }
  });
});
