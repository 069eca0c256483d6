import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, orderCoursesResponse, type OrderCourse } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildAbsence,
  buildClassSession,
  buildCourse,
  buildExam,
  buildExamSeat,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { buildOrder, buildOrderType } from '../../test/orders-factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { registrations } from '../registration/schema.js';
import { termWindows } from '../academic/schema.js';
import { fulfilOrder } from './fulfilment.js';
import { orders } from './schema.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
const courses = envelope(orderCoursesResponse);

describe('course choices of course requests', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let otherHeaders: { authorization: string };
  let studentId = 0;
  let termId = 0;
  let pastTermId = 0;
  const lectures = new Map<string, number>();
  const registrationOf = new Map<string, number>();
  const db = () => subject.database.handle.db;

  const ask = async (url: string, as = headers, payload: object = {}): Promise<OrderCourse[]> => {
    const response = url.includes('StudentPetition')
      ? await subject.app.inject({ method: 'GET', url, headers: as })
      : await subject.app.inject({ method: 'POST', url, headers: as, payload });
    expect(response.statusCode).toBe(200);
    const body = courses.parse(response.json());
    return body.ReturnObject;
  };
  const byCode = (list: readonly OrderCourse[]) => new Map(list.map((course) => [course.CourseCode, course]));

  beforeAll(async () => {
    subject = await buildTestApp();
    const term = await buildTerm(db(), { isCurrent: true, code: 'CUR-TERM', nameEn: 'Current term' });
    termId = term.id;
    pastTermId = (await buildTerm(db(), { code: 'PAST-TERM', startsOn: '2000-01-01', endsOn: '2000-05-30' }))
      .id;
    // The ordinary withdrawal window closed yesterday; the finals open in ten days: late drops are open.
    await buildTermWindow(db(), { termId, kind: 'withdrawal', opensAt: at(-30), closesAt: at(-1) });
    await buildTermWindow(db(), { termId, kind: 'final_exams', opensAt: at(10), closesAt: at(20) });
    const student = await buildStudent(db());
    studentId = student.id;
    headers = await studentAuthorization(subject.app, student);
    otherHeaders = await studentAuthorization(subject.app, await buildStudent(db()));
    for (const code of ['ABS 101', 'MID 102', 'FIN 103', 'OK 104']) {
      const course = await buildCourse(db(), { code });
      const section = await buildSection(db(), { termId, courseId: course.id });
      lectures.set(code, section.id);
      const registration = await buildRegistration(db(), { studentId, sectionId: section.id });
      registrationOf.set(code, registration.id);
      // Four sessions each; two absences from ABS 101 (50 %): past the 25 % denial limit.
      for (let week = 1; week <= 4; week++) {
        const session = await buildClassSession(db(), { sectionId: section.id, startsAt: at(-7 * week) });
        if (code === 'ABS 101' && week <= 2) await buildAbsence(db(), { studentId, sessionId: session.id });
      }
      if (code === 'MID 102') {
        const midterm = await buildExam(db(), {
          termId,
          courseId: course.id,
          kind: 'midterm',
          startsAt: at(-20),
          endsAt: new Date(at(-20).getTime() + 3_600_000),
          scoresPublishedAt: at(-10),
        });
        await buildExamSeat(db(), { examId: midterm.id, studentId, score: 9 });
      }
      if (code === 'FIN 103') {
        const final = await buildExam(db(), {
          termId,
          courseId: course.id,
          kind: 'final',
          startsAt: at(-2),
          endsAt: new Date(at(-2).getTime() + 3_600_000),
        });
        await buildExamSeat(db(), { examId: final.id, studentId, absent: true });
      }
    }
    // A graded past term: what a recalculation petition may name.
    const past = await buildCourse(db(), { code: 'OLD 201' });
    const pastSection = await buildSection(db(), { termId: pastTermId, courseId: past.id });
    await buildRegistration(db(), { studentId, sectionId: pastSection.id, status: 'completed', grade: 'C+' });
    const withdrawn = await buildCourse(db(), { code: 'WDN 202' });
    const withdrawnSection = await buildSection(db(), { termId: pastTermId, courseId: withdrawn.id });
    await buildRegistration(db(), {
      studentId,
      sectionId: withdrawnSection.id,
      status: 'withdrawn',
      grade: 'W',
    });
  });

  afterAll(async () => {
    await subject.close();
  });

  describe('POST /api/Orders/GetStudentDropCourses', () => {
    it('offers every course being taught, WU where attendance or the midterm is failing, W otherwise', async () => {
      const list = byCode(await ask('/api/Orders/GetStudentDropCourses'));
      expect([...list.keys()].sort()).toEqual(['ABS 101', 'FIN 103', 'MID 102', 'OK 104']);
      expect(list.get('ABS 101')?.DropGrade).toBe('WU');
      expect(list.get('MID 102')?.DropGrade).toBe('WU');
      expect(list.get('OK 104')?.DropGrade).toBe('W');
      expect(list.get('OK 104')?.NotAvailableReason).toBeNull();
      expect(list.get('OK 104')?.RegistrationId).toBe(registrationOf.get('OK 104'));
    });

    it('sends the student to the ordinary withdrawal while its window is open', async () => {
      await db()
        .update(termWindows)
        .set({ closesAt: at(1) })
        .where(eq(termWindows.kind, 'withdrawal'));
      try {
        const list = await ask('/api/Orders/GetStudentDropCourses');
        expect(list.length).toBe(4);
        expect(
          list.every((course) => course.NotAvailableReason?.includes('withdrawal period is still open')),
        ).toBe(true);
      } finally {
        await db()
          .update(termWindows)
          .set({ closesAt: at(-1) })
          .where(eq(termWindows.kind, 'withdrawal'));
      }
    });

    it('marks a course with an open late-drop request, in the student’s language', async () => {
      const type = await buildOrderType(db(), { purpose: 'late-drop', office: 'registrar' });
      const order = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'submitted',
        registrationId: registrationOf.get('OK 104') ?? 0,
      });
      const arabic = { ...headers, 'accept-language': 'ar' };
      const list = byCode(await ask('/api/Orders/GetStudentDropCourses', arabic));
      expect(list.get('OK 104')?.NotAvailableReason).toBe('لديك طلب مفتوح بالفعل بشأن هذا المقرر.');
      expect(list.get('ABS 101')?.NotAvailableReason).toBeNull();
      await db().delete(orders).where(eq(orders.id, order.id));
    });

    it('lists nothing of this student for another student', async () => {
      expect(await ask('/api/Orders/GetStudentDropCourses', otherHeaders)).toEqual([]);
    });
  });

  describe('POST /api/Orders/GetStudentWUDropCourses', () => {
    it('lists only the courses a late drop would record as WU', async () => {
      const list = await ask('/api/Orders/GetStudentWUDropCourses');
      expect(list.map((course) => course.CourseCode).sort()).toEqual(['ABS 101', 'MID 102']);
    });
  });

  describe('POST /api/Orders/GetStudentMakeUpCourse', () => {
    it('lists the courses whose final the student was marked absent at', async () => {
      const list = await ask('/api/Orders/GetStudentMakeUpCourse');
      expect(list.map((course) => course.CourseCode)).toEqual(['FIN 103']);
    });
  });

  describe('POST /api/Orders/GetStudentCoursesWorkSubmission and GetStudentCourses', () => {
    it('lists the current courses being taught', async () => {
      for (const url of ['/api/Orders/GetStudentCoursesWorkSubmission', '/api/Orders/GetStudentCourses']) {
        const list = await ask(url);
        expect(list.map((course) => course.CourseCode).sort()).toEqual([
          'ABS 101',
          'FIN 103',
          'MID 102',
          'OK 104',
        ]);
        expect(list.every((course) => course.DropGrade === null && course.Grade === null)).toBe(true);
      }
    });
  });

  describe('GET /api/StudentPetition/GetStudentCourses', () => {
    it('lists the published grades of the latest graded term, never a W', async () => {
      const list = await ask('/api/StudentPetition/GetStudentCourses');
      expect(list.map((course) => [course.CourseCode, course.Grade])).toEqual([['OLD 201', 'C+']]);
    });
  });

  describe('late drop fulfilment', () => {
    const fulfil = async (code: string) => {
      const type = await buildOrderType(db(), { purpose: 'late-drop', office: 'registrar' });
      const order = await buildOrder(db(), {
        studentId,
        termId,
        orderTypeId: type.id,
        state: 'fulfilled',
        registrationId: registrationOf.get(code) ?? 0,
      });
      return db().transaction((tx) => fulfilOrder(tx, order, type, 1, new Date(), subject.app.files));
    };
    const registrationRow = async (code: string) =>
      (
        await db()
          .select()
          .from(registrations)
          .where(eq(registrations.id, registrationOf.get(code) ?? 0))
      )[0];

    it('records W on a course the student is passing, and WU on one past the attendance limit', async () => {
      expect((await fulfil('OK 104')).kind).toBe('fulfilled');
      expect(await registrationRow('OK 104')).toMatchObject({ status: 'withdrawn', grade: 'W' });
      expect((await fulfil('ABS 101')).kind).toBe('fulfilled');
      expect(await registrationRow('ABS 101')).toMatchObject({ status: 'withdrawn', grade: 'WU' });
    });

    it('refuses once teaching has ended, and changes nothing', async () => {
      await db()
        .update(termWindows)
        .set({ opensAt: at(-1) })
        .where(eq(termWindows.kind, 'final_exams'));
      try {
        const before = await registrationRow('MID 102');
        expect(await fulfil('MID 102')).toMatchObject({ kind: 'refused', status: '409' });
        expect(await registrationRow('MID 102')).toEqual(before);
      } finally {
        await db()
          .update(termWindows)
          .set({ opensAt: at(10) })
          .where(eq(termWindows.kind, 'final_exams'));
      }
    });

    it('never drops the last course of the term', async () => {
      expect((await fulfil('MID 102')).kind).toBe('fulfilled');
      expect(await registrationRow('MID 102')).toMatchObject({ status: 'withdrawn', grade: 'WU' });
      const before = await registrationRow('FIN 103');
      expect(await fulfil('FIN 103')).toMatchObject({ kind: 'refused', status: '409' });
      expect(await registrationRow('FIN 103')).toEqual(before);
    });

    it('refuses a course already withdrawn and changes nothing', async () => {
      const before = await registrationRow('OK 104');
      const outcome = await fulfil('OK 104');
      expect(outcome).toMatchObject({ kind: 'refused', status: '409' });
      expect(await registrationRow('OK 104')).toEqual(before);
    });
  });
});
