import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getLiveWindowResponse,
  studentWaitlists,
  waitlistPlace,
  waitlistSectionBody,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildCourse, buildStaffMember, type buildStudent } from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { waitlistWorld } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof waitlistWorld>>;

beforeAll(async () => {
  subject = await buildTestApp({ WAITLIST_SWEEPER: 'false' });
  world = await waitlistWorld(subject.app);
});
afterAll(() => subject.close());

async function post(url: string, student: { id: number; email: string }, payload: object, language = 'en') {
  const response = await subject.app.inject({
    method: 'POST',
    url,
    headers: { ...(await studentAuthorization(subject.app, student)), 'accept-language': language },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ Status: string; Message?: string; ReturnObject: unknown }>();
}

async function waitlistsOf(student: { id: number; email: string }) {
  const response = await subject.app.inject({
    method: 'GET',
    url: '/api/Waitlist/GetStudentWaitlists',
    headers: await studentAuthorization(subject.app, student),
  });
  return envelope(studentWaitlists).parse(response.json()).ReturnObject;
}

describe('the waitlist calls', () => {
  let section: Awaited<ReturnType<typeof world.fullSection>>['section'];
  let code: string;
  let first: Awaited<ReturnType<typeof buildStudent>>;
  let other: Awaited<ReturnType<typeof buildStudent>>;

  beforeAll(async () => {
    const course = await buildCourse(world.db, {
      code: 'CSC 301',
      titleEn: 'Operating Systems',
      titleAr: 'نظم التشغيل',
    });
    ({ section } = await world.fullSection(1, { courseId: course.id, sectionNo: '2' }));
    code = course.code;
    first = await world.student();
    other = await world.student();
  });

  it('JoinWaitlist answers the place; GetStudentWaitlists lists it with the open window', async () => {
    const joined = envelope(waitlistPlace).parse(
      await post('/api/Advising/JoinWaitlist', first, { SectionId: section.id }),
    );
    expect(joined.ReturnObject).toMatchObject({
      SectionId: section.id,
      CourseCode: code,
      CourseTitleEn: 'Operating Systems',
      SectionNo: '2',
      Position: 1,
      LineLength: 1,
      Offer: null,
    });
    const mine = await waitlistsOf(first);
    expect(mine.Window).toBe('advising');
    expect(mine.Waitlists.map((place) => place.SectionId)).toEqual([section.id]);
  });

  it("another student's calls on that section change nothing and tell nothing of the first", async () => {
    // The other student names the first one's code too: the token decides whose place it is.
    const asFirst = { SectionId: section.id, StudentCode: first.code };
    expect(await post('/api/Advising/AcceptWaitlistOffer', other, asFirst)).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: `You have no seat offer for ${code} section 2.`,
    });
    expect(await post('/api/Advising/DeclineWaitlistOffer', other, asFirst)).toMatchObject({
      Status: '404',
      Message: `You have no seat offer for ${code} section 2.`,
    });
    expect(await post('/api/Advising/LeaveWaitlist', other, asFirst)).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: `You are not on the waitlist for ${code} section 2.`,
    });
    expect((await waitlistsOf(other)).Waitlists).toEqual([]);
    expect(await world.seatsAndLine(section.id)).toMatchObject({
      line: [{ studentId: first.id, status: 'waiting' }],
    });
  });

  it('a call through a window that is not open is refused with its dates, and nothing changes', async () => {
    const refused = await post('/api/AddDrop/JoinWaitlist', other, { SectionId: section.id });
    expect(refused).toMatchObject({ Status: '423', ReturnObject: null });
    expect(refused.Message).toMatch(
      /^Add\/drop opens on .* and closes on .*\. Your waitlists go through advising now\. Nothing was changed\.$/,
    );
    expect((await world.seatsAndLine(section.id)).line).toHaveLength(1);
  });

  it('a refusal reads in the language the app asks in', async () => {
    const asFirst = { SectionId: section.id };
    expect(await post('/api/Advising/LeaveWaitlist', other, asFirst, 'ar')).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: `لست في قائمة انتظار الشعبة 2 من ${code}.`,
    });
    const closed = await post('/api/AddDrop/JoinWaitlist', other, asFirst, 'ar-EG');
    expect(closed).toMatchObject({ Status: '423', ReturnObject: null });
    expect(closed.Message).toMatch(
      /^تُفتح فترة الحذف والإضافة في .* تمر قوائم انتظارك الآن عبر الإرشاد\. لم يتغير شيء\.$/,
    );
    expect((await world.seatsAndLine(section.id)).line).toHaveLength(1);
  });

  it('a section of another term is not offered', async () => {
    const elsewhere = await post('/api/Advising/JoinWaitlist', other, { SectionId: 987_654 });
    expect(elsewhere).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: 'That section is not offered this term.',
    });
  });

  it('LeaveWaitlist gives the place up', async () => {
    const left = envelope(waitlistSectionBody).parse(
      await post('/api/Advising/LeaveWaitlist', first, { SectionId: section.id }),
    );
    expect(left.ReturnObject).toEqual({ SectionId: section.id });
    expect((await waitlistsOf(first)).Waitlists).toEqual([]);
    expect(await world.waitlistEvents([first.id])).toEqual([
      { studentId: first.id, action: 'waitlist_join', sectionId: section.id },
      { studentId: first.id, action: 'waitlist_leave', sectionId: section.id },
    ]);
  });

  it("the registrar's live view counts seats left, held seats and waitlists per course", async () => {
    const again = await post('/api/Advising/JoinWaitlist', other, { SectionId: section.id });
    expect(again.Status).toBe('200');
    const registrar = await buildStaffMember(world.db, { roles: ['registrar'] });
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Registration/GetLiveWindow',
      headers: await staffAuthorization(subject.app, { ...registrar, roles: ['registrar'] }),
    });
    const live = envelope(getLiveWindowResponse).parse(response.json()).ReturnObject;
    expect(live.Courses[0]).toEqual({
      CourseCode: code,
      TitleEn: 'Operating Systems',
      TitleAr: 'نظم التشغيل',
      Sections: 1,
      Capacity: 1,
      Enrolled: 1,
      Held: 0,
      SeatsLeft: 0,
      Waitlisted: 1,
      Offers: 0,
    });
    expect(live.CoursesTotal).toBeGreaterThanOrEqual(1);
  });
});
