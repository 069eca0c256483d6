import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adviseScheduleResponse, advisingPreview, buildSchedulesResponse, envelope } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildEnrolment,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { studentAuthorization } from '../../test/sessions.js';
import { courseRequisites, planCategories, planCategoryCourses, sections } from '../academic/schema.js';
import { studentContactDetails } from '../contact/schema.js';
import { advisingEvents, registrations } from '../registration/schema.js';

/**
 * Mariam, Computer Science: passed CSC 101 (A) and MTH 101 (B) last year; holds CSC 201 section 1 this
 * term. The plan: Core (CSC 101, CSC 201, CSC 301 needing CSC 201, MTH 101) and Electives (ART 101).
 */
describe('advising preview, requirement sheet and schedule builder', () => {
  let subject: TestApp;
  let db: TestApp['database']['handle']['db'];
  let headers: { authorization: string };
  let studentId = 0;
  let otherCode = '';
  const ids = {
    cscTwo: 0,
    cscTwoOne: 0,
    cscTwoTwo: 0,
    project: 0,
    thesis: 0,
    art: 0,
    artOne: 0,
    artTwo: 0,
    mthTwo: 0,
    mthTwoOne: 0,
    mthTwoTwo: 0,
  };

  const call = async <S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const response = await subject.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    return envelope(schema).parse(response.json());
  };
  const heldIds = async () =>
    (
      await db
        .select({ sectionId: registrations.sectionId })
        .from(registrations)
        .where(and(eq(registrations.studentId, studentId), eq(registrations.status, 'registered')))
    )
      .map((row) => row.sectionId)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    subject = await buildTestApp({
      UNIVERSITY_NAME_EN: 'Nile Delta University',
      TUITION_PER_CREDIT: '3500',
      TERM_FEES: '2500',
      CREDIT_LIMITS: 'good:0-18,honors:0-21,warning:0-15,probation:0-12',
      CREDIT_LIMIT_HIGH_GPA: 'none',
    });
    db = subject.database.handle.db;
    const program = await buildProgram(db, { nameEn: 'Computer Science', degree: 'BSc' });
    const past = await buildTerm(db, { nameEn: 'Fall 2025', startsOn: '2025-09-20', endsOn: '2026-01-31' });
    const term = await buildTerm(db, { nameEn: 'Spring 2027', isCurrent: true });
    await buildTermWindow(db, { termId: term.id, kind: 'advising' });
    await buildTermWindow(db, { termId: term.id, kind: 'advising_preview' });
    const student = await buildStudent(db, {
      programId: program.id,
      nameEn: 'Mariam Adel Hassan',
      code: '2025-10457',
    });
    const other = await buildStudent(db, { programId: program.id, code: '2025-99999', nameEn: 'Omar Other' });
    studentId = student.id;
    otherCode = other.code;
    headers = await studentAuthorization(subject.app, student);
    await db.insert(studentContactDetails).values({
      studentId,
      termId: term.id,
      phone: '+20 100 000 0000',
      address: '1 Nile Street, Mansoura',
      emergencyContactName: 'A Parent',
      emergencyContactPhone: '+20 100 000 0001',
      emergencyContactRelation: 'Parent',
    });

    const course = (code: string, titleEn: string, credits = 3) =>
      buildCourse(db, { code, titleEn, credits });
    const csc101 = await course('CSC 101', 'Programming I');
    const csc201 = await course('CSC 201', 'Data Structures');
    const csc301 = await course('CSC 301', 'Algorithms');
    const mth101 = await course('MTH 101', 'Calculus I');
    const mth201 = await course('MTH 201', 'Linear Algebra');
    const art = await course('ART 101', 'Drawing', 2);
    const project = await course('PRJ 499', 'Graduation Project', 12);
    const thesis = await course('THS 499', 'Thesis', 9);
    ids.art = art.id;
    ids.cscTwo = csc201.id;
    ids.project = project.id;
    ids.thesis = thesis.id;
    ids.mthTwo = mth201.id;
    await db
      .insert(courseRequisites)
      .values({ courseId: csc301.id, requiredCourseId: csc201.id, kind: 'pre' });
    await buildEnrolment(db, { studentId, termId: past.id, course: csc101, status: 'completed', grade: 'A' });
    await buildEnrolment(db, { studentId, termId: past.id, course: mth101, status: 'completed', grade: 'B' });
    const at = (dayOfWeek: number, startsAt: string, endsAt: string) => [
      { dayOfWeek, startsAt, endsAt, room: 'B1-101' },
    ];
    ids.cscTwoOne = (
      await buildSection(db, {
        termId: term.id,
        courseId: csc201.id,
        sectionNo: '1',
        meetings: at(1, '08:30', '10:00'),
      })
    ).id;
    await buildRegistration(db, { studentId, sectionId: ids.cscTwoOne });
    ids.cscTwoTwo = (
      await buildSection(db, {
        termId: term.id,
        courseId: csc201.id,
        sectionNo: '2',
        meetings: at(4, '08:30', '10:00'),
      })
    ).id;
    await buildSection(db, { termId: term.id, courseId: project.id, meetings: at(0, '12:00', '15:00') });
    await buildSection(db, { termId: term.id, courseId: thesis.id, meetings: at(2, '12:00', '13:00') });
    ids.artOne = (
      await buildSection(db, {
        termId: term.id,
        courseId: art.id,
        sectionNo: '1',
        meetings: at(1, '09:00', '10:30'),
      })
    ).id;
    ids.artTwo = (
      await buildSection(db, {
        termId: term.id,
        courseId: art.id,
        sectionNo: '2',
        meetings: at(3, '12:00', '13:30'),
      })
    ).id;
    ids.mthTwoOne = (
      await buildSection(db, {
        termId: term.id,
        courseId: mth201.id,
        sectionNo: '1',
        meetings: at(2, '08:00', '09:30'),
      })
    ).id;
    ids.mthTwoTwo = (
      await buildSection(db, {
        termId: term.id,
        courseId: mth201.id,
        sectionNo: '2',
        meetings: at(3, '12:30', '14:00'),
      })
    ).id;

    const category = async (code: string, nameEn: string, requiredCredits: number, sortOrder: number) => {
      const [row] = await db
        .insert(planCategories)
        .values({
          programId: program.id,
          code,
          nameEn,
          nameAr: nameEn,
          requiredCredits,
          sortOrder,
          isElective: code === 'ELEC',
        })
        .returning();
      if (!row) throw new Error('no category');
      return row;
    };
    const core = await category('CORE', 'Core requirements', 12, 1);
    const electives = await category('ELEC', 'Free electives', 4, 2);
    await db.insert(planCategoryCourses).values([
      ...[csc101, csc201, csc301, mth101].map((c) => ({
        categoryId: core.id,
        courseId: c.id,
        suggestedLevel: 1,
      })),
      { categoryId: core.id, courseId: mth201.id, suggestedLevel: 2 },
      { categoryId: electives.id, courseId: art.id, suggestedLevel: 1 },
    ]);
  });

  afterAll(async () => {
    await subject.close();
  });

  describe('GET /api/AdvisingPreview/GetStudentData', () => {
    it('answers the advised timetable, courses, credits and the fee estimate', async () => {
      const answer = await call(advisingPreview.nullable(), 'GET', '/api/AdvisingPreview/GetStudentData');
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject).toMatchObject({
        StudentCode: '2025-10457',
        Term: { NameEn: 'Spring 2027' },
        Courses: [{ CourseCode: 'CSC 201', SectionNos: ['1'], Credits: 3 }],
        Credits: 3,
        Fees: {
          Currency: 'EGP',
          Credits: 3,
          FeePerCredit: 3500,
          Lines: [
            { LabelEn: 'Tuition (3 credits)', Amount: 10_500 },
            { LabelEn: 'Registration and services fees', Amount: 2500 },
          ],
          Total: 13_000,
        },
        WindowOpen: true,
      });
      expect(answer.ReturnObject?.Timetable[0]?.SectionSchedule).toEqual([
        expect.objectContaining({ Day: 1, StartsAt: '08:30', EndsAt: '10:00' }),
      ]);
    });
  });

  describe('POST /api/Advising/ReqSheet', () => {
    it('downloads ReqSheet.pdf: each category with passed, in-progress and remaining courses, credits and the advised courses', async () => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/Advising/ReqSheet',
        headers,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="ReqSheet.pdf"');
      const { text } = await pdfText(response.rawPayload);
      const lines = text.split('\n');
      for (const expected of [
        'Requirement Sheet',
        'Mariam Adel Hassan',
        '2025-10457',
        'Core requirements',
        '6 of 12 credits earned, 3 in progress, 6 still required',
        'Passed (A)',
        'Passed (B)',
        'In progress',
        'Remaining - needs CSC 201',
        'Free electives (electives)',
        '0 of 4 credits earned, 0 in progress, 4 still required',
        'Advised courses - Spring 2027',
        'Data Structures',
      ]) {
        expect(
          lines.some((line) => line.includes(expected)),
          expected,
        ).toBe(true);
      }
      expect(text).toContain('6 earned and 3 in progress of 16 required');
      expect(text).not.toContain('Omar Other');
    });

    it("refuses another student's code and sends no file", async () => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/Advising/ReqSheet',
        headers,
        payload: { StudentCode: otherCode },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        Message: 'You can only see and change your own registration.',
      });
    });
  });

  describe('POST /api/Advising/BuildSchedules', () => {
    it('ranks the conflict-free combinations around the held course', async () => {
      const answer = await call(buildSchedulesResponse, 'POST', '/api/Advising/BuildSchedules', {
        CourseIds: [ids.art, ids.mthTwo],
        Preferences: { NoClassesBefore: '10:00', DaysOff: [], Compact: false },
      });
      // ART 101 section 1 clashes with the held CSC 201 section 1; MTH 201 section 2 clashes with ART section 2.
      expect(answer.ReturnObject.Combinations.map((c) => c.SectionIds)).toEqual([
        [ids.artTwo, ids.mthTwoOne],
      ]);
      expect(answer.ReturnObject).toMatchObject({
        Found: 1,
        Capped: false,
        Limits: { Explored: 5000, Returned: 20 },
        Unplaceable: [],
      });
      expect(answer.ReturnObject.Combinations[0]?.Fit).toMatchObject({
        EarlyMeetings: 2,
        EarliestStart: '08:00',
      });
    });

    it('offers nothing over the credit limit, counting the held course, and says why', async () => {
      const over = await call(buildSchedulesResponse, 'POST', '/api/Advising/BuildSchedules', {
        CourseIds: [ids.project, ids.thesis],
      });
      expect(over.ReturnObject).toMatchObject({
        Combinations: [],
        KeptCredits: 3,
        // Passed A and B: honours, 0–21 here.
        CreditLimits: { Min: 0, Max: 21 },
        Unplaceable: [
          {
            Code: 'credit_limit',
            Message:
              'PRJ 499 and THS 499 make 21 credits and you keep 3: 24 in all, over your limit of 21 this term.',
          },
        ],
      });
      const within = await call(buildSchedulesResponse, 'POST', '/api/Advising/BuildSchedules', {
        CourseIds: [ids.project],
      });
      expect(within.ReturnObject.Combinations).toHaveLength(1);
      expect(within.ReturnObject.Combinations[0]?.Credits).toBe(12);
    });

    it('answers the held sections every combination keeps, drawn with it and counted in its days', async () => {
      const answer = await call(buildSchedulesResponse, 'POST', '/api/Advising/BuildSchedules', {
        CourseIds: [ids.project],
      });
      expect(answer.ReturnObject.Kept.map((s) => [s.SectionId, s.CourseCode, s.Registered])).toEqual([
        [ids.cscTwoOne, 'CSC 201', true],
      ]);
      // Sunday for the project, Monday for the held CSC 201.
      expect(answer.ReturnObject.Combinations[0]?.Fit.DaysOnCampus).toBe(2);
    });

    it('keeps the held seat in a full section, offered first', async () => {
      await db.update(sections).set({ capacity: 1 }).where(eq(sections.id, ids.cscTwoOne));
      const answer = await call(buildSchedulesResponse, 'POST', '/api/Advising/BuildSchedules', {
        CourseIds: [ids.cscTwo],
      });
      expect(answer.ReturnObject.Combinations.map((c) => c.SectionIds)).toEqual([
        [ids.cscTwoOne],
        [ids.cscTwoTwo],
      ]);
      expect(answer.ReturnObject.Combinations[0]?.Sections[0]).toMatchObject({
        Registered: true,
        SeatsLeft: 0,
      });
      expect(answer.ReturnObject.Kept).toEqual([]);
      expect(answer.ReturnObject.KeptCredits).toBe(0);
    });
  });

  describe('POST /api/Advising/AdviseSchedule', () => {
    it('refuses a combination the rules refuse, with their exact message, and changes nothing', async () => {
      const before = await heldIds();
      const answer = await call(adviseScheduleResponse, 'POST', '/api/Advising/AdviseSchedule', {
        SectionIds: [ids.artOne],
      });
      expect(answer.Status).toBe('422');
      expect(answer.ReturnObject.Refusals).toEqual([
        {
          Code: 'time_conflict',
          Message: 'ART 101 section 1 clashes with CSC 201 section 1 on Monday 08:30–10:00.',
          CourseCode: 'ART 101',
          SectionId: ids.artOne,
        },
      ]);
      expect(await heldIds()).toEqual(before);
      const [art] = await db
        .select({ enrolled: sections.enrolled })
        .from(sections)
        .where(eq(sections.id, ids.artOne));
      expect(art?.enrolled).toBe(0);
    });

    it('advises the chosen combination in one step, through the seat ledger and its log', async () => {
      const answer = await call(adviseScheduleResponse, 'POST', '/api/Advising/AdviseSchedule', {
        SectionIds: [ids.artTwo, ids.mthTwoOne],
      });
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject.Timetable.map((s) => s.CourseCode)).toEqual([
        'ART 101',
        'CSC 201',
        'MTH 201',
      ]);
      expect(answer.ReturnObject.Credits).toBe(8);
      expect(await heldIds()).toEqual([ids.cscTwoOne, ids.artTwo, ids.mthTwoOne].sort((a, b) => a - b));
      const events = await db
        .select({
          action: advisingEvents.action,
          source: advisingEvents.source,
          sectionId: advisingEvents.sectionId,
        })
        .from(advisingEvents)
        .where(eq(advisingEvents.studentId, studentId));
      expect(events).toEqual(
        expect.arrayContaining([
          { action: 'seat_taken', source: 'advising', sectionId: ids.artTwo },
          { action: 'seat_taken', source: 'advising', sectionId: ids.mthTwoOne },
        ]),
      );
    });
  });
});
