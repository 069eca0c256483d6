import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentAttendance } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildAbsence,
  buildClassSession,
  buildCourse,
  buildEnrolment,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import type { Database } from '../../platform/db/client.js';
import { attendanceStanding } from './service.js';

const DAY = 86_400_000;

/** `held` held sessions (a day apart, in the past), then `scheduled` future ones; answers the held ids. */
async function sessions(db: Database, sectionId: number, held: number, scheduled: number, cancelled = 0) {
  const ids: number[] = [];
  for (let n = 0; n < held; n++) {
    ids.push((await buildClassSession(db, { sectionId, startsAt: new Date(Date.now() - (n + 1) * DAY) })).id);
  }
  for (let n = 0; n < scheduled; n++) {
    await buildClassSession(db, {
      sectionId,
      status: 'scheduled',
      startsAt: new Date(Date.now() + (n + 1) * DAY),
    });
  }
  const cancelledIds: number[] = [];
  for (let n = 0; n < cancelled; n++) {
    cancelledIds.push((await buildClassSession(db, { sectionId, status: 'cancelled' })).id);
  }
  return { held: ids, cancelled: cancelledIds };
}

describe('GET /api/Portal/GetStudentAttendance', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  let classmateHeaders: { authorization: string };

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    const current = await buildTerm(db, { code: '2025-FALL', nameEn: 'Fall 2025', isCurrent: true });
    const past = await buildTerm(db);
    const student = await buildStudent(db);
    const classmate = await buildStudent(db);
    headers = await studentAuthorization(subject.app, student);
    classmateHeaders = await studentAuthorization(subject.app, classmate);
    const physics = await buildCourse(db, { code: 'PHYS 101', hasLab: true });
    const math = await buildCourse(db, { code: 'MATH 101' });
    const chem = await buildCourse(db, { code: 'CHEM 101' });
    const old = await buildCourse(db, { code: 'OLD 101' });
    const seat = (course: { id: number; hasLab: boolean }, studentId = student.id, termId = current.id) =>
      buildEnrolment(db, { studentId, termId, course, status: 'registered' });

    // PHYS: lecture 14 held + 6 to come + 2 cancelled, lab 6 held + 2 to come: 28 scheduled, 20 held.
    const phys = await seat(physics);
    const lecture = await sessions(db, phys.lectureSectionId, 14, 6, 2);
    const lab = await sessions(db, phys.labSectionId ?? 0, 6, 2);
    for (const sessionId of [lecture.held[0], lecture.held[1], lab.held[0]]) {
      await buildAbsence(db, { studentId: student.id, sessionId: sessionId ?? 0 });
    }
    await buildAbsence(db, { studentId: student.id, sessionId: lecture.held[2] ?? 0, excused: true });
    // An absence recorded on a cancelled session counts for nothing.
    await buildAbsence(db, { studentId: student.id, sessionId: lecture.cancelled[0] ?? 0 });
    // MATH: 20 scheduled, 3 absences = 15 %, the warning limit. CHEM: 5 of 20 = 25 %, denied.
    const mathSeat = await seat(math);
    const mathHeld = (await sessions(db, mathSeat.lectureSectionId, 10, 10)).held;
    for (const sessionId of mathHeld.slice(0, 3))
      await buildAbsence(db, { studentId: student.id, sessionId });
    const chemSeat = await seat(chem);
    const chemHeld = (await sessions(db, chemSeat.lectureSectionId, 12, 8)).held;
    for (const sessionId of chemHeld.slice(0, 5))
      await buildAbsence(db, { studentId: student.id, sessionId });
    // The classmate shares MATH and missed every session; a past term's course is not this term's.
    await buildEnrolment(db, {
      studentId: classmate.id,
      termId: current.id,
      course: math,
      status: 'registered',
      lectureSectionId: mathSeat.lectureSectionId,
    });
    for (const sessionId of mathHeld) await buildAbsence(db, { studentId: classmate.id, sessionId });
    const oldSeat = await buildEnrolment(db, {
      studentId: student.id,
      termId: past.id,
      course: old,
      status: 'completed',
      grade: 'B',
    });
    await sessions(db, oldSeat.lectureSectionId, 3, 0);
  });
  afterAll(async () => {
    await subject.close();
  });

  const attendance = async (as: { authorization: string }) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Portal/GetStudentAttendance',
      headers: as,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ Status: string; ReturnObject: StudentAttendance }>().ReturnObject;
  };

  it('counts per course, lecture and lab together, against the whole term, with the state of each', async () => {
    const mine = await attendance(headers);
    expect(mine).toMatchObject({
      TermCode: '2025-FALL',
      TermNameEn: 'Fall 2025',
      WarningPercent: 15,
      DenialPercent: 25,
    });
    expect(
      mine.Courses.map((course) => [
        course.CourseCode,
        course.SessionsScheduled,
        course.SessionsHeld,
        course.Absences,
        course.Excused,
        course.AbsencePercent,
        course.State,
        course.AbsencesLeft,
      ]),
    ).toEqual([
      ['CHEM 101', 20, 12, 5, 0, 25, 'denied', 0],
      ['MATH 101', 20, 10, 3, 0, 15, 'warning', 1],
      // 3 of 28 = 10.7 %; denial from 7, so 3 more stay under it.
      ['PHYS 101', 28, 20, 3, 1, 10.7, 'ok', 3],
    ]);
  });

  it('shows each student only their own absences in a shared section', async () => {
    const theirs = await attendance(classmateHeaders);
    expect(theirs.Courses.map((course) => [course.CourseCode, course.Absences, course.State])).toEqual([
      ['MATH 101', 10, 'denied'],
    ]);
  });
});

describe('attendanceStanding', () => {
  const limits = { warningPercent: 15, denialPercent: 25 };
  it('reaches a limit at the limit, and counts the absences left before denial', () => {
    expect(attendanceStanding(0, 0, limits)).toEqual({ percent: 0, state: 'ok', left: 0 });
    expect(attendanceStanding(4, 28, limits)).toEqual({ percent: 14.3, state: 'ok', left: 2 });
    expect(attendanceStanding(6, 28, limits)).toEqual({ percent: 21.4, state: 'warning', left: 0 });
    expect(attendanceStanding(7, 28, limits)).toEqual({ percent: 25, state: 'denied', left: 0 });
    expect(attendanceStanding(3, 28, { warningPercent: 10, denialPercent: 20 })).toMatchObject({
      state: 'warning',
      left: 2,
    });
  });
});
