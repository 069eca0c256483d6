import {
  APPLICATION_STATES,
  OFFICE_APPLICATION_ACTIONS,
  STUDENT_APPLICATION_ACTIONS,
  type ApplicationState,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildStaffMember, buildStudent } from '../../test/factories.js';
import { buildApplication } from '../../test/international-factories.js';
import { moveApplication, type ApplicationMoveAsked } from './application-moves.js';
import {
  APPLICATION_MOVES,
  applicationMoveTarget,
  officeApplicationMovesFrom,
  studentApplicationMovesFrom,
  type ApplicationMove,
} from './application-states.js';
import { intlApplicationActions, intlApplications } from './schema.js';

const MOVES = Object.keys(APPLICATION_MOVES) as ApplicationMove[];

describe('APPLICATION_MOVES', () => {
  // A test per refused move: every (move, state) pair the table does not list answers null.
  for (const move of MOVES) {
    const side = APPLICATION_MOVES[move].by;
    for (const state of APPLICATION_STATES.filter((one) => !APPLICATION_MOVES[move].from.includes(one))) {
      it(`refuses the ${side}'s ${move} from ${state}`, () => {
        expect(applicationMoveTarget(move, state)).toBeNull();
      });
    }
  }

  it('moves every listed pair to the move’s one target', () => {
    for (const move of MOVES)
      for (const state of APPLICATION_MOVES[move].from)
        expect(applicationMoveTarget(move, state)).toBe(APPLICATION_MOVES[move].to);
  });

  it('offers the student only student moves and the office only office moves', () => {
    expect(MOVES.filter((move) => APPLICATION_MOVES[move].by === 'student').sort()).toEqual(
      [...STUDENT_APPLICATION_ACTIONS].sort(),
    );
    expect(MOVES.filter((move) => APPLICATION_MOVES[move].by === 'office').sort()).toEqual(
      [...OFFICE_APPLICATION_ACTIONS].sort(),
    );
    for (const state of APPLICATION_STATES) {
      for (const move of studentApplicationMovesFrom(state))
        expect(APPLICATION_MOVES[move].by).toBe('student');
      for (const move of officeApplicationMovesFrom(state)) expect(APPLICATION_MOVES[move].by).toBe('office');
    }
  });

  it('lets nothing move an application that is over', () => {
    const over: ApplicationState[] = [
      'completed',
      'withdrawn',
      'not-selected',
      'offer-declined',
      'partner-refused',
    ];
    for (const state of over)
      expect(MOVES.filter((move) => applicationMoveTarget(move, state) !== null)).toEqual([]);
  });

  it('lets the student withdraw until departure, never after', () => {
    expect(studentApplicationMovesFrom('partner-accepted')).toContain('withdraw');
    expect(studentApplicationMovesFrom('departed')).not.toContain('withdraw');
  });
});

describe('moveApplication', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const logOf = (id: number) =>
    db().select().from(intlApplicationActions).where(eq(intlApplicationActions.applicationId, id));
  const rowOf = async (id: number) =>
    (await db().select().from(intlApplications).where(eq(intlApplications.id, id)))[0];
  const move = (asked: ApplicationMoveAsked) =>
    db().transaction((tx) => moveApplication(tx, asked, new Date('2100-01-10T10:00:00Z')));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('moves, bumps the version, stamps a submit and logs who did it', async () => {
    const application = await buildApplication(db());
    const outcome = await move({
      applicationId: application.id,
      move: 'submit',
      actor: { kind: 'student', studentId: application.studentId },
      version: application.version,
    });
    expect(outcome).toMatchObject({ kind: 'moved', from: 'draft', to: 'submitted' });
    const row = await rowOf(application.id);
    expect(row?.state).toBe('submitted');
    expect(row?.version).toBe(application.version + 1);
    expect(row?.submittedAt?.toISOString()).toBe('2100-01-10T10:00:00.000Z');
    expect(await logOf(application.id)).toMatchObject([
      { action: 'submit', actor: 'student', fromState: 'draft', toState: 'submitted', staffId: null },
    ]);
  });

  it.each<
    [
      string,
      (application: { studentId: number; version: number }, staffId: number) => ApplicationMoveAsked['actor'],
      ApplicationMove,
      string,
    ]
  >([
    [
      'the office taking the student’s submit',
      (_, staffId) => ({ kind: 'office', staffId }),
      'submit',
      '403',
    ],
    [
      'the student taking the office’s return',
      (one) => ({ kind: 'student', studentId: one.studentId }),
      'return',
      '403',
    ],
    [
      'the student taking the portal’s allocate',
      (one) => ({ kind: 'student', studentId: one.studentId }),
      'allocate',
      '403',
    ],
  ])('refuses %s and changes nothing', async (_, actor, asked, status) => {
    const application = await buildApplication(db(), { state: asked === 'submit' ? 'draft' : 'submitted' });
    const staff = await buildStaffMember(db());
    const before = await rowOf(application.id);
    const outcome = await move({
      applicationId: application.id,
      move: asked,
      actor: actor(application, staff.id),
      version: application.version,
      note: 'A note.',
    });
    expect(outcome).toMatchObject({ kind: 'refused', status });
    expect(await rowOf(application.id)).toEqual(before);
    expect(await logOf(application.id)).toEqual([]);
  });

  it('refuses a stale version and changes nothing', async () => {
    const application = await buildApplication(db(), { version: 3 });
    const before = await rowOf(application.id);
    const outcome = await move({
      applicationId: application.id,
      move: 'withdraw',
      actor: { kind: 'student', studentId: application.studentId },
      version: 2,
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: '409' });
    expect(await rowOf(application.id)).toEqual(before);
    expect(await logOf(application.id)).toEqual([]);
  });

  it.each<[ApplicationMove, ApplicationState]>([
    ['return', 'submitted'],
    ['partner-refused', 'nominated'],
  ])('refuses the office’s %s without a note and changes nothing', async (asked, state) => {
    const application = await buildApplication(db(), { state });
    const staff = await buildStaffMember(db());
    const before = await rowOf(application.id);
    const outcome = await move({
      applicationId: application.id,
      move: asked,
      actor: { kind: 'office', staffId: staff.id },
      version: application.version,
      note: '   ',
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: '422' });
    expect(await rowOf(application.id)).toEqual(before);
    expect(await logOf(application.id)).toEqual([]);
  });

  it('refuses a move the state does not allow (an offer not made) and changes nothing', async () => {
    const application = await buildApplication(db(), { state: 'submitted' });
    const before = await rowOf(application.id);
    const outcome = await move({
      applicationId: application.id,
      move: 'accept-offer',
      actor: { kind: 'student', studentId: application.studentId },
      version: application.version,
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: '409' });
    expect(await rowOf(application.id)).toEqual(before);
  });

  it("answers 404 to a student moving another student's application, and changes nothing", async () => {
    const application = await buildApplication(db());
    const other = await buildStudent(db());
    const before = await rowOf(application.id);
    const outcome = await move({
      applicationId: application.id,
      move: 'withdraw',
      actor: { kind: 'student', studentId: other.id },
      version: application.version,
    });
    expect(outcome).toMatchObject({ kind: 'refused', status: '404' });
    expect(await rowOf(application.id)).toEqual(before);
    expect(await logOf(application.id)).toEqual([]);
  });
});
