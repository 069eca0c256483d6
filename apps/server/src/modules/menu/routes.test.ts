import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getMenuResponse,
  impersonationSession,
  type MenuItem,
  type MobilePageName,
} from '@portal/contract';
import { termWindows, type Program, type TermWindow } from '../academic/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildFaculty,
  buildMenuOverride,
  buildMenuRule,
  buildProgram,
  buildStaffMember,
  buildStudent,
  buildStudentBlock,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization, studentAuthorization } from '../../test/sessions.js';
import type { StaffRole } from '../staff/schema.js';
import type { NewStudent } from '../student/schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const menuEnvelope = envelope(getMenuResponse.nullable());

describe('GET /api/Portal/GetMenu', () => {
  let subject: TestApp;
  let pharmacy: Program;
  let computing: Program;
  let evaluationWindow: TermWindow;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.handle.db;
    pharmacy = await buildProgram(db, { facultyId: (await buildFaculty(db, { code: 'PHR-T' })).id });
    computing = await buildProgram(db);
    const term = await buildTerm(db, { isCurrent: true });
    const past = await buildTerm(db);
    const now = Date.now();
    await buildTermWindow(db, { termId: term.id, kind: 'advising' });
    // A past term's advising window that is "open" by its dates must not count: only the current term's.
    await buildTermWindow(db, { termId: past.id, kind: 'add_drop' });
    evaluationWindow = await buildTermWindow(db, {
      termId: term.id,
      kind: 'evaluation',
      opensAt: new Date(now + 10 * DAY),
      closesAt: new Date(now + 20 * DAY),
    });
    await buildMenuRule(db, { pageName: 'home', audience: 'everyone' });
    await buildMenuRule(db, { pageName: 'notification' });
    await buildMenuRule(db, { pageName: 'transcript' });
    await buildMenuRule(db, {
      pageName: 'white-coat',
      facultyId: pharmacy.facultyId,
      minLevel: 1,
      maxLevel: 1,
    });
    await buildMenuRule(db, {
      pageName: 'graduation',
      programId: computing.id,
      minLevel: 4,
      standings: ['good', 'honors'],
    });
    await buildMenuRule(db, { pageName: 'validateAdvising', windowKind: 'advising' });
    await buildMenuRule(db, { pageName: 'validateDropAdd', windowKind: 'add_drop' });
    await buildMenuRule(db, { pageName: 'evaluation', windowKind: 'evaluation' });
    await buildMenuRule(db, { pageName: 'impersonate', audience: 'staff', staffRole: 'registrar' });
    await buildMenuRule(db, { pageName: 'logger', audience: 'staff', staffRole: 'auditor' });
  });
  afterAll(() => subject.close());

  async function menuOf(headers: { authorization: string }) {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Portal/GetMenu', headers });
    expect(response.statusCode).toBe(200);
    return menuEnvelope.parse(response.json());
  }
  async function studentMenu(overrides: Partial<NewStudent> = {}) {
    const student = await buildStudent(subject.database.handle.db, {
      programId: computing.id,
      level: 2,
      ...overrides,
    });
    return { student, menu: await menuOf(await studentAuthorization(subject.app, student)) };
  }
  const pages = (menu: { ReturnObject: MenuItem[] | null }): MobilePageName[] =>
    (menu.ReturnObject ?? []).map((item) => item.MobilePageName);

  it('gives a student the pages everybody has and the open windows’ pages, with their groups, in the spec’s order', async () => {
    const { menu } = await studentMenu();
    expect(menu.Status).toBe('200');
    expect(menu.ReturnObject).toEqual([
      { MobilePageName: 'home', Parent: null },
      { MobilePageName: 'notification', Parent: null },
      { MobilePageName: 'validateAdvising', Parent: 'schedules' },
      { MobilePageName: 'transcript', Parent: 'results' },
    ]);
  });

  it('limits pages by faculty and level range', async () => {
    expect(pages((await studentMenu({ programId: pharmacy.id, level: 1 })).menu)).toContain('white-coat');
    expect(pages((await studentMenu({ programId: pharmacy.id, level: 2 })).menu)).not.toContain('white-coat');
    expect(pages((await studentMenu({ programId: computing.id, level: 1 })).menu)).not.toContain(
      'white-coat',
    );
  });

  it('shows graduation only to final-level students of the program in a standing that can graduate', async () => {
    expect(pages((await studentMenu({ level: 4, standing: 'honors' })).menu)).toContain('graduation');
    expect(pages((await studentMenu({ level: 4, standing: 'probation' })).menu)).not.toContain('graduation');
    expect(pages((await studentMenu({ level: 3, standing: 'good' })).menu)).not.toContain('graduation');
    expect(pages((await studentMenu({ programId: pharmacy.id, level: 5 })).menu)).not.toContain('graduation');
  });

  it('opens a window page while the current term’s window is open and closes it after', async () => {
    const db = subject.database.handle.db;
    const { student, menu } = await studentMenu();
    expect(pages(menu)).not.toContain('evaluation');
    const headers = await studentAuthorization(subject.app, student);
    const now = Date.now();
    try {
      await db
        .update(termWindows)
        .set({ opensAt: new Date(now - HOUR), closesAt: new Date(now + DAY) })
        .where(eq(termWindows.id, evaluationWindow.id));
      expect(pages(await menuOf(headers))).toContain('evaluation');
      await db
        .update(termWindows)
        .set({ opensAt: new Date(now - 2 * DAY), closesAt: new Date(now - DAY) })
        .where(eq(termWindows.id, evaluationWindow.id));
      expect(pages(await menuOf(headers))).not.toContain('evaluation');
    } finally {
      await db
        .update(termWindows)
        .set({ opensAt: evaluationWindow.opensAt, closesAt: evaluationWindow.closesAt })
        .where(eq(termWindows.id, evaluationWindow.id));
    }
  });

  it('applies a student’s grants and denies, and ignores them once expired', async () => {
    const db = subject.database.handle.db;
    const granted = await buildStudent(db, { programId: computing.id, level: 2 });
    const neighbour = await buildStudent(db, { programId: computing.id, level: 2 });
    await buildMenuOverride(db, { studentId: granted.id, pageName: 'graduation', effect: 'grant' });
    await buildMenuOverride(db, { studentId: granted.id, pageName: 'transcript', effect: 'deny' });
    await buildMenuOverride(db, {
      studentId: granted.id,
      pageName: 'sstp',
      effect: 'grant',
      expiresAt: new Date(Date.now() - HOUR),
    });
    await buildMenuOverride(db, {
      studentId: granted.id,
      pageName: 'validateAdvising',
      effect: 'deny',
      expiresAt: new Date(Date.now() - HOUR),
    });
    const menu = await menuOf(await studentAuthorization(subject.app, granted));
    expect(menu.ReturnObject).toContainEqual({ MobilePageName: 'graduation', Parent: 'requests' });
    expect(pages(menu)).not.toContain('transcript');
    expect(pages(menu)).not.toContain('sstp');
    expect(pages(menu)).toContain('validateAdvising');
    // Another student's overrides never reach this one.
    const other = pages(await menuOf(await studentAuthorization(subject.app, neighbour)));
    expect(other).toContain('transcript');
    expect(other).not.toContain('graduation');
  });

  it('answers Status 403 with a message to a student who is blocked or no longer active', async () => {
    const db = subject.database.handle.db;
    const { menu: suspended } = await studentMenu({ status: 'suspended' });
    expect(suspended).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'Your student record is suspended. Please contact Student Affairs.',
    });
    expect((await studentMenu({ status: 'graduated' })).menu.Status).toBe('403');

    const blocked = await buildStudent(db, { programId: computing.id, level: 2 });
    await buildStudentBlock(db, { studentId: blocked.id, reason: 'Please visit the Finance Office.' });
    expect(await menuOf(await studentAuthorization(subject.app, blocked))).toEqual({
      Status: '403',
      ReturnObject: null,
      Message: 'Please visit the Finance Office.',
    });
  });

  it('ignores blocks that ended, blocks still to come and exam-only bars', async () => {
    const db = subject.database.handle.db;
    const now = Date.now();
    const student = await buildStudent(db, { programId: computing.id, level: 2 });
    await buildStudentBlock(db, {
      studentId: student.id,
      startsAt: new Date(now - 2 * DAY),
      endsAt: new Date(now - DAY),
    });
    await buildStudentBlock(db, { studentId: student.id, startsAt: new Date(now + DAY) });
    await buildStudentBlock(db, { studentId: student.id, scope: 'exams' });
    const menu = await menuOf(await studentAuthorization(subject.app, student));
    expect(menu.Status).toBe('200');
    expect(pages(menu)).toContain('transcript');
  });

  it.each<[StaffRole[], MobilePageName[]]>([
    [['registrar'], ['home', 'impersonate']],
    [['auditor'], ['home', 'logger']],
    [
      ['registrar', 'auditor'],
      ['home', 'impersonate', 'logger'],
    ],
    [['communications'], ['home']],
  ])('gives staff with roles %j only home and their staff pages', async (roles, expected) => {
    const staff = await buildStaffMember(subject.database.handle.db, {
      roles,
      passwordHash: '$argon2id$unused',
    });
    const menu = await menuOf(await staffAuthorization(subject.app, staff));
    expect(pages(menu)).toEqual(expected);
    expect(menu.ReturnObject?.every((item) => item.Parent === null)).toBe(true);
  });

  it('gives staff acting as a student that student’s menu and never the staff pages', async () => {
    const db = subject.database.handle.db;
    const student = await buildStudent(db, { programId: pharmacy.id, level: 1 });
    const registrar = await buildStaffMember(db, { roles: ['registrar', 'auditor'] });
    const started = await subject.app.inject({
      method: 'POST',
      url: '/api/Student/impersonate',
      headers: await staffAuthorization(subject.app, registrar),
      payload: { UserName: student.email, Reason: 'Ticket REG-1001' },
    });
    const session = envelope(impersonationSession.nullable()).parse(started.json()).ReturnObject;
    expect(session).not.toBeNull();
    const menu = await menuOf({ authorization: `Bearer ${session?.access_token ?? ''}` });
    expect(pages(menu)).toEqual(['home', 'notification', 'validateAdvising', 'transcript', 'white-coat']);
  });

  it('refuses a call without a token', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Portal/GetMenu' });
    expect(response.statusCode).toBe(401);
  });

  it('cannot store a staff page for students', async () => {
    const db = subject.database.handle.db;
    await expect(buildMenuRule(db, { pageName: 'impersonate', audience: 'students' })).rejects.toThrow();
    await expect(buildMenuOverride(db, { pageName: 'logger', effect: 'grant' })).rejects.toThrow();
  });
});
