import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getRegistrationTicketResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  buildRegistration,
  buildSection,
  buildStudent,
  buildStudentBlock,
  buildTermWindow,
} from '../../test/factories.js';
import { confirmContactData } from '../../test/advising-factories.js';
import { studentAuthorization } from '../../test/sessions.js';
import { DAY, draw, HOUR, retireEveryone, studentWithCredits, ticketWorld } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;

beforeAll(async () => {
  subject = await buildTestApp();
  world = await ticketWorld(subject.app);
  await retireEveryone(world.db);
});
afterAll(() => subject.close());

async function ticketOf(student: { id: number; email: string }, kind?: 'advising' | 'add_drop') {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/Registration/GetRegistrationTicket${kind ? `?kind=${kind}` : ''}`,
    headers: await studentAuthorization(subject.app, student),
  });
  expect(response.statusCode).toBe(200);
  return envelope(getRegistrationTicketResponse).parse(response.json()).ReturnObject;
}

describe('GET /api/Registration/GetRegistrationTicket', () => {
  let senior: Awaited<ReturnType<typeof studentWithCredits>>;
  let junior: Awaited<ReturnType<typeof studentWithCredits>>;

  beforeAll(async () => {
    const { db, past, advising, addDrop } = world;
    senior = await studentWithCredits(db, past.id, 90);
    junior = await studentWithCredits(db, past.id, 15);
    // Contact data confirmed this term: these tests are about tickets, not the contact hold.
    await confirmContactData(db, senior.id, world.current.id);
    await confirmContactData(db, junior.id, world.current.id);
    const spacing = { Kind: 'block_size', StudentsPerBlock: 1, MinutesBetweenBlocks: 120 } as const;
    await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      Spacing: spacing,
    });
    await draw(subject.app, world.registrarHeaders, {
      WindowId: addDrop.id,
      Method: 'earned_credits',
      Spacing: { Kind: 'block_size', StudentsPerBlock: 1, MinutesBetweenBlocks: 30 },
    });
  });

  it("answers the student's own ticket for the open window, with the server's clock for the countdown", async () => {
    const before = Date.now();
    const answer = await ticketOf(senior);
    expect(Date.parse(answer.Now)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer).toMatchObject({
      Ticket: {
        WindowKind: 'advising',
        WindowOpensAt: world.advising.opensAt.toISOString(),
        WindowClosesAt: world.advising.closesAt.toISOString(),
        TicketAt: world.advising.opensAt.toISOString(),
        Block: 1,
        Blocks: 2,
      },
      Holds: [],
      CanRegisterNow: true,
    });
  });

  it("never shows another student's ticket: the junior sees their own later block", async () => {
    const answer = await ticketOf(junior);
    expect(answer.Ticket).toMatchObject({
      Block: 2,
      TicketAt: new Date(world.advising.opensAt.getTime() + 2 * HOUR).toISOString(),
    });
    expect(answer.CanRegisterNow).toBe(false);
    const addDrop = await ticketOf(junior, 'add_drop');
    expect(addDrop.Ticket).toMatchObject({
      WindowKind: 'add_drop',
      Block: 2,
      TicketAt: new Date(world.addDrop.opensAt.getTime() + 30 * 60_000).toISOString(),
    });
    expect(addDrop.CanRegisterNow).toBe(false);
  });

  it('gives a student who came after the draw the last block’s time', async () => {
    const latecomer = await buildStudent(world.db);
    const answer = await ticketOf(latecomer);
    expect(answer.Ticket).toMatchObject({
      TicketAt: new Date(world.advising.opensAt.getTime() + 2 * HOUR).toISOString(),
      Block: 2,
      Blocks: 2,
    });
  });

  it('lists every hold from the data: a portal block, an inactive record, evaluations still to do', async () => {
    const { db, current } = world;
    const blocked = await buildStudent(db);
    await buildStudentBlock(db, { studentId: blocked.id, reason: 'Please see the Dean of Students.' });
    await confirmContactData(db, blocked.id, current.id);
    const blockedAnswer = await ticketOf(blocked);
    const [hold, ...others] = blockedAnswer.Holds;
    expect(others).toEqual([]);
    expect(hold).toMatchObject({
      Code: 'portal_block',
      Message: 'A block on your record stops registration until the office that placed it lifts it.',
      Detail: 'Please see the Dean of Students.',
      FixPage: null,
    });
    expect(Date.parse(hold?.Since ?? '')).toBeLessThanOrEqual(Date.now());
    expect(blockedAnswer.CanRegisterNow).toBe(false);

    const suspended = await buildStudent(db, { status: 'suspended' });
    await confirmContactData(db, suspended.id, current.id);
    expect((await ticketOf(suspended)).Holds.map((hold) => hold.Code)).toEqual(['not_active']);

    const evaluating = await buildStudent(db);
    await confirmContactData(db, evaluating.id, current.id);
    await buildRegistration(db, {
      studentId: evaluating.id,
      sectionId: (await buildSection(db, { termId: current.id })).id,
    });
    expect((await ticketOf(evaluating)).Holds).toEqual([]);
    await buildTermWindow(db, {
      termId: current.id,
      kind: 'evaluation',
      opensAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + DAY),
    });
    const pending = await ticketOf(evaluating);
    expect(pending.Holds).toEqual([
      expect.objectContaining({ Code: 'pending_evaluation', FixPage: 'evaluation' }),
    ]);
    expect(pending.CanRegisterNow).toBe(false);
  });
});
