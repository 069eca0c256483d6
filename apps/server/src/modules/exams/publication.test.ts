import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getStudentMessagesResponse, publishedExamScores } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildCourse,
  buildExam,
  buildExamSeat,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import { auditLog } from '../audit/schema.js';
import { messageRecipients, messages } from '../notify/schema.js';
import { examSeats, exams } from './schema.js';

describe('POST /api/Reports/PublishExamScores', () => {
  let subject: TestApp;
  let registrar: { authorization: string };
  let termId: number;
  const db = () => subject.database.handle.db;

  async function publish(examId: number, headers = registrar) {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/Reports/PublishExamScores',
      headers,
      payload: { ExamId: examId },
    });
    return response;
  }

  /** A course with two lecture sections of two students each, all seated in its midterm and marked. */
  async function markedExam() {
    const course = await buildCourse(db(), { titleEn: 'Algorithms', titleAr: 'الخوارزميات' });
    const students = [];
    for (let section = 0; section < 2; section++) {
      const lecture = await buildSection(db(), { termId, courseId: course.id });
      for (let seat = 0; seat < 2; seat++) {
        const student = await buildStudent(db());
        await buildRegistration(db(), { studentId: student.id, sectionId: lecture.id });
        students.push(student);
      }
    }
    const exam = await buildExam(db(), { termId, courseId: course.id });
    for (const [index, student] of students.entries()) {
      await buildExamSeat(db(), {
        examId: exam.id,
        studentId: student.id,
        ...(index === 3 ? { absent: true } : { score: 20 + index }),
      });
    }
    return { exam, course, students };
  }

  const messagesAbout = async (code: string) =>
    (await db().select().from(messages)).filter((message) => message.title.includes(code));

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db(), { isCurrent: true })).id;
    const staff = await buildStaffMember(db(), { roles: ['registrar'], passwordHash: '$argon2id$unused' });
    registrar = await staffAuthorization(subject.app, staff);
  });
  afterAll(() => subject.close());

  it('publishes, tells every student of the course once, and writes the Portal Logger entry', async () => {
    const { exam, course, students } = await markedExam();
    const response = await publish(exam.id);
    const answer = envelope(publishedExamScores).parse(response.json());
    expect(answer.Status).toBe('200');
    expect(answer.ReturnObject).toMatchObject({ ExamId: exam.id, AlreadyPublished: false, Notified: 4 });
    const [saved] = await db().select().from(exams).where(eq(exams.id, exam.id));
    expect(saved?.scoresPublishedAt).not.toBeNull();
    const sent = await messagesAbout(course.code);
    expect(sent.map((message) => [message.title, message.link, message.audienceKind])).toEqual([
      [`Midterm scores published: ${course.code}`, 'midterm-scoring', 'section'],
      [`Midterm scores published: ${course.code}`, 'midterm-scoring', 'section'],
    ]);
    const reached = await db().select().from(messageRecipients);
    const ids = new Set(
      reached.filter((row) => sent.some((m) => m.id === row.messageId)).map((row) => row.studentId),
    );
    expect([...ids].sort()).toEqual(students.map((student) => student.id).sort());

    // Written by the portal, the message reads in the student's language.
    const [student] = students;
    if (!student) throw new Error('no student');
    const inbox = async (language: string) => {
      const answer = await subject.app.inject({
        method: 'GET',
        url: '/api/Notify/GetStudentMessages?readStatus=all&Page=1&PageSize=10',
        headers: { ...(await studentAuthorization(subject.app, student)), 'accept-language': language },
      });
      return envelope(getStudentMessagesResponse).parse(answer.json()).ReturnObject.Items[0];
    };
    expect(await inbox('en')).toMatchObject({
      Title: `Midterm scores published: ${course.code}`,
      Body: `Your midterm score in ${course.code} Algorithms is now on the portal.`,
    });
    expect(await inbox('ar')).toMatchObject({
      Title: `نُشرت درجات منتصف الفصل: ${course.code}`,
      Body: `درجتك في امتحان منتصف الفصل للمقرر ${course.code} الخوارزميات متاحة الآن على البوابة.`,
    });

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'exam-scores-publish'));
    expect(audit.at(-1)).toMatchObject({ outcome: 'success', target: `exam ${String(exam.id)}` });
    expect(JSON.stringify(audit.at(-1)?.details)).not.toMatch(/2[0-3](\.0)?[,}]/);
  });

  it('publishes once: a double tap or a repeat changes nothing more and tells nobody again', async () => {
    const { exam, course } = await markedExam();
    const taps = await Promise.all([publish(exam.id), publish(exam.id)]);
    const answers = taps.map((tap) => envelope(publishedExamScores).parse(tap.json()).ReturnObject);
    expect(answers.map((answer) => answer.AlreadyPublished).sort()).toEqual([false, true]);
    expect(answers[0]?.PublishedAt).toBe(answers[1]?.PublishedAt);
    const repeat = envelope(publishedExamScores).parse((await publish(exam.id)).json()).ReturnObject;
    expect(repeat).toMatchObject({
      AlreadyPublished: true,
      Notified: 0,
      PublishedAt: answers[0]?.PublishedAt,
    });
    expect(await messagesAbout(course.code)).toHaveLength(2);
  });

  it('refuses while a seat has no score, and changes nothing', async () => {
    const { exam, course, students } = await markedExam();
    const [first] = students;
    if (!first) throw new Error('a student expected');
    await db().update(examSeats).set({ score: null }).where(eq(examSeats.studentId, first.id));
    const response = await publish(exam.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Status: '409', ReturnObject: null });
    expect(envelope(publishedExamScores.nullable()).parse(response.json()).Message).toMatch(
      /1 of 4 students have no score yet/,
    );
    const [saved] = await db().select().from(exams).where(eq(exams.id, exam.id));
    expect(saved?.scoresPublishedAt).toBeNull();
    expect(await messagesAbout(course.code)).toHaveLength(0);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'exam-scores-publish'));
    expect(audit.at(-1)).toMatchObject({ outcome: 'refused', target: `exam ${String(exam.id)}` });
  });

  it('refuses an unknown exam and an exam nobody sits', async () => {
    expect((await publish(999_999)).json()).toMatchObject({ Status: '404' });
    const empty = await buildExam(db(), { termId });
    expect((await publish(empty.id)).json()).toMatchObject({ Status: '409' });
    const [saved] = await db().select().from(exams).where(eq(exams.id, empty.id));
    expect(saved?.scoresPublishedAt).toBeNull();
  });

  it('is for registrars only', async () => {
    const { exam } = await markedExam();
    const auditor = await buildStaffMember(db(), { roles: ['auditor'], passwordHash: '$argon2id$unused' });
    expect((await publish(exam.id, await staffAuthorization(subject.app, auditor))).statusCode).toBe(403);
    const anonymous = await subject.app.inject({
      method: 'POST',
      url: '/api/Reports/PublishExamScores',
      payload: { ExamId: exam.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const [saved] = await db().select().from(exams).where(eq(exams.id, exam.id));
    expect(saved?.scoresPublishedAt).toBeNull();
  });
});
