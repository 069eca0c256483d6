import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisingChange, envelope, selectedElectives, studentGroups } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildCourse, buildSection } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { programs } from '../academic/schema.js';
import {
  advisingGroupSections,
  advisingGroups,
  electiveGroupSections,
  electiveGroups,
  studentGroupChoices,
} from './schema.js';
import { advisee, advisingWorld, seatsOf, type AdvisingWorld } from './test-world.js';

let subject: TestApp;
let world: AdvisingWorld;
let groupId = 0;
let electiveGroupId = 0;
let electives: { open: number; full: number; other: number };
let artCourseId = 0;

beforeAll(async () => {
  subject = await buildTestApp();
  world = await advisingWorld(subject.app);
  const { db, current, program } = world;
  await db.update(programs).set({ advisingMode: 'group' }).where(eq(programs.id, program.id));
  const [group] = await db
    .insert(advisingGroups)
    .values({
      termId: current.id,
      programId: program.id,
      level: 2,
      code: 'L2-G1',
      nameEn: 'Level 2, group 1',
      nameAr: 'المجموعة 1',
    })
    .returning();
  if (!group) throw new Error('no group');
  groupId = group.id;
  await db
    .insert(advisingGroupSections)
    .values(
      [world.sections.mth201.id, world.sections.csc301s1.id].map((sectionId) => ({ groupId, sectionId })),
    );
  const [elective] = await db
    .insert(electiveGroups)
    .values({
      termId: current.id,
      programId: program.id,
      level: 2,
      code: 'L2-E',
      nameEn: 'Electives',
      nameAr: 'اختياري',
      pick: 1,
    })
    .returning();
  if (!elective) throw new Error('no elective group');
  electiveGroupId = elective.id;
  const art = await buildCourse(db, { code: 'ART 210', facultyId: world.faculty.id });
  const mus = await buildCourse(db, { code: 'MUS 210', facultyId: world.faculty.id });
  artCourseId = art.id;
  const open = await buildSection(db, {
    termId: current.id,
    courseId: art.id,
    sectionNo: '1',
    meetings: [{ dayOfWeek: 3, startsAt: '14:00', endsAt: '15:30' }],
  });
  const full = await buildSection(db, {
    termId: current.id,
    courseId: mus.id,
    sectionNo: '1',
    capacity: 1,
    enrolled: 1,
    meetings: [{ dayOfWeek: 3, startsAt: '16:00', endsAt: '17:30' }],
  });
  electives = { open: open.id, full: full.id, other: world.sections.hum101.id };
  await db
    .insert(electiveGroupSections)
    .values([open.id, full.id].map((sectionId) => ({ electiveGroupId, sectionId })));
});
afterAll(() => subject.close());

type Student = { id: number; email: string; code: string };
const post = async (student: Student, url: string, payload: object) =>
  subject.app.inject({
    method: 'POST',
    url,
    headers: await studentAuthorization(subject.app, student),
    payload,
  });
const get = async (student: Student, url: string) =>
  subject.app.inject({ method: 'GET', url, headers: await studentAuthorization(subject.app, student) });

describe('GET /api/Module/GetStudentGroups', () => {
  it('lists the groups and elective groups of the student’s program and level', async () => {
    const student = await advisee(world);
    const answer = envelope(studentGroups.nullable()).parse(
      (await get(student, '/api/Module/GetStudentGroups')).json(),
    );
    expect(
      answer.ReturnObject?.Groups.map((g) => [g.Code, g.Credits, g.Sections.map((s) => s.CourseCode)]),
    ).toEqual([['L2-G1', 6, ['CSC 301', 'MTH 201']]]);
    expect(
      answer.ReturnObject?.ElectiveGroups[0]?.Courses.map((c) => [c.CourseCode, c.Sections[0]?.SeatsLeft]),
    ).toEqual([
      ['ART 210', 40],
      ['MUS 210', 0],
    ]);
  });

  it("refuses another student's code and tells nothing", async () => {
    const student = await advisee(world);
    const other = await advisee(world);
    const response = await get(
      student,
      `/api/Module/GetStudentGroups?studentCode=${encodeURIComponent(other.code)}`,
    );
    expect(response.json()).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'You can only see and change your own registration.',
    });
  });
});

describe('POST /api/Module/SaveStudentGroup', () => {
  it('takes every seat of the group and the elective, frees the others, and says so in the log', async () => {
    const student = await advisee(world, { holding: [world.sections.eng211.id] });
    const response = await post(student, '/api/Module/SaveStudentGroup', {
      GroupId: groupId,
      ElectiveSectionIds: [electives.open],
    });
    const answer = envelope(advisingChange.nullable()).parse(response.json());
    expect(answer.Status).toBe('200');
    expect(answer.ReturnObject?.Timetable.map((s) => s.CourseCode)).toEqual([
      'ART 210',
      'CSC 301',
      'MTH 201',
    ]);
    const chosen = envelope(selectedElectives.nullable()).parse(
      (await get(student, '/api/Module/GetSelectedElectives')).json(),
    );
    expect(chosen.ReturnObject).toEqual({
      GroupId: groupId,
      Electives: [
        {
          ElectiveGroupId: electiveGroupId,
          CourseId: artCourseId,
          CourseCode: 'ART 210',
          SectionId: electives.open,
        },
      ],
    });
    expect((await seatsOf(world.db, world.sections.eng211.id)).registered).not.toContain(student.id);
  });

  it('refuses the whole save when one elective is full: no seat of the group is taken', async () => {
    const student = await advisee(world, { holding: [world.sections.eng211.id] });
    const ids = [
      world.sections.mth201.id,
      world.sections.csc301s1.id,
      electives.full,
      world.sections.eng211.id,
    ];
    const before = await Promise.all(ids.map((id) => seatsOf(world.db, id)));
    const response = await post(student, '/api/Module/SaveStudentGroup', {
      GroupId: groupId,
      ElectiveSectionIds: [electives.full],
    });
    const answer = envelope(advisingChange.nullable()).parse(response.json());
    expect(answer.Status).toBe('422');
    expect(answer.Message).toBe('MUS 210 section 1 is full.');
    expect(await Promise.all(ids.map((id) => seatsOf(world.db, id)))).toEqual(before);
    const choices = await world.db
      .select()
      .from(studentGroupChoices)
      .where(eq(studentGroupChoices.studentId, student.id));
    expect(choices).toEqual([]);
  });

  it('refuses a choice without the electives the module asks for, changing nothing', async () => {
    const student = await advisee(world);
    const response = await post(student, '/api/Module/SaveStudentGroup', {
      GroupId: groupId,
      ElectiveSectionIds: [],
    });
    expect(envelope(advisingChange.nullable()).parse(response.json())).toMatchObject({
      Status: '422',
      Message: 'Choose 1 course from Electives.',
    });
    expect((await seatsOf(world.db, world.sections.mth201.id)).registered).not.toContain(student.id);
  });

  it('checks for conflicts without saving anything', async () => {
    const student = await advisee(world);
    const response = await post(student, '/api/Module/CheckElectivesConflicts', {
      GroupId: groupId,
      ElectiveSectionIds: [electives.other],
    });
    const answer = envelope(advisingChange.nullable()).parse(response.json());
    expect(answer.ReturnObject?.Refusals.map((r) => r.Message)).toEqual([
      'That elective section is not offered to your program and level this term.',
      'Choose 1 course from Electives.',
    ]);
    expect((await seatsOf(world.db, world.sections.mth201.id)).registered).not.toContain(student.id);
  });
});
