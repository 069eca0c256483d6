import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { MessageTopic, MobilePageName } from '@portal/contract';
import {
  courses,
  faculties,
  instructors,
  programs,
  sectionMeetings,
  sections,
  termWindows,
  terms,
  type NewCourse,
  type NewFaculty,
  type NewProgram,
  type NewSection,
  type NewTerm,
  type Section,
  type SectionMeeting,
} from '../modules/academic/schema.js';
import { sendMessage } from '../modules/notify/service.js';
import {
  announcementAcceptances,
  announcements,
  type NewAnnouncement,
  type NewAnnouncementAcceptance,
} from '../modules/announcement/schema.js';
import { studentBlocks, type NewStudentBlock } from '../modules/default-data/schema.js';
import {
  evaluationCompletions,
  evaluationQuestions,
  type NewEvaluationCompletion,
  type NewEvaluationQuestion,
} from '../modules/evaluation/schema.js';
import {
  menuPageOverrides,
  menuPageRules,
  type NewMenuPageOverride,
  type NewMenuPageRule,
} from '../modules/menu/schema.js';
import { registrations, type NewRegistration } from '../modules/registration/schema.js';
import { staffMembers, type NewStaffMember } from '../modules/staff/schema.js';
import { students, type NewStudent } from '../modules/student/schema.js';
import { examSeats, exams, type NewExam, type NewExamSeat } from '../modules/exams/schema.js';
import { withheldGrades, type NewWithheldGrade } from '../modules/transcript/schema.js';
import {
  absences,
  classSessions,
  type NewAbsence,
  type NewClassSession,
} from '../modules/attendance/schema.js';
import type { Database } from '../platform/db/client.js';

/** Makes codes and emails unique across every factory call of a test run. */
let counter = 0;
const next = (): number => ++counter;

/** Returns the one row an insert … returning() gave back. */
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row');
  return row;
}

export async function buildFaculty(db: Database, overrides: Partial<NewFaculty> = {}) {
  const n = next();
  return only(
    await db
      .insert(faculties)
      .values({ code: `F${n}`, nameEn: `Faculty ${n}`, nameAr: `كلية ${n}`, ...overrides })
      .returning(),
  );
}

export async function buildProgram(db: Database, overrides: Partial<NewProgram> = {}) {
  const n = next();
  const facultyId = overrides.facultyId ?? (await buildFaculty(db)).id;
  return only(
    await db
      .insert(programs)
      .values({
        code: `P${n}`,
        nameEn: `Program ${n}`,
        nameAr: `برنامج ${n}`,
        degree: 'BSc',
        totalCredits: 132,
        ...overrides,
        facultyId,
      })
      .returning(),
  );
}

/** A Fall term of a year no other test term uses (2100 + n), so codes and dates never collide. */
export async function buildTerm(db: Database, overrides: Partial<NewTerm> = {}) {
  const year = 2100 + next();
  return only(
    await db
      .insert(terms)
      .values({
        code: `${year}-FALL`,
        nameEn: `Fall ${year}`,
        nameAr: `فصل الخريف ${year}`,
        startsOn: `${year}-09-20`,
        endsOn: `${year + 1}-01-31`,
        ...overrides,
      })
      .returning(),
  );
}

export async function buildCourse(db: Database, overrides: Partial<NewCourse> = {}) {
  const n = next();
  const facultyId = overrides.facultyId ?? (await buildFaculty(db)).id;
  return only(
    await db
      .insert(courses)
      .values({
        code: `TST ${n}`,
        titleEn: `Course ${n}`,
        titleAr: `مقرر ${n}`,
        credits: 3,
        ...overrides,
        facultyId,
      })
      .returning(),
  );
}

type NewSectionMeeting = typeof sectionMeetings.$inferInsert;

/** A section with its weekly meetings (one Sunday 08:30–10:00 meeting unless `meetings` says otherwise). */
export async function buildSection(
  db: Database,
  overrides: Partial<NewSection> & { meetings?: Omit<NewSectionMeeting, 'sectionId'>[] } = {},
): Promise<Section & { meetings: SectionMeeting[] }> {
  const { meetings = [{ dayOfWeek: 0, startsAt: '08:30', endsAt: '10:00', room: 'B1-101' }], ...values } =
    overrides;
  const termId = values.termId ?? (await buildTerm(db)).id;
  const courseId = values.courseId ?? (await buildCourse(db)).id;
  const section = only(
    await db
      .insert(sections)
      .values({ sectionNo: String(next()).padStart(2, '0'), capacity: 40, ...values, termId, courseId })
      .returning(),
  );
  const saved =
    meetings.length === 0
      ? []
      : await db
          .insert(sectionMeetings)
          .values(meetings.map((meeting) => ({ ...meeting, sectionId: section.id })))
          .returning();
  return { ...section, meetings: saved };
}

/** A student of a (new) program, admitted in a (new) term; the faculty follows the program's. */
export async function buildStudent(db: Database, overrides: Partial<NewStudent> = {}) {
  const n = next();
  const program =
    overrides.programId === undefined
      ? await buildProgram(db, overrides.facultyId === undefined ? {} : { facultyId: overrides.facultyId })
      : only(await db.select().from(programs).where(eq(programs.id, overrides.programId)));
  const admittedTermId = overrides.admittedTermId ?? (await buildTerm(db)).id;
  return only(
    await db
      .insert(students)
      .values({
        code: `2100-${10_000 + n}`,
        email: `student.${n}@test.edu.eg`,
        nameEn: `Student ${n}`,
        nameAr: `طالب ${n}`,
        level: 1,
        ...overrides,
        facultyId: overrides.facultyId ?? program.facultyId,
        programId: program.id,
        admittedTermId,
      })
      .returning(),
  );
}

/**
 * A registration (in a new section and for a new student unless given). A seat-holding status also
 * counts the seat in `sections.enrolled`, in the same transaction, as the application must.
 */
export async function buildRegistration(db: Database, overrides: Partial<NewRegistration> = {}) {
  const section =
    overrides.sectionId === undefined
      ? await buildSection(db)
      : only(await db.select().from(sections).where(eq(sections.id, overrides.sectionId)));
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  return db.transaction(async (tx) => {
    const registration = only(
      await tx
        .insert(registrations)
        .values({
          ...overrides,
          studentId,
          sectionId: section.id,
          termId: overrides.termId ?? section.termId,
        })
        .returning(),
    );
    if (registration.status === 'registered' || registration.status === 'completed') {
      await tx
        .update(sections)
        .set({ enrolled: sql`${sections.enrolled} + 1` })
        .where(eq(sections.id, section.id));
    }
    return registration;
  });
}

export const FACTORY_STAFF_PASSWORD = 'Staff@2026!';

/** A staff member whose password is `password` (FACTORY_STAFF_PASSWORD by default), hashed with argon2id. */
export async function buildStaffMember(
  db: Database,
  overrides: Partial<NewStaffMember> & { password?: string } = {},
) {
  const { password = FACTORY_STAFF_PASSWORD, ...values } = overrides;
  const n = next();
  return only(
    await db
      .insert(staffMembers)
      .values({
        email: `staff.${n}@test.edu.eg`,
        nameEn: `Staff Member ${n}`,
        nameAr: `موظف ${n}`,
        roles: ['registrar'],
        passwordHash: values.passwordHash ?? (await hash(password)),
        ...values,
      })
      .returning(),
  );
}

/** A message to one student, sent through the notify service as a module would send it. */
export async function buildMessage(
  db: Database,
  student: { code: string },
  overrides: { title?: string; body?: string; link?: MobilePageName; topic?: MessageTopic } = {},
) {
  const n = next();
  const outcome = await sendMessage(db, {
    title: overrides.title ?? `Message ${n}`,
    body: overrides.body ?? `Body of message ${n}`,
    link: overrides.link ?? null,
    audience: { Kind: 'student', StudentCode: student.code },
    topic: overrides.topic ?? 'announcements',
  });
  if (outcome.kind !== 'sent') throw new Error(`The message was not sent: ${outcome.kind}`);
  return { id: outcome.messageId, createdAt: outcome.createdAt };
}

type NewTermWindow = typeof termWindows.$inferInsert;

/** A window of a (new) term, open from an hour ago for a week unless told otherwise. */
export async function buildTermWindow(db: Database, overrides: Partial<NewTermWindow> = {}) {
  const termId = overrides.termId ?? (await buildTerm(db)).id;
  const now = Date.now();
  return only(
    await db
      .insert(termWindows)
      .values({
        kind: 'advising',
        opensAt: new Date(now - 3_600_000),
        closesAt: new Date(now + 7 * 86_400_000),
        ...overrides,
        termId,
      })
      .returning(),
  );
}

/** A menu rule for students (the transcript page, for everybody) unless told otherwise. */
export async function buildMenuRule(db: Database, overrides: Partial<NewMenuPageRule> = {}) {
  return only(
    await db
      .insert(menuPageRules)
      .values({ pageName: 'transcript', audience: 'students', ...overrides })
      .returning(),
  );
}

/** A per-student grant of a page (for a new student unless given), with no end. */
export async function buildMenuOverride(db: Database, overrides: Partial<NewMenuPageOverride> = {}) {
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  return only(
    await db
      .insert(menuPageOverrides)
      .values({
        pageName: 'graduation',
        effect: 'grant',
        reason: 'Dean’s decision 2026/17',
        ...overrides,
        studentId,
      })
      .returning(),
  );
}

/** A portal block in force since an hour ago (for a new student unless given), until lifted. */
export async function buildStudentBlock(db: Database, overrides: Partial<NewStudentBlock> = {}) {
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  return only(
    await db
      .insert(studentBlocks)
      .values({
        scope: 'portal',
        reason: 'Please visit Student Affairs to settle your file.',
        startsAt: new Date(Date.now() - 3_600_000),
        ...overrides,
        studentId,
      })
      .returning(),
  );
}

/** An announcement to everyone, in force from yesterday for a week, not must-accept, unless told otherwise. */
export async function buildAnnouncement(db: Database, overrides: Partial<NewAnnouncement> = {}) {
  const n = next();
  const now = Date.now();
  return only(
    await db
      .insert(announcements)
      .values({
        titleEn: `Announcement ${n}`,
        titleAr: `إعلان ${n}`,
        bodyEn: `Body of announcement ${n}.`,
        bodyAr: `نص الإعلان ${n}.`,
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 7 * 86_400_000),
        ...overrides,
      })
      .returning(),
  );
}

/** A student's acceptance of an announcement's current version (both new unless given). */
export async function buildAnnouncementAcceptance(
  db: Database,
  overrides: Partial<NewAnnouncementAcceptance> = {},
) {
  const studentId = overrides.studentId ?? (await buildStudent(db)).id;
  const announcement =
    overrides.announcementId === undefined
      ? await buildAnnouncement(db)
      : only(await db.select().from(announcements).where(eq(announcements.id, overrides.announcementId)));
  return only(
    await db
      .insert(announcementAcceptances)
      .values({
        version: announcement.version,
        platform: 3,
        address: '127.0.0.1',
        ...overrides,
        studentId,
        announcementId: announcement.id,
      })
      .returning(),
  );
}

/** The fact that a student evaluated a section (a new registration's unless given), dated today. */
export async function buildEvaluationCompletion(
  db: Database,
  overrides: Partial<NewEvaluationCompletion> = {},
) {
  const registration =
    overrides.studentId === undefined || overrides.sectionId === undefined
      ? await buildRegistration(db)
      : { studentId: overrides.studentId, sectionId: overrides.sectionId };
  return only(
    await db
      .insert(evaluationCompletions)
      .values({
        evaluatedOn: new Date().toISOString().slice(0, 10),
        ...overrides,
        studentId: registration.studentId,
        sectionId: registration.sectionId,
      })
      .returning(),
  );
}

/** An instructor of a (new) faculty. */
export async function buildInstructor(
  db: Database,
  overrides: Partial<typeof instructors.$inferInsert> = {},
) {
  const n = next();
  const facultyId = overrides.facultyId ?? (await buildFaculty(db)).id;
  return only(
    await db
      .insert(instructors)
      .values({
        title: 'Dr.',
        nameEn: `Instructor ${n}`,
        nameAr: `المحاضر ${n}`,
        email: `instructor.${n}@test.edu.eg`,
        ...overrides,
        facultyId,
      })
      .returning(),
  );
}

/** A required Likert question about the course, of a (new) term, unless told otherwise. */
export async function buildEvaluationQuestion(db: Database, overrides: Partial<NewEvaluationQuestion> = {}) {
  const n = next();
  const termId = overrides.termId ?? (await buildTerm(db)).id;
  return only(
    await db
      .insert(evaluationQuestions)
      .values({
        categoryId: 1,
        position: n,
        kind: 'likert',
        textEn: `Question ${n}`,
        textAr: `السؤال ${n}`,
        ...overrides,
        termId,
      })
      .returning(),
  );
}

/** An exam of a (new) course in a (new) term: a midterm tomorrow 09:00–10:30 UTC out of 30, unpublished. */
export async function buildExam(db: Database, overrides: Partial<NewExam> = {}) {
  const termId = overrides.termId ?? (await buildTerm(db)).id;
  const courseId = overrides.courseId ?? (await buildCourse(db)).id;
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(9, 0, 0, 0);
  return only(
    await db
      .insert(exams)
      .values({
        kind: 'midterm',
        startsAt: tomorrow,
        endsAt: new Date(tomorrow.getTime() + 90 * 60_000),
        room: `Hall ${String(next())}`,
        maxScore: 30,
        ...overrides,
        termId,
        courseId,
      })
      .returning(),
  );
}

/** A grade the registrar withholds (unpaid fees unless told), on a lecture registration (a new one unless given). */
export async function buildWithheldGrade(db: Database, overrides: Partial<NewWithheldGrade> = {}) {
  const registration =
    overrides.registrationId === undefined
      ? await buildRegistration(db, { status: 'completed', grade: 'B' })
      : only(await db.select().from(registrations).where(eq(registrations.id, overrides.registrationId)));
  return only(
    await db
      .insert(withheldGrades)
      .values({
        reason: 'unpaid_fees',
        ...overrides,
        registrationId: registration.id,
        studentId: registration.studentId,
      })
      .returning(),
  );
}

/** A student's seat in an exam (both given), in the exam's hall, unmarked unless told otherwise. */
export async function buildExamSeat(
  db: Database,
  values: Pick<NewExamSeat, 'examId' | 'studentId'> & Partial<NewExamSeat>,
) {
  return only(
    await db
      .insert(examSeats)
      .values({ room: 'Hall A', seatNo: next(), ...values })
      .returning(),
  );
}
/** A held class session of a section (a new one unless given), a week ago unless told otherwise. */
export async function buildClassSession(db: Database, overrides: Partial<NewClassSession> = {}) {
  const sectionId = overrides.sectionId ?? (await buildSection(db)).id;
  return only(
    await db
      .insert(classSessions)
      .values({ startsAt: new Date(Date.now() - 7 * 86_400_000), status: 'held', ...overrides, sectionId })
      .returning(),
  );
}

/** An unexcused absence of a student from a session. */
export async function buildAbsence(
  db: Database,
  values: Pick<NewAbsence, 'studentId' | 'sessionId'> & Partial<NewAbsence>,
) {
  return only(await db.insert(absences).values(values).returning());
}

/**
 * A student's seat in a course's lecture of a term, and in its lab when the course has one, with one
 * status and grade, as the registrar's records hold them. New sections unless given (classmates share).
 */
export async function buildEnrolment(
  db: Database,
  input: {
    studentId: number;
    termId: number;
    course: { id: number; hasLab: boolean };
    status: NewRegistration['status'];
    grade?: NewRegistration['grade'];
    lectureSectionId?: number;
    labSectionId?: number;
  },
) {
  const lectureSectionId =
    input.lectureSectionId ??
    (await buildSection(db, { termId: input.termId, courseId: input.course.id })).id;
  const seat = { studentId: input.studentId, status: input.status, grade: input.grade ?? null };
  const lecture = await buildRegistration(db, { ...seat, sectionId: lectureSectionId });
  if (!input.course.hasLab) return { lecture, lab: undefined, lectureSectionId, labSectionId: undefined };
  const labSectionId =
    input.labSectionId ??
    (
      await buildSection(db, {
        termId: input.termId,
        courseId: input.course.id,
        kind: 'lab',
        lectureSectionId,
      })
    ).id;
  const lab = await buildRegistration(db, { ...seat, sectionId: labSectionId });
  return { lecture, lab, lectureSectionId, labSectionId };
}
