import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/schema.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent, buildTerm, buildTermWindow } from '../../test/factories.js';
import { registrationTickets, ticketGenerations } from './schema.js';
import { DAY, draw, HOUR, MINUTE, retireEveryone, studentWithCredits, ticketWorld } from './test-world.js';

let subject: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;

beforeAll(async () => {
  subject = await buildTestApp();
  world = await ticketWorld(subject.app);
});
afterAll(() => subject.close());
beforeEach(async () => {
  await retireEveryone(world.db);
});

async function ticketsOf(windowId: number) {
  return world.db
    .select()
    .from(registrationTickets)
    .where(eq(registrationTickets.windowId, windowId))
    .orderBy(asc(registrationTickets.block), asc(registrationTickets.opensAt));
}

describe('POST /api/Registration/GenerateTickets', () => {
  it('orders by earned credits (seniors first), cuts blocks of the given size and spaces them', async () => {
    const { db, past, advising } = world;
    const thirty = await studentWithCredits(db, past.id, 30);
    const twentyA = await studentWithCredits(db, past.id, 20);
    const twentyB = await studentWithCredits(db, past.id, 20);
    const ten = await studentWithCredits(db, past.id, 10);
    const none = await buildStudent(db);
    await studentWithCredits(db, past.id, 50, { status: 'suspended' });
    const firstBlockAt = new Date(advising.opensAt.getTime() + 2 * HOUR);

    const answer = await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      Seed: 7,
      FirstBlockAt: firstBlockAt.toISOString(),
      Spacing: { Kind: 'block_size', StudentsPerBlock: 2, MinutesBetweenBlocks: 15 },
    });
    expect(answer.Status).toBe('200');
    expect(answer.ReturnObject?.Generation).toMatchObject({ Method: 'earned_credits', Seed: 7, Students: 5 });
    expect(
      answer.ReturnObject?.Blocks.map((block) => [
        block.Students,
        block.MinEarnedCredits,
        block.MaxEarnedCredits,
      ]),
    ).toEqual([
      [2, 20, 30],
      [2, 10, 20],
      [1, 0, 0],
    ]);

    const tickets = await ticketsOf(advising.id);
    const order = tickets.map((ticket) => ticket.studentId);
    expect(order[0]).toBe(thirty.id);
    expect(new Set(order.slice(1, 3))).toEqual(new Set([twentyA.id, twentyB.id]));
    expect(order.slice(3)).toEqual([ten.id, none.id]);
    expect(
      tickets.map((ticket) => [ticket.block, ticket.opensAt.getTime() - firstBlockAt.getTime()]),
    ).toEqual([
      [1, 0],
      [1, 0],
      [2, 15 * MINUTE],
      [2, 15 * MINUTE],
      [3, 30 * MINUTE],
    ]);
  });

  it('draws within each level, highest level first, the same way for the same seed', async () => {
    const { db, advising } = world;
    const levels = [4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 1];
    const built: { id: number; level: number }[] = [];
    for (const level of levels) built.push(await buildStudent(db, { level }));
    const orderFor = async (seed: number) => {
      const answer = await draw(subject.app, world.registrarHeaders, {
        WindowId: advising.id,
        Method: 'random_within_level',
        Seed: seed,
        Spacing: {
          Kind: 'block_count',
          Blocks: 4,
          LastBlockAt: new Date(advising.opensAt.getTime() + 3 * HOUR).toISOString(),
        },
      });
      expect(answer.Status).toBe('200');
      expect(answer.ReturnObject?.Blocks.map((block) => block.Students)).toEqual([3, 3, 3, 3]);
      expect(answer.ReturnObject?.Generation?.SecondsBetweenBlocks).toBe(3600);
      const tickets = await ticketsOf(advising.id);
      const rank = new Map(tickets.map((ticket, index) => [ticket.studentId, index]));
      return built.map((student) => ({ level: student.level, rank: rank.get(student.id) ?? -1 }));
    };
    const first = await orderFor(11);
    const byRank = [...first].sort((a, b) => a.rank - b.rank).map((entry) => entry.level);
    expect(byRank).toEqual([4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 1]);
    expect(await orderFor(11)).toEqual(first);
    expect(await orderFor(12)).not.toEqual(first);
  });

  it('replaces the previous draw whole, and a refused draw leaves it as it was', async () => {
    const { db, past, advising } = world;
    for (const credits of [40, 30, 20, 10]) await studentWithCredits(db, past.id, credits);
    const small = { Kind: 'block_size', StudentsPerBlock: 1, MinutesBetweenBlocks: 10 } as const;
    expect(
      (
        await draw(subject.app, world.registrarHeaders, {
          WindowId: advising.id,
          Method: 'earned_credits',
          Spacing: small,
        })
      ).Status,
    ).toBe('200');
    expect((await ticketsOf(advising.id)).map((ticket) => ticket.block)).toEqual([1, 2, 3, 4]);

    const whole = { Kind: 'block_size', StudentsPerBlock: 100, MinutesBetweenBlocks: 0 } as const;
    const replaced = await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'random_within_level',
      Spacing: whole,
    });
    expect(replaced.ReturnObject?.Generation).toMatchObject({
      Method: 'random_within_level',
      StudentsPerBlock: 100,
    });
    const after = await ticketsOf(advising.id);
    expect(after.map((ticket) => ticket.block)).toEqual([1, 1, 1, 1]);

    const tooLong = { Kind: 'block_size', StudentsPerBlock: 1, MinutesBetweenBlocks: 4 * 24 * 60 } as const;
    const refused = await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      Spacing: tooLong,
    });
    expect(refused.Status).toBe('409');
    expect(refused.Message).toMatch(
      /^With 4 blocks the last would open at \d{4}-\d\d-\d\d \d\d:\d\d, after the window closes at/,
    );
    expect(await ticketsOf(advising.id)).toEqual(after);
    const [generation] = await db
      .select()
      .from(ticketGenerations)
      .where(eq(ticketGenerations.windowId, advising.id));
    expect(generation?.method).toBe('random_within_level');
  });

  it('is seen whole or not at all by readers while it is being replaced', async () => {
    const { db, past, advising } = world;
    for (let index = 0; index < 30; index++) await studentWithCredits(db, past.id, index % 4 === 0 ? 10 : 0);
    const spacing = { Kind: 'block_size', StudentsPerBlock: 3, MinutesBetweenBlocks: 1 } as const;
    await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      Spacing: spacing,
    });
    const seen = new Set<string>();
    let drawing = true;
    const replacing = draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'random_within_level',
      Spacing: { Kind: 'block_size', StudentsPerBlock: 7, MinutesBetweenBlocks: 2 },
    }).finally(() => {
      drawing = false;
    });
    const stillDrawing = () => drawing;
    while (stillDrawing()) {
      // An embedded database answers within the same task: yield, or the loop starves the draw itself.
      await new Promise((resolve) => setImmediate(resolve));
      const tickets = await ticketsOf(advising.id);
      const blocks = new Set(tickets.map((ticket) => ticket.block)).size;
      seen.add(`${String(tickets.length)} tickets in ${String(blocks)} blocks`);
    }
    expect((await replacing).Status).toBe('200');
    seen.add(`${String((await ticketsOf(advising.id)).length)} tickets in 5 blocks`);
    expect(
      [...seen].every((state) => state === '30 tickets in 10 blocks' || state === '30 tickets in 5 blocks'),
    ).toBe(true);
  });

  it('refuses windows of another term, closed windows and blocks outside the window, changing nothing', async () => {
    const { db, advising, addDrop } = world;
    await buildStudent(db);
    const other = await buildTermWindow(db, { termId: (await buildTerm(db)).id, kind: 'advising' });
    const closedTerm = await buildTerm(db);
    const evaluation = await buildTermWindow(db, { termId: world.current.id, kind: 'evaluation' });
    await buildTermWindow(db, {
      termId: closedTerm.id,
      kind: 'add_drop',
      opensAt: new Date(Date.now() - 9 * DAY),
      closesAt: new Date(Date.now() - DAY),
    });
    const spacing = { Kind: 'block_size', StudentsPerBlock: 10, MinutesBetweenBlocks: 5 } as const;
    const before = await db.select().from(registrationTickets).orderBy(asc(registrationTickets.studentId));

    for (const [windowId, status] of [
      [other.id, '404'],
      [evaluation.id, '404'],
      [999_999, '404'],
    ] as const) {
      const answer = await draw(subject.app, world.registrarHeaders, {
        WindowId: windowId,
        Method: 'earned_credits',
        Spacing: spacing,
      });
      expect(answer).toMatchObject({ Status: status, ReturnObject: null });
    }
    const early = await draw(subject.app, world.registrarHeaders, {
      WindowId: addDrop.id,
      Method: 'earned_credits',
      FirstBlockAt: new Date(addDrop.opensAt.getTime() - MINUTE).toISOString(),
      Spacing: spacing,
    });
    expect(early.Status).toBe('409');
    expect(early.Message).toMatch(/^The first block must open while the window is open/);
    const backwards = await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      FirstBlockAt: new Date(advising.opensAt.getTime() + HOUR).toISOString(),
      Spacing: { Kind: 'block_count', Blocks: 3, LastBlockAt: advising.opensAt.toISOString() },
    });
    expect(backwards.Status).toBe('409');
    expect(await db.select().from(registrationTickets).orderBy(asc(registrationTickets.studentId))).toEqual(
      before,
    );

    const refusedEntries = await db
      .select({ outcome: auditLog.outcome, target: auditLog.target })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'ticket-generation'),
          eq(auditLog.outcome, 'refused'),
          inArray(auditLog.target, [`window ${String(other.id)}`, `window ${String(addDrop.id)}`]),
        ),
      );
    expect(refusedEntries).toHaveLength(2);
  });

  it('writes every draw to the Portal Logger with its settings', async () => {
    const { db, advising } = world;
    await buildStudent(db);
    await draw(subject.app, world.registrarHeaders, {
      WindowId: advising.id,
      Method: 'earned_credits',
      Seed: 99,
      Spacing: { Kind: 'block_size', StudentsPerBlock: 500, MinutesBetweenBlocks: 15 },
    });
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket-generation'), eq(auditLog.outcome, 'success')));
    expect(entries.at(-1)).toMatchObject({
      staffMemberId: world.registrar.id,
      target: `window ${String(advising.id)}`,
      details: {
        method: 'earned_credits',
        seed: 99,
        studentsPerBlock: 500,
        secondsBetweenBlocks: 900,
        students: 1,
      },
    });
  });
});
