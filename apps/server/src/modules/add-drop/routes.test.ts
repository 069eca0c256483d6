import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDropCart,
  addDropSaveResponse,
  addDropStudentData,
  courseSections,
  envelope,
  errorEnvelope,
  studentCategories,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { planCategories, planCategoryCourses, sections, termWindows } from '../academic/schema.js';
import { studentContactDetails } from '../contact/schema.js';
import { registrations } from '../registration/schema.js';
import { addDropCartChanges } from './schema.js';

/** Limits wide enough that a drop never falls under a minimum unless a test wants it to. */
const ENVIRONMENT = {
  CREDIT_LIMITS: 'good:0-9,honors:0-21,warning:0-15,probation:0-12',
  CREDIT_LIMIT_HIGH_GPA: 'none',
  // The tests move the window between calls of one student: check it on every change (routes.test.ts of
  // advising proves the few seconds' clearance the default gives).
  REGISTRATION_CLEARANCE_SECONDS: '0',
};

describe('add/drop calls', () => {
  let subject: TestApp;
  let db: TestApp['database']['handle']['db'];
  let headers: { authorization: string };
  let studentCode = '';
  let otherHeaders: { authorization: string };
  let otherCode = '';
  let termId = 0;
  const ids = {
    csc: 0,
    cscOne: 0,
    cscTwo: 0,
    mth: 0,
    mthOne: 0,
    phy: 0,
    phyOne: 0,
    art: 0,
    artFull: 0,
    chm: 0,
    chmLecture: 0,
    chmLabA: 0,
    chmLabB: 0,
  };

  const call = async <S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    as = headers,
  ) => {
    const response = await subject.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    return envelope(schema).parse(response.json());
  };
  const cart = () => call(addDropCart, 'GET', '/api/AddDrop/GetCart');
  const seatsOf = async (sectionId: number) =>
    (await db.select({ enrolled: sections.enrolled }).from(sections).where(eq(sections.id, sectionId)))[0]
      ?.enrolled;
  const held = async (studentId: number) =>
    (
      await db
        .select({ sectionId: registrations.sectionId })
        .from(registrations)
        .where(and(eq(registrations.studentId, studentId), eq(registrations.status, 'registered')))
    )
      .map((row) => row.sectionId)
      .sort((a, b) => a - b);
  let studentId = 0;

  beforeAll(async () => {
    subject = await buildTestApp(ENVIRONMENT);
    db = subject.database.handle.db;
    const term = await buildTerm(db, { isCurrent: true, nameEn: 'Spring 2027' });
    termId = term.id;
    await buildTermWindow(db, { termId, kind: 'add_drop' });
    const student = await buildStudent(db, { code: '2027-00001' });
    const other = await buildStudent(db, { code: '2027-00002', programId: student.programId });
    studentId = student.id;
    studentCode = student.code;
    otherCode = other.code;
    // Contact data confirmed for the term: no hold stands in the way of these tests' changes.
    await db.insert(studentContactDetails).values(
      [student, other].map((holder) => ({
        studentId: holder.id,
        termId,
        phone: '+20 100 000 0000',
        address: '1 Nile Street, Mansoura',
        emergencyContactName: 'A Parent',
        emergencyContactPhone: '+20 100 000 0001',
        emergencyContactRelation: 'Parent',
      })),
    );
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, other);

    const csc = await buildCourse(db, { code: 'CSC 201', titleEn: 'Data Structures', credits: 3 });
    const mth = await buildCourse(db, { code: 'MTH 201', titleEn: 'Linear Algebra', credits: 3 });
    const phy = await buildCourse(db, { code: 'PHY 101', titleEn: 'Physics', credits: 3 });
    const art = await buildCourse(db, { code: 'ART 101', titleEn: 'Drawing', credits: 3 });
    ids.csc = csc.id;
    ids.mth = mth.id;
    ids.phy = phy.id;
    ids.art = art.id;
    const at = (dayOfWeek: number, startsAt: string, endsAt: string) => [
      { dayOfWeek, startsAt, endsAt, room: 'B1-101' },
    ];
    ids.cscOne = (
      await buildSection(db, { termId, courseId: csc.id, sectionNo: '1', meetings: at(1, '08:30', '10:00') })
    ).id;
    ids.cscTwo = (
      await buildSection(db, { termId, courseId: csc.id, sectionNo: '2', meetings: at(2, '12:00', '13:30') })
    ).id;
    ids.mthOne = (
      await buildSection(db, { termId, courseId: mth.id, sectionNo: '1', meetings: at(3, '10:00', '11:30') })
    ).id;
    // PHY 101 section 1 meets when CSC 201 section 2 does: adding both clashes.
    ids.phyOne = (
      await buildSection(db, { termId, courseId: phy.id, sectionNo: '1', meetings: at(2, '13:00', '14:30') })
    ).id;
    ids.artFull = (
      await buildSection(db, {
        termId,
        courseId: art.id,
        sectionNo: '1',
        capacity: 1,
        meetings: at(4, '10:00', '11:30'),
      })
    ).id;
    await buildRegistration(db, { studentId: other.id, sectionId: ids.artFull });
    await buildRegistration(db, { studentId, sectionId: ids.cscOne });
    await buildRegistration(db, { studentId, sectionId: ids.mthOne });
    // CHM 101: a lecture with two labs (the lab-swap test registers the student in the lecture and lab A).
    const chm = await buildCourse(db, { code: 'CHM 101', titleEn: 'Chemistry', credits: 3, hasLab: true });
    ids.chm = chm.id;
    ids.chmLecture = (
      await buildSection(db, { termId, courseId: chm.id, sectionNo: '1', meetings: at(0, '08:30', '10:00') })
    ).id;
    const lab = (sectionNo: string, dayOfWeek: number) =>
      buildSection(db, {
        termId,
        courseId: chm.id,
        sectionNo,
        kind: 'lab',
        lectureSectionId: ids.chmLecture,
        meetings: at(dayOfWeek, '14:00', '16:00'),
      });
    ids.chmLabA = (await lab('1A', 0)).id;
    ids.chmLabB = (await lab('1B', 5)).id;

    const [category] = await db
      .insert(planCategories)
      .values({
        programId: student.programId,
        code: 'CORE',
        nameEn: 'Core',
        nameAr: 'إجباري',
        requiredCredits: 12,
        sortOrder: 1,
      })
      .returning();
    if (!category) throw new Error('no category');
    await db.insert(planCategoryCourses).values(
      [csc, mth, phy, art].map((course) => ({
        categoryId: category.id,
        courseId: course.id,
        suggestedLevel: 1,
      })),
    );
  });

  afterAll(async () => {
    await subject.close();
  });

  beforeEach(async () => {
    // Every test starts from the same timetable (CSC 201 section 1, MTH 201 section 1) and an empty cart.
    await db.delete(addDropCartChanges).where(eq(addDropCartChanges.studentId, studentId));
  });

  describe('GET /api/AddDrop/GetStudentData', () => {
    it('answers the student, credits held, limits and the open window', async () => {
      const answer = await call(addDropStudentData.nullable(), 'GET', '/api/AddDrop/GetStudentData');
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject).toMatchObject({
        StudentCode: studentCode,
        RegisteredCredits: 6,
        CreditLimits: { Min: 0, Max: 9 },
        WindowOpen: true,
        Term: { NameEn: 'Spring 2027' },
      });
    });
  });

  describe('GET /api/AddDrop/GetStudentCategories', () => {
    it('lists the plan with each course in progress or eligible', async () => {
      const answer = await call(studentCategories.nullable(), 'GET', '/api/AddDrop/GetStudentCategories');
      const courses = answer.ReturnObject?.Categories[0]?.Courses ?? [];
      expect(courses.map((course) => [course.CourseCode, course.State])).toEqual([
        ['ART 101', 'eligible'],
        ['CSC 201', 'in_progress'],
        ['MTH 201', 'in_progress'],
        ['PHY 101', 'eligible'],
      ]);
    });

    it("refuses another student's code and tells nothing about them", async () => {
      const answer = await call(
        studentCategories.nullable(),
        'GET',
        `/api/AddDrop/GetStudentCategories?studentcode=${otherCode}`,
      );
      expect(answer).toEqual({
        Status: '403',
        ReturnObject: null,
        Message: 'You can only see and change your own registration.',
      });
    });
  });

  describe('POST /api/AddDrop/GetCourseSections', () => {
    it('answers the sections with seats left, the held one and clashes with other courses', async () => {
      const answer = await call(courseSections.nullable(), 'POST', '/api/AddDrop/GetCourseSections', {
        CourseId: ids.phy,
      });
      expect(answer.ReturnObject?.Sections).toEqual([
        expect.objectContaining({ SectionId: ids.phyOne, SeatsLeft: 40, Registered: false, Clash: null }),
      ]);
      const csc = await call(courseSections.nullable(), 'POST', '/api/AddDrop/GetCourseSections', {
        CourseId: ids.csc,
      });
      expect(csc.ReturnObject?.Sections.map((s) => [s.SectionNo, s.Registered, s.SeatsLeft])).toEqual([
        ['1', true, 39],
        ['2', false, 40],
      ]);
    });
  });

  describe('cart changes', () => {
    it('adds, drops and removes with the resulting timetable and credits', async () => {
      const start = await cart();
      expect(start.ReturnObject.Changes).toEqual([]);
      const added = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempAddCourse', {
        SectionIds: [ids.phyOne],
        Version: start.ReturnObject.Version,
      });
      expect(added.Status).toBe('200');
      expect(added.ReturnObject?.Version).toBe(start.ReturnObject.Version + 1);
      expect(added.ReturnObject?.ResultingCredits).toBe(9);
      expect(added.ReturnObject?.ResultingTimetable.map((s) => s.CourseCode)).toEqual([
        'CSC 201',
        'MTH 201',
        'PHY 101',
      ]);
      const dropped = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempDropCourse', {
        CourseId: ids.mth,
        Version: added.ReturnObject?.Version,
      });
      expect(dropped.ReturnObject?.ResultingCredits).toBe(6);
      const change = dropped.ReturnObject?.Changes.find((c) => c.Kind === 'drop');
      const removed = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/RemoveFromTmpAddDrop', {
        ChangeId: change?.ChangeId,
        Version: dropped.ReturnObject?.Version,
      });
      expect(removed.ReturnObject?.Changes.map((c) => [c.Kind, c.Section.CourseCode])).toEqual([
        ['add', 'PHY 101'],
      ]);
      expect(await held(studentId)).toEqual([ids.cscOne, ids.mthOne].sort((a, b) => a - b));
    });

    it('refuses a stale version (a double submission) and changes nothing', async () => {
      const { Version } = (await cart()).ReturnObject;
      const first = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempAddCourse', {
        SectionIds: [ids.phyOne],
        Version,
      });
      expect(first.Status).toBe('200');
      const again = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempAddCourse', {
        SectionIds: [ids.artFull],
        Version,
      });
      expect(again.Status).toBe('409');
      expect(again.Message).toBe(
        'Your cart changed in another window or tab since this page showed it. Nothing was changed; here is your cart as it is now.',
      );
      expect(again.ReturnObject?.Changes.map((c) => c.Section.CourseCode)).toEqual(['PHY 101']);
      expect(again.ReturnObject?.Version).toBe(Version + 1);
    });

    it('refuses a section already held or a course not held, changing nothing', async () => {
      const { Version } = (await cart()).ReturnObject;
      const held = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempAddCourse', {
        SectionIds: [ids.cscOne],
        Version,
      });
      expect([held.Status, held.Message]).toEqual(['409', 'You already hold CSC 201 section 1.']);
      const notHeld = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempDropCourse', {
        CourseId: ids.phy,
        Version,
      });
      expect([notHeld.Status, notHeld.Message]).toEqual([
        '404',
        'You do not hold this course this term, so there is nothing to drop.',
      ]);
      expect((await cart()).ReturnObject).toMatchObject({ Version, Changes: [] });
    });

    it('names a field that does not match its schema in Arabic for an Arabic request, changing nothing', async () => {
      const { Version } = (await cart()).ReturnObject;
      const ask = (language?: string) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/AddDrop/InsertTempAddCourse',
          headers: language ? { ...headers, 'accept-language': language } : headers,
          payload: { SectionIds: 'CSC 201', Version },
        });
      const arabic = await ask('ar');
      expect(arabic.statusCode).toBe(422);
      expect(errorEnvelope.parse(arabic.json()).Message).toMatch(/^الحقل body\.SectionIds غير صالح: /);
      const english = await ask();
      expect(errorEnvelope.parse(english.json()).Message).toMatch(/^body\.SectionIds: /);
      expect((await cart()).ReturnObject).toMatchObject({ Version, Changes: [] });
    });

    it("refuses another student's code on every write, changing nothing", async () => {
      const { Version } = (await cart()).ReturnObject;
      for (const [url, body] of [
        ['/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.phyOne] }],
        ['/api/AddDrop/InsertTempDropCourse', { CourseId: ids.mth }],
        ['/api/AddDrop/Save', {}],
      ] as const) {
        const answer = await call(addDropCart.nullable(), 'POST', url, {
          ...body,
          Version,
          StudentCode: otherCode,
        });
        expect(answer).toEqual({
          Status: '403',
          ReturnObject: null,
          Message: 'You can only see and change your own registration.',
        });
      }
      expect((await cart()).ReturnObject).toMatchObject({ Version, Changes: [] });
    });
  });

  describe('POST /api/AddDrop/Save', () => {
    const put = async (url: string, body: object) => {
      const { Version } = (await cart()).ReturnObject;
      const answer = await call(addDropCart.nullable(), 'POST', url, { ...body, Version });
      expect(answer.Status).toBe('200');
    };
    const save = async (version?: number) =>
      call(addDropSaveResponse.nullable(), 'POST', '/api/AddDrop/Save', {
        Version: version ?? (await cart()).ReturnObject.Version,
      });

    it('swaps a section: the old seat is freed and the new one taken, in one go', async () => {
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.csc });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.cscTwo] });
      const before = { one: await seatsOf(ids.cscOne), two: await seatsOf(ids.cscTwo) };
      const answer = await save();
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject).toMatchObject({ Committed: true, Refusals: [], Credits: 6 });
      expect(answer.ReturnObject?.Timetable.map((s) => [s.CourseCode, s.SectionNo])).toEqual([
        ['CSC 201', '2'],
        ['MTH 201', '1'],
      ]);
      expect(await held(studentId)).toEqual([ids.cscTwo, ids.mthOne].sort((a, b) => a - b));
      expect(await seatsOf(ids.cscOne)).toBe((before.one ?? 0) - 1);
      expect(await seatsOf(ids.cscTwo)).toBe((before.two ?? 0) + 1);
      expect((await cart()).ReturnObject.Changes).toEqual([]);

      // And back, so the other tests start from section 1.
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.csc });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.cscOne] });
      expect((await save()).Status).toBe('200');
    });

    it('swaps a lab under the same lecture: the lecture keeps its seat, the labs change', async () => {
      await buildRegistration(db, { studentId, sectionId: ids.chmLecture });
      await buildRegistration(db, { studentId, sectionId: ids.chmLabA });
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.chm });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.chmLecture, ids.chmLabB] });
      // The cart foresees no problem: the lab is judged with the lecture that stays.
      expect((await cart()).ReturnObject.Problems).toEqual([]);
      const before = {
        lecture: await seatsOf(ids.chmLecture),
        a: await seatsOf(ids.chmLabA),
        b: await seatsOf(ids.chmLabB),
      };
      const answer = await save();
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject?.Committed).toBe(true);
      expect(await held(studentId)).toEqual(
        [ids.cscOne, ids.mthOne, ids.chmLecture, ids.chmLabB].sort((a, b) => a - b),
      );
      expect(await seatsOf(ids.chmLecture)).toBe(before.lecture);
      expect(await seatsOf(ids.chmLabA)).toBe((before.a ?? 0) - 1);
      expect(await seatsOf(ids.chmLabB)).toBe((before.b ?? 0) + 1);

      // And the course dropped, so the other tests start from the same timetable.
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.chm });
      expect((await save()).Status).toBe('200');
      expect(await held(studentId)).toEqual([ids.cscOne, ids.mthOne].sort((a, b) => a - b));
    });

    it('refuses the whole cart when one add is full: no seat taken, no seat freed', async () => {
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.mth });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.artFull] });
      const version = (await cart()).ReturnObject.Version;
      const answer = await save(version);
      expect(answer.Status).toBe('422');
      expect(answer.Message).toBe('ART 101 section 1 is full.');
      expect(answer.ReturnObject).toMatchObject({
        Committed: false,
        Version: version,
        Refusals: [
          {
            Code: 'section_full',
            Message: 'ART 101 section 1 is full.',
            CourseCode: 'ART 101',
            SectionId: ids.artFull,
          },
        ],
      });
      expect(await held(studentId)).toEqual([ids.cscOne, ids.mthOne].sort((a, b) => a - b));
      expect(await seatsOf(ids.artFull)).toBe(1);
      expect((await cart()).ReturnObject.Changes).toHaveLength(2);
    });

    it('writes a refusal in the app language: Arabic for Accept-Language ar, English without, nothing saved', async () => {
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.mth });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.artFull] });
      const version = (await cart()).ReturnObject.Version;
      const inArabic = { ...headers, 'accept-language': 'ar-EG,ar;q=0.9' };
      const arabic = await call(
        addDropSaveResponse.nullable(),
        'POST',
        '/api/AddDrop/Save',
        { Version: version },
        inArabic,
      );
      expect(arabic.Status).toBe('422');
      expect(arabic.Message).toBe('الشعبة 1 من ART 101 مكتملة.');
      expect(arabic.ReturnObject?.Refusals.map((refusal) => refusal.Message)).toEqual([
        'الشعبة 1 من ART 101 مكتملة.',
      ]);
      const cartInArabic = await call(addDropCart, 'GET', '/api/AddDrop/GetCart', undefined, inArabic);
      expect(cartInArabic.ReturnObject.Problems.map((problem) => problem.Message)).toEqual([
        'الشعبة 1 من ART 101 مكتملة.',
      ]);
      const english = await save(version);
      expect([english.Status, english.Message]).toEqual(['422', 'ART 101 section 1 is full.']);
      expect(await held(studentId)).toEqual([ids.cscOne, ids.mthOne].sort((a, b) => a - b));
      expect(await seatsOf(ids.artFull)).toBe(1);
      const stale = await call(
        addDropCart.nullable(),
        'POST',
        '/api/AddDrop/InsertTempAddCourse',
        {
          SectionIds: [ids.phyOne],
          Version: version - 1,
        },
        inArabic,
      );
      expect([stale.Status, stale.Message]).toEqual([
        '409',
        'تغيّرت سلتك في نافذة أو علامة تبويب أخرى منذ عرض هذه الصفحة. لم يتغير شيء؛ وهذه سلتك كما هي الآن.',
      ]);
      expect((await cart()).ReturnObject.Version).toBe(version);
    });

    it('refuses a clash in the resulting timetable, naming both sections and the meeting', async () => {
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.csc });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.cscTwo] });
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.phyOne] });
      const cartNow = (await cart()).ReturnObject;
      expect(cartNow.Problems.map((p) => p.Code)).toEqual(['time_conflict']);
      const answer = await save(cartNow.Version);
      expect(answer.Status).toBe('422');
      expect(answer.ReturnObject?.Refusals).toEqual([
        {
          Code: 'time_conflict',
          Message: 'CSC 201 section 2 clashes with PHY 101 section 1 on Tuesday 13:00–14:30.',
          CourseCode: 'CSC 201',
          SectionId: ids.cscTwo,
        },
      ]);
      expect(await held(studentId)).toEqual([ids.cscOne, ids.mthOne].sort((a, b) => a - b));
    });

    it('refuses a second submission of the same version: the first saved, the second changes nothing', async () => {
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.phyOne] });
      const version = (await cart()).ReturnObject.Version;
      const [first, second] = [await save(version), await save(version)];
      expect(first.Status).toBe('200');
      expect(second.Status).toBe('409');
      expect(second.ReturnObject?.Refusals.map((r) => r.Code)).toEqual(['stale_cart']);
      expect(await seatsOf(ids.phyOne)).toBe(1);
      // Give PHY back for the other tests.
      await put('/api/AddDrop/InsertTempDropCourse', { CourseId: ids.phy });
      expect((await save()).Status).toBe('200');
    });

    it('refuses an empty cart', async () => {
      const answer = await save();
      expect([answer.Status, answer.Message]).toEqual([
        '422',
        'Your cart is empty: add or drop a course first.',
      ]);
    });

    it('refuses every change outside the add/drop window, with its dates', async () => {
      await put('/api/AddDrop/InsertTempAddCourse', { SectionIds: [ids.phyOne] });
      const version = (await cart()).ReturnObject.Version;
      const closedAt = new Date(Date.now() - 60_000);
      await db
        .update(termWindows)
        .set({ opensAt: new Date(Date.now() - 86_400_000), closesAt: closedAt })
        .where(and(eq(termWindows.termId, termId), eq(termWindows.kind, 'add_drop')));
      try {
        const answer = await save(version);
        expect(answer.Status).toBe('423');
        expect(answer.Message).toMatch(/^Add\/drop closed on .+; it was open from .+\.$/);
        expect(await seatsOf(ids.phyOne)).toBe(0);
        const add = await call(addDropCart.nullable(), 'POST', '/api/AddDrop/InsertTempAddCourse', {
          SectionIds: [ids.artFull],
          Version: version,
        });
        expect(add.Status).toBe('423');
        expect(add.ReturnObject?.Version).toBe(version);
      } finally {
        await db
          .update(termWindows)
          .set({ opensAt: new Date(Date.now() - 3_600_000), closesAt: new Date(Date.now() + 86_400_000) })
          .where(and(eq(termWindows.termId, termId), eq(termWindows.kind, 'add_drop')));
      }
    });

    it("leaves another student's cart and seats alone", async () => {
      const theirs = await call(addDropCart, 'GET', '/api/AddDrop/GetCart', undefined, otherHeaders);
      expect(theirs.ReturnObject.Changes).toEqual([]);
      expect(theirs.ReturnObject.ResultingTimetable.map((s) => s.CourseCode)).toEqual(['ART 101']);
    });
  });
});
