import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, sections } from '../modules/academic/schema.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import {
  FACTORY_STAFF_PASSWORD,
  buildCourse,
  buildFaculty,
  buildProgram,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
} from './factories.js';

describe('test factories', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('gives every row unique codes and applies overrides', async () => {
    const { db } = database.handle;
    const [a, b] = [await buildFaculty(db), await buildFaculty(db, { nameEn: 'Faculty of Pharmacy' })];
    expect(a.code).not.toBe(b.code);
    expect(b.nameEn).toBe('Faculty of Pharmacy');
    const [first, second] = [await buildTerm(db), await buildTerm(db, { isCurrent: true })];
    expect(first.code).not.toBe(second.code);
    expect(second.isCurrent).toBe(true);
  });

  it('creates the parents a program or course needs, or uses the ones given', async () => {
    const { db } = database.handle;
    const faculty = await buildFaculty(db);
    const program = await buildProgram(db, { facultyId: faculty.id, advisingMode: 'group' });
    expect(program).toMatchObject({ facultyId: faculty.id, advisingMode: 'group' });
    const course = await buildCourse(db, { credits: 4, hasLab: true });
    expect(course).toMatchObject({ credits: 4, hasLab: true });
    expect(course.facultyId).not.toBe(faculty.id);
  });

  it('builds a section with its meetings', async () => {
    const { db } = database.handle;
    const section = await buildSection(db, {
      capacity: 25,
      meetings: [
        { dayOfWeek: 6, startsAt: '10:15', endsAt: '11:45', room: 'B2-105' },
        {
          dayOfWeek: 1,
          startsAt: '10:15',
          endsAt: '11:45',
          mode: 'online',
          onlineUrl: 'https://zoom.us/j/1234567890',
        },
      ],
    });
    expect(section.capacity).toBe(25);
    expect(section.meetings.map((meeting) => meeting.dayOfWeek)).toEqual([6, 1]);
    expect(section.meetings.every((meeting) => meeting.sectionId === section.id)).toBe(true);
  });

  it('builds a student at the level asked, in a program of the student’s own faculty', async () => {
    const { db } = database.handle;
    const student = await buildStudent(db, { level: 3, standing: 'probation' });
    expect(student).toMatchObject({ level: 3, standing: 'probation', status: 'active' });
    const [program] = await db.select().from(programs).where(eq(programs.id, student.programId));
    expect(program?.facultyId).toBe(student.facultyId);
    expect(student.email).toBe(student.email.toLowerCase());
  });

  it('counts a registered seat in the section and leaves a withdrawal out', async () => {
    const { db } = database.handle;
    const section = await buildSection(db);
    const registered = await buildRegistration(db, { sectionId: section.id });
    await buildRegistration(db, { sectionId: section.id, status: 'withdrawn', grade: 'W' });
    expect(registered).toMatchObject({ sectionId: section.id, termId: section.termId, status: 'registered' });
    const [after] = await db.select().from(sections).where(eq(sections.id, section.id));
    expect(after?.enrolled).toBe(1);
  });

  it('hashes the staff password with argon2id', async () => {
    const { db } = database.handle;
    const member = await buildStaffMember(db, { roles: ['finance', 'auditor'] });
    expect(member.roles).toEqual(['finance', 'auditor']);
    expect(member.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(member.passwordHash, FACTORY_STAFF_PASSWORD)).toBe(true);
    expect(await verify(member.passwordHash, 'wrong password')).toBe(false);
  });
});
