import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeedLinks,
  calendarFeedStatus,
  envelope,
  errorEnvelope,
  revokedCalendarFeed,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { impersonationAuthorization } from '../../test/security/callers.js';
import { parseCalendar } from '../../test/icalendar.js';
import { studentAuthorization } from '../../test/sessions.js';
import { calendarFeeds } from './schema.js';

type Who = { id: number; email: string };

describe('private calendar links and the public feed', () => {
  let subject: TestApp;
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let classmate: Awaited<ReturnType<typeof buildStudent>>;
  const db = () => subject.database.handle.db;

  async function call(method: 'GET' | 'POST', url: string, who: Who, payload?: object) {
    return subject.app.inject({
      method,
      url,
      headers: await studentAuthorization(subject.app, who),
      ...(payload ? { payload } : {}),
    });
  }
  const status = async (who: Who) =>
    envelope(calendarFeedStatus).parse((await call('GET', '/api/Reports/GetCalendarFeed', who)).json())
      .ReturnObject;
  const create = async (who: Who, replacing: string | null) =>
    envelope(calendarFeedLinks.nullable()).parse(
      (await call('POST', '/api/Reports/CreateCalendarFeed', who, { Replacing: replacing })).json(),
    );
  const feed = (url: string) =>
    subject.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  beforeAll(async () => {
    subject = await buildTestApp({ PUBLIC_URL: 'https://portal.ndu.edu.eg' });
    const term = await buildTerm(db(), { isCurrent: true, startsOn: '2026-09-26', endsOn: '2027-01-31' });
    student = await buildStudent(db());
    classmate = await buildStudent(db());
    const mine = await buildCourse(db(), { code: 'CSC 201', titleEn: 'Data Structures' });
    const theirs = await buildCourse(db(), { code: 'ART 777', titleEn: 'Only the classmate' });
    await buildRegistration(db(), {
      studentId: student.id,
      sectionId: (await buildSection(db(), { termId: term.id, courseId: mine.id })).id,
    });
    await buildRegistration(db(), {
      studentId: classmate.id,
      sectionId: (await buildSection(db(), { termId: term.id, courseId: theirs.id })).id,
    });
  });
  afterAll(() => subject.close());

  it('makes a link shown once, keeps only its hash, and serves the student’s classes as text/calendar', async () => {
    expect(await status(student)).toEqual({ Active: false, CreatedAt: null });
    const made = await create(student, null);
    expect(made.Status).toBe('200');
    const links = made.ReturnObject;
    if (!links) throw new Error('links expected');
    const token = new URL(links.FeedUrl).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.FeedUrl).toBe(`https://portal.ndu.edu.eg/api/Calendar/Feed?token=${token}`);
    expect(links.WebcalUrl).toBe(`webcal://portal.ndu.edu.eg/api/Calendar/Feed?token=${token}`);
    expect(new URL(links.GoogleUrl).searchParams.get('cid')).toBe(links.WebcalUrl);
    expect(new URL(links.OutlookUrl).searchParams.get('url')).toBe(links.FeedUrl);
    const rows = await db().select().from(calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await status(student)).toEqual({ Active: true, CreatedAt: links.CreatedAt });

    const response = await feed(links.FeedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const calendar = parseCalendar(response.body);
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((event) => event.getFirstPropertyValue('summary'));
    expect(summaries).toEqual(['CSC 201 Lecture: Data Structures']);
    expect(response.body).not.toContain('ART 777');
  });

  it('refuses a second "first" link and a replacement of a link that has changed, changing nothing', async () => {
    const before = await status(student);
    const again = await create(student, null);
    expect(again).toMatchObject({ Status: '409', ReturnObject: null });
    const stale = await create(student, '2020-01-01T00:00:00.000Z');
    expect(stale.Status).toBe('409');
    const garbage = await create(student, 'not a date');
    expect(garbage.Status).toBe('409');
    expect(await status(student)).toEqual(before);
  });

  it('replaces a link: the old one stops working at once, answered exactly like one that never existed', async () => {
    const current = await status(student);
    const first = await create(classmate, null);
    const firstLinks = first.ReturnObject;
    if (!firstLinks || !current.CreatedAt) throw new Error('links expected');
    const replaced = await create(classmate, firstLinks.CreatedAt);
    const newLinks = replaced.ReturnObject;
    if (!newLinks) throw new Error('new links expected');
    expect(newLinks.FeedUrl).not.toBe(firstLinks.FeedUrl);
    // A double tap of "replace" names the link that is gone: refused.
    expect((await create(classmate, firstLinks.CreatedAt)).Status).toBe('409');

    const old = await feed(firstLinks.FeedUrl);
    const refusal = errorEnvelope.parse(old.json());
    const never = await feed(`/api/Calendar/Feed?token=${'A'.repeat(43)}`);
    const malformed = await feed('/api/Calendar/Feed?token=short');
    for (const answer of [old, never, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(errorEnvelope.parse(answer.json())).toMatchObject({
        Status: '404',
        ReturnObject: null,
        Message: refusal.Message,
      });
    }
    expect((await feed(newLinks.FeedUrl)).body).toContain('ART 777');
    // The student's own link was never touched by the classmate's calls.
    expect((await status(student)).CreatedAt).toBe(current.CreatedAt);
  });

  it('turns a link off (again: nothing to do) and the feed stops', async () => {
    const made = await create(await buildStudent(db()), null);
    expect(made.Status).toBe('200');
    const other = await buildStudent(db());
    const links = (await create(other, null)).ReturnObject;
    if (!links) throw new Error('links expected');
    const revoke = async () =>
      envelope(revokedCalendarFeed).parse(
        (await call('POST', '/api/Reports/RevokeCalendarFeed', other)).json(),
      ).ReturnObject;
    expect(await revoke()).toEqual({ Revoked: true });
    expect(await revoke()).toEqual({ Revoked: false });
    expect((await feed(links.FeedUrl)).statusCode).toBe(404);
    expect(await status(other)).toEqual({ Active: false, CreatedAt: null });
  });

  it('lets only the student make or revoke a link: staff acting as the student are refused', async () => {
    const registrar = await buildStaffMember(db(), {
      roles: ['registrar'],
      passwordHash: '$argon2id$unused',
    });
    const acting = await impersonationAuthorization(subject.app, db(), registrar, classmate);
    for (const url of ['/api/Reports/CreateCalendarFeed', '/api/Reports/RevokeCalendarFeed']) {
      const response = await subject.app.inject({
        method: 'POST',
        url,
        headers: { authorization: acting },
        payload: { Replacing: null },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await status(classmate)).Active).toBe(true);
  });

  it('downloads the same calendar for a signed-in student, as an attachment', async () => {
    const response = await call('GET', '/api/Reports/GetStudentCalendar', student);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="timetable.ics"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('CSC 201');
  });
});

describe('the public feed’s rate limits', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ CALENDAR_FEED_PER_MINUTE: '3', CALENDAR_FEED_ADDRESS_PER_MINUTE: '5' });
  });
  afterAll(() => subject.close());
  const fetchFeed = (token: string, address = '192.0.2.10') =>
    subject.app.inject({ method: 'GET', url: `/api/Calendar/Feed?token=${token}`, remoteAddress: address });

  it('limits one link to CALENDAR_FEED_PER_MINUTE and one address to CALENDAR_FEED_ADDRESS_PER_MINUTE', async () => {
    const link = 'B'.repeat(43);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push(await fetchFeed(link, `192.0.2.${String(20 + attempt)}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();

    const fromOneAddress = [];
    for (let attempt = 0; attempt < 6; attempt++)
      fromOneAddress.push(await fetchFeed(`C${String(attempt)}`.padEnd(43, 'x')));
    expect(fromOneAddress.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
