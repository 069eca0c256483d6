import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisingChange,
  advisingLog,
  advisingValidation,
  courseSections,
  envelope,
  studentCategories,
  studentContactDetails,
  updateTermWindowResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildRegistrationHold, chargeStudent, recordPayment } from '../../test/advising-factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { EntryClearance } from './entry-clearance.js';
import { entryRefusals } from './window-entry.js';
import { advisingEvents } from '../registration/schema.js';
import { studentContactDetails as contactTable } from '../contact/schema.js';
import { advisee, advisingWorld, seatsOf, type AdvisingWorld } from './test-world.js';

let subject: TestApp;
let world: AdvisingWorld;

beforeAll(async () => {
  // A raise for a GPA of 3.0 (a B) lets the tests tell a raised limit from the standing's own.
  subject = await buildTestApp({ CREDIT_LIMIT_HIGH_GPA: '3.0:20' });
  world = await advisingWorld(subject.app);
});
afterAll(() => subject.close());

type Student = { id: number; email: string; code: string };

async function call(student: Student, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await subject.app.inject({
    method,
    url,
    headers: await studentAuthorization(subject.app, student),
    ...(payload ? { payload } : {}),
  });
  return response;
}

async function insertCourse(student: Student, sectionIds: number[], studentCode?: string) {
  const response = await call(student, 'POST', '/api/Advising/InsertCourse', {
    SectionIds: sectionIds,
    ...(studentCode ? { StudentCode: studentCode } : {}),
  });
  expect(response.statusCode).toBe(200);
  return envelope(advisingChange.nullable()).parse(response.json());
}

/** Everything a refused change must leave alone: the student's seats and every touched section's count. */
async function snapshot(student: Student, sectionIds: number[]) {
  const events = await world.db.select().from(advisingEvents).where(eq(advisingEvents.studentId, student.id));
  return {
    seats: await Promise.all(sectionIds.map((id) => seatsOf(world.db, id))),
    events: events.filter((event) => event.action !== 'change_refused').length,
    refused: events.filter((event) => event.action === 'change_refused').length,
  };
}

async function expectRefused(student: Student, sectionIds: number[], status: string, messages: string[]) {
  const before = await snapshot(student, sectionIds);
  const answer = await insertCourse(student, sectionIds);
  expect(answer.Status).toBe(status);
  expect(answer.ReturnObject?.Refusals.map((refusal) => refusal.Message)).toEqual(messages);
  expect(answer.Message).toBe(messages.join(' '));
  // Nothing changed, but the student's log says what was refused and why (one event more).
  expect(await snapshot(student, sectionIds)).toEqual({ ...before, refused: before.refused + 1 });
  const log = envelope(advisingLog).parse((await call(student, 'GET', '/api/Advising/GetLoggers')).json());
  expect(log.ReturnObject.Events[0]).toMatchObject({
    Action: 'change_refused',
    Source: 'advising',
    Detail: messages.join(' '),
  });
}

describe('POST /api/Advising/InsertCourse', () => {
  it('takes the seat, answers the timetable with its credits and logs the seat', async () => {
    const student = await advisee(world);
    const before = await seatsOf(world.db, world.sections.mth201.id);
    const answer = await insertCourse(student, [world.sections.mth201.id]);
    expect(answer.Status).toBe('200');
    expect(answer.ReturnObject).toMatchObject({
      Refusals: [],
      Credits: 3,
      CreditLimits: { Min: 12, Max: 20 },
      Timetable: [
        {
          CourseCode: 'MTH 201',
          SectionNo: '1',
          SectionSchedule: [expect.objectContaining({ Day: 1, StartsAt: '10:00', EndsAt: '11:30' })],
        },
      ],
    });
    expect(await seatsOf(world.db, world.sections.mth201.id)).toEqual({
      enrolled: before.enrolled + 1,
      registered: [...before.registered, student.id].sort((a, b) => a - b),
    });
    const log = envelope(advisingLog).parse((await call(student, 'GET', '/api/Advising/GetLoggers')).json());
    expect(log.ReturnObject.Events).toEqual(
      [
        expect.objectContaining({
          Action: 'seat_taken',
          Source: 'advising',
          CourseCode: 'MTH 201',
          SectionNo: '1',
        }),
        expect.objectContaining({ Action: 'contact_confirmed' }),
      ]
        .slice(0, 1)
        .concat(log.ReturnObject.Events.slice(1)),
    );
  });

  it('refuses a course whose prerequisite is not passed', async () => {
    await expectRefused(await advisee(world), [world.sections.csc350.id], '422', [
      'CSC 350 needs CSC 340 passed first.',
    ]);
  });

  it('refuses a course without its co-requisite, and takes both together', async () => {
    const student = await advisee(world);
    await expectRefused(student, [world.sections.eng210.id], '422', [
      'ENG 210 needs ENG 211 passed or taken in the same term.',
    ]);
    expect((await insertCourse(student, [world.sections.eng210.id, world.sections.eng211.id])).Status).toBe(
      '200',
    );
  });

  it('refuses a lecture without its lab, and takes the lecture with its lab', async () => {
    const student = await advisee(world);
    await expectRefused(student, [world.sections.phyLecture.id], '422', [
      'PHY 101 needs one of the lab or tutorial sections of lecture section 1.',
    ]);
    const both = await insertCourse(student, [world.sections.phyLecture.id, world.sections.phyLab.id]);
    expect(both.Status).toBe('200');
    expect(both.ReturnObject?.Credits).toBe(4);
  });

  it('refuses a section that clashes with one held', async () => {
    const student = await advisee(world, { holding: [world.sections.mth201.id] });
    await expectRefused(student, [world.sections.csc301s2.id], '422', [
      'CSC 301 section 2 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
    ]);
  });

  it('refuses a second section of a course already held', async () => {
    const student = await advisee(world, { holding: [world.sections.csc301s1.id] });
    await expectRefused(student, [world.sections.csc301s2.id], '422', [
      'CSC 301 is already in your timetable (section 1); remove it first to change sections.',
    ]);
  });

  it('refuses a full section', async () => {
    await expectRefused(await advisee(world), [world.sections.hum101.id], '422', [
      'HUM 101 section 1 is full.',
    ]);
  });

  it('refuses a load above the limit of a student in good standing (18)', async () => {
    const student = await advisee(world, { grade: 'C', holding: world.fillers.map((s) => s.id) });
    await expectRefused(student, [world.sections.eng211.id], '422', [
      'That would make 19 credits; your limit this term is 18.',
    ]);
  });

  it('refuses a load above 12 for a student on probation', async () => {
    const student = await advisee(world, { grade: 'F', holding: world.fillers.slice(0, 4).map((s) => s.id) });
    await expectRefused(student, [world.sections.csc350.id], '422', [
      'CSC 350 needs CSC 340 passed first.',
      'That would make 15 credits; your limit this term is 12.',
    ]);
  });

  it('raises the limit for a high GPA (CREDIT_LIMIT_HIGH_GPA) but not past it', async () => {
    const student = await advisee(world, { grade: 'B', holding: world.fillers.map((s) => s.id) });
    expect((await insertCourse(student, [world.sections.eng211.id])).Status).toBe('200');
    await expectRefused(student, [world.sections.csc301s1.id], '422', [
      'That would make 22 credits; your limit this term is 20.',
    ]);
  });

  it("refuses another student's code, changing nothing and saying nothing about them", async () => {
    const student = await advisee(world);
    const other = await advisee(world);
    const before = await snapshot(student, [world.sections.mth201.id]);
    const answer = await insertCourse(student, [world.sections.mth201.id], other.code);
    expect(answer).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'You can only see and change your own registration.',
    });
    expect(await snapshot(student, [world.sections.mth201.id])).toEqual(before);
    expect(JSON.stringify(answer)).not.toContain(other.code);
  });

  describe('holds', () => {
    it('refuses a student with a registrar hold', async () => {
      const student = await advisee(world);
      await buildRegistrationHold(world.db, { studentId: student.id, kind: 'registrar' });
      await expectRefused(student, [world.sections.mth201.id], '423', [
        'The registrar has placed a hold on your registration; please visit the registrar’s office.',
      ]);
    });

    it('refuses a student with a disciplinary hold, and not once it is lifted', async () => {
      const student = await advisee(world);
      const hold = await buildRegistrationHold(world.db, { studentId: student.id, kind: 'disciplinary' });
      await expectRefused(student, [world.sections.csc301s1.id], '423', [
        'A disciplinary hold stops your registration; please visit Student Affairs.',
      ]);
      const { registrationHolds } = await import('./schema.js');
      await world.db
        .update(registrationHolds)
        .set({ endsAt: new Date() })
        .where(eq(registrationHolds.id, hold.id));
      expect((await insertCourse(student, [world.sections.csc301s1.id])).Status).toBe('200');
    });

    it('refuses a student with an unpaid balance, naming the amount', async () => {
      const student = await advisee(world);
      await chargeStudent(world.db, student.id, world.current.id, 12_500);
      await recordPayment(world.db, student.id, world.current.id, 5_000);
      await expectRefused(student, [world.sections.mth201.id], '423', [
        'You have an unpaid balance of EGP 7,500.00; please pay it before registering.',
      ]);
    });

    it('remembers a student found clear for a few seconds, never a refusal, and never past the window', async () => {
      const student = await advisee(world);
      const clearance = new EntryClearance(5);
      const start = Date.now();
      const at = (seconds: number) => new Date(start + seconds * 1000);
      const refusals = async (seconds: number) =>
        (await entryRefusals(world.db, student.id, 'advising', at(seconds), 'Africa/Cairo', clearance)).map(
          (refusal) => refusal.Code,
        );
      expect(await refusals(0)).toEqual([]);
      const hold = await buildRegistrationHold(world.db, { studentId: student.id, startsAt: at(1) });
      // Clear at 0 s: the hold placed at 1 s is not read again until the clearance lapses at 5 s.
      expect(await refusals(4)).toEqual([]);
      expect(await refusals(5)).toEqual(['hold']);
      // A refusal is never remembered: the hold lifted at 6 s counts at once.
      const { registrationHolds } = await import('./schema.js');
      await world.db
        .update(registrationHolds)
        .set({ endsAt: at(6) })
        .where(eq(registrationHolds.id, hold.id));
      expect(await refusals(6)).toEqual([]);
    });

    it('refuses a student who has not confirmed their contact data this term', async () => {
      const student = await advisee(world, { confirmed: false });
      await expectRefused(student, [world.sections.mth201.id], '423', [
        `Please confirm your contact data for ${world.current.nameEn}.`,
      ]);
    });
  });
});

describe('POST /api/Advising/RemoveCourse', () => {
  it('frees every seat of the course and logs it', async () => {
    const student = await advisee(world);
    await insertCourse(student, [world.sections.phyLecture.id, world.sections.phyLab.id]);
    const before = await seatsOf(world.db, world.sections.phyLab.id);
    const response = await call(student, 'POST', '/api/Advising/RemoveCourse', {
      CourseId: world.courses.phy101.id,
    });
    const answer = envelope(advisingChange.nullable()).parse(response.json());
    expect(answer.Status).toBe('200');
    expect(answer.ReturnObject?.Timetable).toEqual([]);
    expect(await seatsOf(world.db, world.sections.phyLab.id)).toEqual({
      enrolled: before.enrolled - 1,
      registered: before.registered.filter((id) => id !== student.id),
    });
  });

  it('refuses a course the student does not hold', async () => {
    const student = await advisee(world);
    const response = await call(student, 'POST', '/api/Advising/RemoveCourse', {
      CourseId: world.courses.mth201.id,
    });
    expect(response.json()).toEqual({
      Status: '404',
      ReturnObject: null,
      Message: 'That course is not in your timetable.',
    });
  });
});

describe('POST /api/Advising/GetCourseSections', () => {
  it('lists the sections with SectionSchedule rows, seats left and the clash each would make', async () => {
    const student = await advisee(world, { holding: [world.sections.mth201.id] });
    const response = await call(student, 'POST', '/api/Advising/GetCourseSections', {
      CourseId: world.courses.csc301.id,
    });
    const answer = envelope(courseSections.nullable()).parse(response.json()).ReturnObject;
    const seats = await Promise.all(
      [world.sections.csc301s1.id, world.sections.csc301s2.id].map((id) => seatsOf(world.db, id)),
    );
    expect(answer?.Sections.map((s) => [s.SectionNo, s.SeatsLeft, s.Registered, s.Clash])).toEqual([
      ['1', 40 - (seats[0]?.enrolled ?? 0), false, null],
      [
        '2',
        40 - (seats[1]?.enrolled ?? 0),
        false,
        'CSC 301 section 2 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
      ],
    ]);
    expect(answer?.Sections[1]?.SectionSchedule).toEqual([
      expect.objectContaining({ Day: 1, StartsAt: '11:00', EndsAt: '12:30' }),
    ]);

    // The clash note is written in the language the app asks in.
    const arabic = await subject.app.inject({
      method: 'POST',
      url: '/api/Advising/GetCourseSections',
      headers: { ...(await studentAuthorization(subject.app, student)), 'accept-language': 'ar' },
      payload: { CourseId: world.courses.csc301.id },
    });
    const inArabic = envelope(courseSections.nullable()).parse(arabic.json()).ReturnObject;
    expect(inArabic?.Sections[1]?.Clash).toBe(
      'تتعارض الشعبة 2 من CSC 301 مع الشعبة 1 من MTH 201 يوم الاثنين 10:00–11:30.',
    );
  });
});

describe('POST /api/Advising/GetCourseSections, the course and its offering', () => {
  it('names the course and lists each lecture followed by its labs', async () => {
    const student = await advisee(world, {});
    const response = await call(student, 'POST', '/api/Advising/GetCourseSections', {
      CourseId: world.courses.phy101.id,
    });
    const answer = envelope(courseSections.nullable()).parse(response.json()).ReturnObject;
    expect(answer).toMatchObject({
      CourseId: world.courses.phy101.id,
      CourseCode: 'PHY 101',
      TitleEn: 'PHY 101 course',
      Credits: 4,
      HasLab: true,
    });
    expect(answer?.Sections.map((section) => [section.SectionNo, section.Kind])).toEqual([
      ['1', 'lecture'],
      ['1L', 'lab'],
    ]);
  });

  it('answers 404 for a course with no section this term and for no such course', async () => {
    const student = await advisee(world, {});
    for (const CourseId of [world.courses.csc340.id, 987_654]) {
      const response = await call(student, 'POST', '/api/Advising/GetCourseSections', { CourseId });
      expect(response.json()).toMatchObject({ Status: '404', ReturnObject: null });
    }
  });
});

describe('GET /api/Advising/GetStudentCategories', () => {
  it('tells passed, in progress, eligible and blocked courses apart', async () => {
    const student = await advisee(world, { holding: [world.sections.mth201.id] });
    const answer = envelope(studentCategories).parse(
      (await call(student, 'GET', '/api/Advising/GetStudentCategories')).json(),
    );
    const [core] = answer.ReturnObject.Categories;
    expect(core?.Courses.map((course) => [course.CourseCode, course.State, course.BlockedBy])).toEqual([
      ['CSC 201', 'passed', []],
      ['CSC 301', 'eligible', []],
      ['CSC 350', 'blocked', ['CSC 340']],
      ['MTH 201', 'in_progress', []],
    ]);
  });
});

describe('GET /api/AdvisingValidator/Check', () => {
  it('lets a student without holds into individual advising while the window is open', async () => {
    const student = await advisee(world);
    const answer = envelope(advisingValidation.nullable()).parse(
      (await call(student, 'GET', '/api/AdvisingValidator/Check?kind=advising')).json(),
    ).ReturnObject;
    expect(answer).toMatchObject({
      WindowOpen: true,
      Holds: [],
      Reasons: [],
      CanEnter: true,
      ContactConfirmed: true,
      NextPage: 'IndAdvising',
    });
  });

  it('gives every reason: contact data, the balance and the preview window that has no dates', async () => {
    const student = await advisee(world, { confirmed: false });
    await chargeStudent(world.db, student.id, world.current.id, 100);
    const answer = envelope(advisingValidation.nullable()).parse(
      (await call(student, 'GET', '/api/AdvisingValidator/Check?kind=advising_preview')).json(),
    ).ReturnObject;
    expect(answer?.Reasons).toEqual([
      'The advising preview has no dates this term yet.',
      'You have an unpaid balance of EGP 100.00; please pay it before registering.',
      `Please confirm your contact data for ${world.current.nameEn}.`,
    ]);
    expect(answer).toMatchObject({ CanEnter: false, ContactConfirmed: false, NextPage: 'Preview' });
  });
});

describe('POST /api/Portal/UpdateAdvisingContactData', () => {
  const valid = {
    Phone: '+20 100 123 4567',
    Address: '5 Gomhoreya Street, Mansoura',
    EmergencyContactName: 'Adel Hassan',
    EmergencyContactPhone: '+20 122 765 4321',
    EmergencyContactRelation: 'Father',
  };

  it('confirms the data for this term, which lifts the contact hold', async () => {
    const student = await advisee(world, { confirmed: false });
    const saved = envelope(studentContactDetails.nullable()).parse(
      (await call(student, 'POST', '/api/Portal/UpdateAdvisingContactData', valid)).json(),
    );
    expect(saved.ReturnObject).toMatchObject({ Phone: valid.Phone, ConfirmedThisTerm: true });
    expect((await insertCourse(student, [world.sections.mth201.id])).Status).toBe('200');
  });

  it('refuses an emergency phone equal to the student’s own and saves nothing', async () => {
    const student = await advisee(world, { confirmed: false });
    const response = await call(student, 'POST', '/api/Portal/UpdateAdvisingContactData', {
      ...valid,
      EmergencyContactPhone: '+20 100 123 4567',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      Errors: [
        {
          Field: 'body.EmergencyContactPhone',
          Problem: 'The emergency contact needs a phone number other than yours.',
        },
      ],
    });
    const rows = await world.db.select().from(contactTable).where(eq(contactTable.studentId, student.id));
    expect(rows).toEqual([]);
  });

  it("refuses another student's code and saves nothing", async () => {
    const student = await advisee(world, { confirmed: false });
    const other = await advisee(world);
    const response = await call(student, 'POST', '/api/Portal/UpdateAdvisingContactData', {
      ...valid,
      StudentCode: other.code,
    });
    expect(response.json()).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'You can only see and change your own registration.',
    });
    const rows = await world.db.select().from(contactTable).where(eq(contactTable.studentId, student.id));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/Registration/UpdateTermWindow', () => {
  it('moves the advising window; InsertCourse is then refused with its dates and nothing changes', async () => {
    const moved = await subject.app.inject({
      method: 'POST',
      url: '/api/Registration/UpdateTermWindow',
      headers: world.registrarHeaders,
      payload: {
        Kind: 'advising',
        Action: 'move',
        OpensAt: '2099-03-01T07:00:00Z',
        ClosesAt: '2099-03-10T15:00:00Z',
      },
    });
    expect(envelope(updateTermWindowResponse.nullable()).parse(moved.json()).ReturnObject).toMatchObject({
      Kind: 'advising',
      OpensAt: '2099-03-01T07:00:00.000Z',
      ClosesAt: '2099-03-10T15:00:00.000Z',
    });
    await expectRefused(await advisee(world), [world.sections.mth201.id], '423', [
      'Advising opens on 1 Mar 2099, 09:00 and closes on 10 Mar 2099, 17:00.',
    ]);
  });

  it('opens the window now for a student, and is refused to a student', async () => {
    const student = await advisee(world);
    const refused = await call(student, 'POST', '/api/Registration/UpdateTermWindow', {
      Kind: 'advising',
      Action: 'open_now',
    });
    expect(refused.statusCode).toBe(403);
    const opened = await subject.app.inject({
      method: 'POST',
      url: '/api/Registration/UpdateTermWindow',
      headers: world.registrarHeaders,
      payload: { Kind: 'advising', Action: 'open_now' },
    });
    expect(opened.json()).toMatchObject({ Status: '200' });
    expect((await insertCourse(student, [world.sections.mth201.id])).Status).toBe('200');
  });

  it('closes the window now', async () => {
    const closed = await subject.app.inject({
      method: 'POST',
      url: '/api/Registration/UpdateTermWindow',
      headers: world.registrarHeaders,
      payload: { Kind: 'advising', Action: 'close_now' },
    });
    const window = envelope(updateTermWindowResponse.nullable()).parse(closed.json()).ReturnObject;
    expect(Date.parse(window?.ClosesAt ?? '')).toBeLessThanOrEqual(Date.now());
    const answer = await insertCourse(await advisee(world), [world.sections.mth201.id]);
    expect(answer.Status).toBe('423');
    expect(answer.Message).toMatch(/^Advising closed on .+; it was open from .+\.$/);
    // Open again for any test that follows.
    await subject.app.inject({
      method: 'POST',
      url: '/api/Registration/UpdateTermWindow',
      headers: world.registrarHeaders,
      payload: { Kind: 'advising', Action: 'open_now' },
    });
  });
});
