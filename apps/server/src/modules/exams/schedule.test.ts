import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, examSchedule } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildExam,
  buildExamSeat,
  buildRegistration,
  buildSection,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';

const at = (iso: string) => new Date(iso);

describe('GET /api/Reports/GetFinalExamSchedule, GetMidTermExamSchedule, GetStudentPracticalExamSchedule', () => {
  let subject: TestApp;
  let student: Awaited<ReturnType<typeof buildStudent>>;
  let classmate: Awaited<ReturnType<typeof buildStudent>>;
  const ids: Record<string, number> = {};
  const db = () => subject.database.handle.db;

  async function exams(url: string, who: { id: number; email: string }, query = '') {
    const response = await subject.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: await studentAuthorization(subject.app, who),
    });
    expect(response.statusCode).toBe(200);
    return { body: response.body, answer: envelope(examSchedule).parse(response.json()).ReturnObject };
  }

  beforeAll(async () => {
    subject = await buildTestApp();
    const current = await buildTerm(db(), { isCurrent: true });
    const past = await buildTerm(db());
    student = await buildStudent(db());
    classmate = await buildStudent(db());
    const course = async (code: string, withLab = false) => {
      const built = await buildCourse(db(), { code, titleEn: `${code} title`, hasLab: withLab });
      const lecture = await buildSection(db(), { termId: current.id, courseId: built.id });
      await buildRegistration(db(), { studentId: student.id, sectionId: lecture.id });
      if (withLab) {
        const lab = await buildSection(db(), {
          termId: current.id,
          courseId: built.id,
          kind: 'lab',
          lectureSectionId: lecture.id,
        });
        await buildRegistration(db(), { studentId: student.id, sectionId: lab.id });
      }
      return built;
    };
    const physics = await course('PHY 101', true);
    const maths = await course('MTH 102');
    const writing = await course('ENG 103');
    ids.physicsFinal = (
      await buildExam(db(), {
        termId: current.id,
        courseId: physics.id,
        kind: 'final',
        startsAt: at('2099-01-20T07:00:00Z'),
        endsAt: at('2099-01-20T09:00:00Z'),
        room: 'Hall 1',
      })
    ).id;
    // Overlaps the physics final by an hour: a clash.
    ids.mathsFinal = (
      await buildExam(db(), {
        termId: current.id,
        courseId: maths.id,
        kind: 'final',
        startsAt: at('2099-01-20T08:00:00Z'),
        endsAt: at('2099-01-20T10:00:00Z'),
        room: 'Hall 2',
      })
    ).id;
    // Starts when the maths final ends: no clash.
    ids.writingFinal = (
      await buildExam(db(), {
        termId: current.id,
        courseId: writing.id,
        kind: 'final',
        startsAt: at('2099-01-20T10:00:00Z'),
        endsAt: at('2099-01-20T12:00:00Z'),
        room: 'Hall 3',
      })
    ).id;
    ids.physicsPractical = (
      await buildExam(db(), {
        termId: current.id,
        courseId: physics.id,
        kind: 'practical',
        startsAt: at('2099-01-10T07:00:00Z'),
        endsAt: at('2099-01-10T09:00:00Z'),
        room: 'Lab 4',
      })
    ).id;
    ids.mathsMidterm = (
      await buildExam(db(), { termId: current.id, courseId: maths.id, kind: 'midterm', room: 'Hall 5' })
    ).id;
    // A past term's exam of the same course, and an exam of a course the student does not take.
    await buildExam(db(), { termId: past.id, courseId: physics.id, kind: 'final' });
    const notTaken = await buildCourse(db(), { code: 'BIO 900' });
    await buildExam(db(), { termId: current.id, courseId: notTaken.id, kind: 'final' });
    await buildRegistration(db(), {
      studentId: classmate.id,
      sectionId: (await buildSection(db(), { termId: current.id, courseId: notTaken.id })).id,
    });
    await buildExamSeat(db(), {
      examId: ids.physicsFinal,
      studentId: student.id,
      room: 'Hall 1B',
      seatNo: 42,
    });
    await buildExamSeat(db(), { examId: ids.mathsFinal, studentId: student.id, room: 'Hall 2', seatNo: 7 });
  });
  afterAll(() => subject.close());

  it("lists the student's final exams this term, soonest first, with room and seat", async () => {
    const { answer } = await exams('/api/Reports/GetFinalExamSchedule', student);
    expect(answer.Kind).toBe('final');
    expect(answer.TimeZone).toBe('Africa/Cairo');
    expect(answer.Exams.map((exam) => [exam.CourseCode, exam.Room, exam.SeatNo])).toEqual([
      ['PHY 101', 'Hall 1B', 42],
      ['MTH 102', 'Hall 2', 7],
      // No seat yet: the exam's hall, no seat number.
      ['ENG 103', 'Hall 3', null],
    ]);
    expect(answer.Exams[0]).toMatchObject({
      StartsAt: '2099-01-20T07:00:00.000Z',
      EndsAt: '2099-01-20T09:00:00.000Z',
    });
  });

  it('warns of overlapping exams, both ways, and not of back-to-back ones', async () => {
    const { answer } = await exams('/api/Reports/GetFinalExamSchedule', student);
    const clashes = Object.fromEntries(answer.Exams.map((exam) => [exam.CourseCode, exam.ClashesWith]));
    expect(clashes['PHY 101']).toEqual([{ ExamId: ids.mathsFinal, Kind: 'final', CourseCode: 'MTH 102' }]);
    expect(clashes['MTH 102']).toEqual([{ ExamId: ids.physicsFinal, Kind: 'final', CourseCode: 'PHY 101' }]);
    expect(clashes['ENG 103']).toEqual([]);
  });

  it('answers each kind on its own call', async () => {
    const midterms = await exams('/api/Reports/GetMidTermExamSchedule', student);
    expect(midterms.answer.Exams.map((exam) => exam.ExamId)).toEqual([ids.mathsMidterm]);
    const practicals = await exams('/api/Reports/GetStudentPracticalExamSchedule', student);
    expect(practicals.answer.Exams.map((exam) => [exam.ExamId, exam.Room])).toEqual([
      [ids.physicsPractical, 'Lab 4'],
    ]);
  });

  it("ignores another student's id in the query and never shows their exams or seats", async () => {
    const { body, answer } = await exams(
      '/api/Reports/GetFinalExamSchedule',
      classmate,
      `?studentId=${String(student.id)}&studentCode=${student.code}`,
    );
    expect(answer.Exams.map((exam) => exam.CourseCode)).toEqual(['BIO 900']);
    expect(body).not.toContain('PHY 101');
    expect(body).not.toContain('Hall 1B');
  });

  it('answers the term and no exams to a student with no class', async () => {
    const { answer } = await exams('/api/Reports/GetMidTermExamSchedule', await buildStudent(db()));
    expect(answer.Term).not.toBeNull();
    expect(answer.Exams).toEqual([]);
  });
});
