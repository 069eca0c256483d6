import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, studentSchedule, studentScheduleWithZoomLinks } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildExam,
  buildExamSeat,
  buildInstructor,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';

const DAY = 86_400_000;

describe('GET /api/Reports/GetStudentSchedule and GetStudentScheduleWithZoomLinks', () => {
  let subject: TestApp;
  let studentA: Awaited<ReturnType<typeof buildStudent>>;
  let studentB: Awaited<ReturnType<typeof buildStudent>>;
  let lectureId: number;
  let labId: number;
  let examId: number;
  let currentTermId: number;
  const db = () => subject.database.handle.db;

  async function call(url: string, student: { id: number; email: string }, query = '') {
    const response = await subject.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: await studentAuthorization(subject.app, student),
    });
    expect(response.statusCode).toBe(200);
    return response;
  }
  const schedule = async (student: { id: number; email: string }, query = '') =>
    envelope(studentSchedule).parse((await call('/api/Reports/GetStudentSchedule', student, query)).json())
      .ReturnObject;
  const withLinks = async (student: { id: number; email: string }) =>
    envelope(studentScheduleWithZoomLinks).parse(
      (await call('/api/Reports/GetStudentScheduleWithZoomLinks', student)).json(),
    ).ReturnObject;

  beforeAll(async () => {
    subject = await buildTestApp();
    const current = await buildTerm(db(), { isCurrent: true, startsOn: '2026-09-26', endsOn: '2027-01-31' });
    currentTermId = current.id;
    await buildTermWindow(db(), {
      termId: current.id,
      kind: 'final_exams',
      // 09:00 in Cairo on 17 January: classes end on the 16th.
      opensAt: new Date('2027-01-17T07:00:00Z'),
      closesAt: new Date('2027-01-31T21:00:00Z'),
    });
    const past = await buildTerm(db());
    const instructor = await buildInstructor(db(), { title: 'Dr.', nameEn: 'Mona Adel', nameAr: 'منى عادل' });
    const course = await buildCourse(db(), { code: 'CSC 201', titleEn: 'Data Structures', hasLab: true });
    const lecture = await buildSection(db(), {
      termId: current.id,
      courseId: course.id,
      sectionNo: '01',
      instructorId: instructor.id,
      meetings: [
        { dayOfWeek: 6, startsAt: '08:30', endsAt: '10:00', room: 'B2-101' },
        {
          dayOfWeek: 2,
          startsAt: '08:30',
          endsAt: '10:00',
          room: null,
          mode: 'online',
          onlineUrl: 'https://zoom.us/j/1234567890',
        },
      ],
    });
    const lab = await buildSection(db(), {
      termId: current.id,
      courseId: course.id,
      sectionNo: '01A',
      kind: 'lab',
      lectureSectionId: lecture.id,
      meetings: [{ dayOfWeek: 1, startsAt: '10:15', endsAt: '13:30', room: 'B2-L03' }],
    });
    lectureId = lecture.id;
    labId = lab.id;
    studentA = await buildStudent(db());
    studentB = await buildStudent(db());
    await buildRegistration(db(), { studentId: studentA.id, sectionId: lecture.id });
    await buildRegistration(db(), { studentId: studentA.id, sectionId: lab.id });
    // Dropped this term, completed in a past term: neither is on this term's timetable.
    await buildRegistration(db(), {
      studentId: studentA.id,
      sectionId: (await buildSection(db(), { termId: current.id })).id,
      status: 'dropped',
    });
    await buildRegistration(db(), {
      studentId: studentA.id,
      sectionId: (await buildSection(db(), { termId: past.id })).id,
      status: 'completed',
      grade: 'B',
    });
    const other = await buildCourse(db(), { code: 'SECRET 999', titleEn: 'Only B takes this' });
    await buildRegistration(db(), {
      studentId: studentB.id,
      sectionId: (await buildSection(db(), { termId: current.id, courseId: other.id })).id,
    });
    const soon = new Date(Date.now() + 2 * DAY);
    const exam = await buildExam(db(), {
      termId: current.id,
      courseId: course.id,
      kind: 'final',
      startsAt: soon,
      endsAt: new Date(soon.getTime() + 2 * 3_600_000),
      room: 'Hall B2-H1',
    });
    // Already held: not the next exam.
    await buildExam(db(), {
      termId: current.id,
      courseId: course.id,
      kind: 'midterm',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() - DAY + 3_600_000),
    });
    examId = exam.id;
    await buildExamSeat(db(), { examId: exam.id, studentId: studentA.id, room: 'Hall B2-H2', seatNo: 17 });
  });
  afterAll(() => subject.close());

  it("answers the token's student's registered sections this term, lecture and lab, with their meetings", async () => {
    const answer = await schedule(studentA);
    expect(answer.Term).toMatchObject({
      StartsOn: '2026-09-26',
      EndsOn: '2027-01-31',
      ClassesEndOn: '2027-01-16',
    });
    expect(answer.TimeZone).toBe('Africa/Cairo');
    expect(answer.WeekStartsOn).toBe(6);
    expect(answer.Sections.map((section) => [section.SectionId, section.Kind])).toEqual([
      [lectureId, 'lecture'],
      [labId, 'lab'],
    ]);
    const [lecture, lab] = answer.Sections;
    expect(lecture).toMatchObject({
      CourseCode: 'CSC 201',
      CourseTitleEn: 'Data Structures',
      SectionNo: '01',
      Instructor: { Title: 'Dr.', NameEn: 'Mona Adel', NameAr: 'منى عادل' },
    });
    expect(lecture?.Meetings).toEqual([
      expect.objectContaining({
        Day: 6,
        StartsAt: '08:30',
        EndsAt: '10:00',
        Room: 'B2-101',
        Mode: 'in_person',
      }),
      expect.objectContaining({ Day: 2, Room: null, Mode: 'online' }),
    ]);
    expect(lab).toMatchObject({
      Instructor: null,
      Meetings: [expect.objectContaining({ Day: 1, EndsAt: '13:30' })],
    });
  });

  it('keeps the online links out of the timetable and gives them with the zoom-links call', async () => {
    const plain = await call('/api/Reports/GetStudentSchedule', studentA);
    expect(plain.body).not.toContain('zoom.us');
    const linked = await withLinks(studentA);
    const meetings = linked.Sections.flatMap((section) => section.Meetings);
    expect(meetings.map((meeting) => meeting.OnlineUrl)).toEqual([
      null,
      'https://zoom.us/j/1234567890',
      null,
    ]);
  });

  it('names the next exam not yet started, with the seat', async () => {
    const answer = await schedule(studentA);
    expect(answer.NextExam).toMatchObject({ ExamId: examId, Kind: 'final', Room: 'Hall B2-H2', SeatNo: 17 });
  });

  it('names the soonest exam of this term, ties by course code, the exam room when no seat is given', async () => {
    const studentC = await buildStudent(db());
    const startsAt = new Date(Date.now() + 3 * DAY);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    for (const [code, start] of [
      ['ZZZ 100', startsAt],
      ['AAA 100', startsAt],
      ['MMM 100', new Date(startsAt.getTime() - 3_600_000 * 30)],
    ] as const) {
      const course = await buildCourse(db(), { code });
      const section = await buildSection(db(), { termId: currentTermId, courseId: course.id });
      if (code === 'MMM 100') {
        // Dropped: its exam, the soonest, is not the student's.
        await buildRegistration(db(), { studentId: studentC.id, sectionId: section.id, status: 'dropped' });
      } else {
        await buildRegistration(db(), { studentId: studentC.id, sectionId: section.id });
      }
      await buildExam(db(), {
        termId: currentTermId,
        courseId: course.id,
        kind: 'final',
        startsAt: start,
        endsAt,
        room: `Hall ${code}`,
      });
    }
    expect((await schedule(studentC)).NextExam).toMatchObject({
      CourseCode: 'AAA 100',
      Kind: 'final',
      Room: 'Hall AAA 100',
      SeatNo: null,
      StartsAt: startsAt.toISOString(),
    });
  });

  it("ignores another student's id or code in the query: never B's sections", async () => {
    for (const query of [`?studentId=${String(studentB.id)}`, `?studentCode=${studentB.code}`]) {
      const response = await call('/api/Reports/GetStudentSchedule', studentA, query);
      expect(response.body).not.toContain('SECRET 999');
      const linked = await call('/api/Reports/GetStudentScheduleWithZoomLinks', studentA, query);
      expect(linked.body).not.toContain('SECRET 999');
    }
    const answer = await schedule(studentB);
    expect(answer.Sections.map((section) => section.CourseCode)).toEqual(['SECRET 999']);
    expect(answer.NextExam).toBeNull();
  });

  it('answers the term with no sections for a student with no class this term', async () => {
    const answer = await schedule(await buildStudent(db()));
    expect(answer.Term?.StartsOn).toBe('2026-09-26');
    expect(answer.Sections).toEqual([]);
    expect(answer.NextExam).toBeNull();
  });

  it('is for students: a staff token is refused and no token is 401', async () => {
    const staff = await buildStaffMember(db(), { passwordHash: '$argon2id$unused' });
    const refused = await subject.app.inject({
      method: 'GET',
      url: '/api/Reports/GetStudentSchedule',
      headers: await staffAuthorization(subject.app, staff),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await subject.app.inject({
      method: 'GET',
      url: '/api/Reports/GetStudentScheduleWithZoomLinks',
    });
    expect(anonymous.statusCode).toBe(401);
    const cached = await call('/api/Reports/GetStudentSchedule', studentA);
    expect(cached.headers['cache-control']).toBe('no-store');
  });
});
