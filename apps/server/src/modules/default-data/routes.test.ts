import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  examAuthData,
  getFacultiesResponse,
  impersonationSession,
  studentAuthData,
  studentData,
} from '@portal/contract';
import type { Faculty, Program, Term } from '../academic/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildStudentBlock,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('DefaultData', () => {
  let subject: TestApp;
  let faculty: Faculty;
  let program: Program;
  let current: Term;
  let admitted: Term;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    faculty = await buildFaculty(db, { nameEn: 'Faculty of Pharmacy', nameAr: 'كلية الصيدلة' });
    program = await buildProgram(db, { facultyId: faculty.id, nameEn: 'Pharm D', nameAr: 'فارم دي' });
    admitted = await buildTerm(db);
    current = await buildTerm(db, { isCurrent: true });
    const now = Date.now();
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'add_drop',
      opensAt: new Date(now - DAY),
      closesAt: new Date(now + 2 * DAY),
    });
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'advising',
      opensAt: new Date(now - 2 * DAY),
      closesAt: new Date(now + DAY),
    });
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'advising_preview',
      opensAt: new Date(now - 9 * DAY),
      closesAt: new Date(now - 8 * DAY),
    });
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'final_exams',
      opensAt: new Date(now + 40 * DAY),
      closesAt: new Date(now + 50 * DAY),
    });
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'midterm_exams',
      opensAt: new Date(now + 10 * DAY),
      closesAt: new Date(now + 15 * DAY),
    });
  });
  afterAll(() => subject.close());

  async function call<T>(
    url: string,
    headers: { authorization: string },
    schema: { parse(value: unknown): T },
  ) {
    const response = await subject.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return schema.parse(response.json());
  }
  async function registeredStudent() {
    const db = subject.database.handle.db;
    const student = await buildStudent(db, { programId: program.id, admittedTermId: admitted.id, level: 3 });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: (await buildSection(db, { termId: current.id })).id,
    });
    return student;
  }

  describe('GET /api/DefaultData/GetStudentData', () => {
    it('answers the signed-in student’s profile in both languages', async () => {
      const db = subject.database.handle.db;
      const student = await buildStudent(db, {
        programId: program.id,
        admittedTermId: admitted.id,
        nameEn: 'Mariam Hany Saleh',
        nameAr: 'مريم هاني صالح',
        level: 3,
        standing: 'honors',
      });
      await buildStudent(db, { programId: program.id });
      const data = await call(
        '/api/DefaultData/GetStudentData',
        await studentAuthorization(subject.app, student),
        envelope(studentData),
      );
      expect(data).toEqual({
        Status: '200',
        ReturnObject: {
          StudentId: student.id,
          StudentENName: 'Mariam Hany Saleh',
          StudentARName: 'مريم هاني صالح',
          StudentCode: student.code,
          Email: student.email,
          FacultyId: program.facultyId,
          FacultyCode: faculty.code,
          FacultyENName: 'Faculty of Pharmacy',
          FacultyARName: 'كلية الصيدلة',
          ProgramId: program.id,
          ProgramCode: program.code,
          ProgramENName: 'Pharm D',
          ProgramARName: 'فارم دي',
          Level: 3,
          Standing: 'honors',
          Status: 'active',
          AdmittedTermCode: admitted.code,
          AdmittedTermENName: admitted.nameEn,
          AdmittedTermARName: admitted.nameAr,
        },
      });
    });

    it('is for students only: a staff token is refused and no token is 401', async () => {
      const staff = await buildStaffMember(subject.database.handle.db, { passwordHash: '$argon2id$unused' });
      const refused = await subject.app.inject({
        method: 'GET',
        url: '/api/DefaultData/GetStudentData',
        headers: await staffAuthorization(subject.app, staff),
      });
      expect(refused.statusCode).toBe(403);
      const anonymous = await subject.app.inject({ method: 'GET', url: '/api/DefaultData/GetStudentData' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /api/DefaultData/GetStudentAuthData', () => {
    it('says the student may use the portal and lists the open windows by closing time and the ones to come', async () => {
      const student = await registeredStudent();
      const data = await call(
        '/api/DefaultData/GetStudentAuthData',
        await studentAuthorization(subject.app, student),
        envelope(studentAuthData),
      );
      const auth = data.ReturnObject;
      expect(auth).toMatchObject({
        CanUsePortal: true,
        Status: 'active',
        Block: null,
        Impersonated: false,
        CurrentTerm: { Code: current.code, NameEn: current.nameEn, NameAr: current.nameAr },
      });
      expect(auth.OpenWindows.map((window) => window.Kind)).toEqual(['advising', 'add_drop']);
      expect(auth.UpcomingWindows.map((window) => window.Kind)).toEqual(['midterm_exams', 'final_exams']);
      expect(Date.parse(auth.OpenWindows[0]?.ClosesAt ?? '')).toBeGreaterThan(Date.now());
    });

    it('names the block in force, with its period, for a blocked student', async () => {
      const db = subject.database.handle.db;
      const student = await buildStudent(db, { programId: program.id });
      const until = new Date(Date.now() + 5 * DAY);
      const block = await buildStudentBlock(db, {
        studentId: student.id,
        reason: 'Visit the Dean’s office.',
        endsAt: until,
      });
      const auth = (
        await call(
          '/api/DefaultData/GetStudentAuthData',
          await studentAuthorization(subject.app, student),
          envelope(studentAuthData),
        )
      ).ReturnObject;
      expect(auth.CanUsePortal).toBe(false);
      expect(auth.Block).toEqual({
        Reason: 'Visit the Dean’s office.',
        Since: block.startsAt.toISOString(),
        Until: until.toISOString(),
      });
    });

    it('says when staff are acting as the student', async () => {
      const db = subject.database.handle.db;
      const student = await buildStudent(db, { programId: program.id });
      const registrar = await buildStaffMember(db, { roles: ['registrar'] });
      const started = await subject.app.inject({
        method: 'POST',
        url: '/api/Student/impersonate',
        headers: await staffAuthorization(subject.app, registrar),
        payload: { UserName: student.email, Reason: 'Ticket REG-2002' },
      });
      const token = envelope(impersonationSession.nullable()).parse(started.json()).ReturnObject
        ?.access_token;
      const auth = (
        await call(
          '/api/DefaultData/GetStudentAuthData',
          { authorization: `Bearer ${token ?? ''}` },
          envelope(studentAuthData),
        )
      ).ReturnObject;
      expect(auth.Impersonated).toBe(true);
    });
  });

  describe('GET /api/DefaultData/GetExamAuthData', () => {
    it('admits a registered student in good order and names the next exam period', async () => {
      const student = await registeredStudent();
      const data = (
        await call(
          '/api/DefaultData/GetExamAuthData',
          await studentAuthorization(subject.app, student),
          envelope(examAuthData),
        )
      ).ReturnObject;
      expect(data).toMatchObject({
        Admitted: true,
        Reasons: [],
        RegisteredSections: 1,
        ExamPeriod: { Kind: 'midterm_exams' },
        CurrentTerm: { Code: current.code },
      });
    });

    it('gives every reason a student is barred, and only that student’s', async () => {
      const db = subject.database.handle.db;
      const barred = await registeredStudent();
      await buildStudentBlock(db, {
        studentId: barred.id,
        scope: 'exams',
        reason: 'Unpaid tuition: visit Finance.',
      });
      const unregistered = await buildStudent(db, { programId: program.id, status: 'suspended' });
      const first = (
        await call(
          '/api/DefaultData/GetExamAuthData',
          await studentAuthorization(subject.app, barred),
          envelope(examAuthData),
        )
      ).ReturnObject;
      expect(first.Admitted).toBe(false);
      expect(first.Reasons).toEqual([{ Code: 'exam_block', Message: 'Unpaid tuition: visit Finance.' }]);
      const second = (
        await call(
          '/api/DefaultData/GetExamAuthData',
          await studentAuthorization(subject.app, unregistered),
          envelope(examAuthData),
        )
      ).ReturnObject;
      expect(second.Reasons.map((reason) => reason.Code)).toEqual(['not_active', 'not_registered']);
      expect(second.RegisteredSections).toBe(0);
    });
  });

  describe('GET /api/Student/GetFaculties', () => {
    it('answers the catalogue to a signed-in student', async () => {
      const student = await buildStudent(subject.database.handle.db, { programId: program.id });
      const faculties = (
        await call(
          '/api/Student/GetFaculties',
          await studentAuthorization(subject.app, student),
          envelope(getFacultiesResponse),
        )
      ).ReturnObject;
      const pharmacy = faculties.find((faculty) => faculty.FacultyId === program.facultyId);
      expect(pharmacy?.NameEn).toBe('Faculty of Pharmacy');
      expect(pharmacy?.Programs.map((entry) => entry.ProgramId)).toEqual([program.id]);
    });
  });
});
