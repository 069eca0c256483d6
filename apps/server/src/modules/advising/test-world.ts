import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { confirmContactData } from '../../test/advising-factories.js';
import {
  buildCourse,
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization } from '../../test/sessions.js';
import { courseRequisites, planCategories, planCategoryCourses, sections } from '../academic/schema.js';
import { registrations, type LetterGrade } from '../registration/schema.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

type Meeting = { dayOfWeek: number; startsAt: string; endsAt: string };
const at = (dayOfWeek: number, startsAt: string, endsAt: string): Meeting => ({
  dayOfWeek,
  startsAt,
  endsAt,
});

/**
 * A current term with advising open, its catalogue and sections (0 = Sunday … 6 = Saturday):
 * MTH 201 s1 Monday 10:00–11:30; CSC 301 s1 Tuesday 08:00, s2 Monday 11:00–12:30 (clashes with MTH 201);
 * CSC 350 needs CSC 340 (never offered, never passed); PHY 101 has a lecture and its lab; ENG 210 needs
 * ENG 211 in the same term; HUM 101 s1 is full; six 3-credit fillers on Saturday and Sunday mornings.
 */
export async function advisingWorld(app: FastifyInstance) {
  const db = app.database.db;
  const now = Date.now();
  const past = await buildTerm(db, { startsOn: '2024-09-20', endsOn: '2025-01-31' });
  const current = await buildTerm(db, { isCurrent: true });
  const advising = await buildTermWindow(db, {
    termId: current.id,
    kind: 'advising',
    opensAt: new Date(now - HOUR),
    closesAt: new Date(now + 7 * DAY),
  });
  const faculty = await buildFaculty(db);
  const program = await buildProgram(db, { facultyId: faculty.id });
  const course = (code: string, credits = 3, hasLab = false) =>
    buildCourse(db, { code, credits, hasLab, facultyId: faculty.id, titleEn: `${code} course` });
  const section = (
    courseId: number,
    sectionNo: string,
    meetings: Meeting[],
    more: { capacity?: number; enrolled?: number } = {},
  ) => buildSection(db, { termId: current.id, courseId, sectionNo, meetings, ...more });

  const courses = {
    csc201: await course('CSC 201'),
    csc301: await course('CSC 301'),
    csc340: await course('CSC 340'),
    csc350: await course('CSC 350'),
    mth201: await course('MTH 201'),
    phy101: await course('PHY 101', 4, true),
    eng210: await course('ENG 210'),
    eng211: await course('ENG 211', 1),
    hum101: await course('HUM 101'),
    gradedF: await course('GEN 100'),
  };
  await db.insert(courseRequisites).values([
    { courseId: courses.csc301.id, requiredCourseId: courses.csc201.id, kind: 'pre' },
    { courseId: courses.csc350.id, requiredCourseId: courses.csc340.id, kind: 'pre' },
    { courseId: courses.eng210.id, requiredCourseId: courses.eng211.id, kind: 'co' },
  ]);
  const [core] = await db
    .insert(planCategories)
    .values({
      programId: program.id,
      code: 'CORE',
      nameEn: 'Core',
      nameAr: 'الأساسي',
      requiredCredits: 12,
      sortOrder: 1,
    })
    .returning();
  if (!core) throw new Error('The insert returned no row');
  await db.insert(planCategoryCourses).values(
    [courses.csc201, courses.csc301, courses.csc350, courses.mth201].map((course) => ({
      categoryId: core.id,
      courseId: course.id,
      suggestedLevel: 2,
    })),
  );
  const phyLecture = await section(courses.phy101.id, '1', [at(4, '08:00', '09:30')]);
  const offered = {
    mth201: await section(courses.mth201.id, '1', [at(1, '10:00', '11:30')]),
    csc301s1: await section(courses.csc301.id, '1', [at(2, '08:00', '09:30')]),
    csc301s2: await section(courses.csc301.id, '2', [at(1, '11:00', '12:30')]),
    csc350: await section(courses.csc350.id, '1', [at(3, '08:00', '09:30')]),
    phyLecture,
    phyLab: await buildSection(db, {
      termId: current.id,
      courseId: courses.phy101.id,
      sectionNo: '1L',
      kind: 'lab',
      lectureSectionId: phyLecture.id,
      meetings: [at(4, '12:00', '14:00')],
    }),
    eng210: await section(courses.eng210.id, '1', [at(0, '14:00', '15:30')]),
    eng211: await section(courses.eng211.id, '1', [at(0, '16:00', '17:00')]),
    hum101: await section(courses.hum101.id, '1', [at(3, '12:00', '13:30')], { capacity: 1, enrolled: 1 }),
  };
  const fillers = [];
  for (const [index, slot] of [
    at(6, '08:00', '09:00'),
    at(6, '09:00', '10:00'),
    at(6, '10:00', '11:00'),
    at(6, '11:00', '12:00'),
    at(6, '12:00', '13:00'),
    at(6, '13:00', '14:00'),
  ].entries()) {
    const filler = await course(`FIL ${String(101 + index)}`);
    fillers.push(await section(filler.id, '1', [slot]));
  }
  const registrar = await buildStaffMember(db, { roles: ['registrar'] });
  const registrarHeaders = await staffAuthorization(app, { ...registrar, roles: ['registrar'] });
  return {
    db,
    now,
    past,
    current,
    advising,
    faculty,
    program,
    courses,
    sections: offered,
    fillers,
    registrarHeaders,
  };
}
export type AdvisingWorld = Awaited<ReturnType<typeof advisingWorld>>;

/**
 * A student of the world's program who passed CSC 201 with `grade` last term (so the grade sets their
 * GPA and standing) and confirmed their contact data this term, holding `holding` sections now.
 */
export async function advisee(
  world: AdvisingWorld,
  options: { grade?: LetterGrade; holding?: number[]; confirmed?: boolean } = {},
) {
  const { db } = world;
  const student = await buildStudent(db, {
    programId: world.program.id,
    facultyId: world.faculty.id,
    level: 2,
  });
  const passed = await buildSection(db, {
    termId: world.past.id,
    courseId: world.courses.csc201.id,
    meetings: [],
  });
  await buildRegistration(db, {
    studentId: student.id,
    sectionId: passed.id,
    status: 'completed',
    grade: options.grade ?? 'B',
  });
  if (options.confirmed ?? true) await confirmContactData(db, student.id, world.current.id);
  for (const sectionId of options.holding ?? [])
    await buildRegistration(db, { studentId: student.id, sectionId });
  return student;
}

export async function seatsOf(db: Database, sectionId: number) {
  const [section] = await db
    .select({ enrolled: sections.enrolled })
    .from(sections)
    .where(eq(sections.id, sectionId));
  const rows = await db
    .select({ studentId: registrations.studentId })
    .from(registrations)
    .where(and(eq(registrations.sectionId, sectionId), eq(registrations.status, 'registered')));
  return {
    enrolled: section?.enrolled ?? -1,
    registered: rows.map((row) => row.studentId).sort((a, b) => a - b),
  };
}
