import { and, count, eq, max, sql } from 'drizzle-orm';
import type { TicketMethod } from '@portal/contract';
import type { Transaction } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { earnedCreditsOfEveryone } from '../transcript/service.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { registrationTickets, ticketGenerations } from './schema.js';

export interface Draw {
  windowId: number;
  method: TicketMethod;
  seed: number;
  studentsPerBlock: number;
  secondsBetweenBlocks: number;
  firstBlockAt: Date;
  staffId: number;
}

/** Who gets a ticket: every active student (suspended ones cannot register). */
const TICKETED = eq(students.status, 'active');

export async function ticketedStudents(tx: Transaction): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(students).where(TICKETED);
  return row?.n ?? 0;
}

/**
 * Claims the window's generation row before anything else: its row lock makes a second registrar's draw
 * for the same window wait until this one commits, then replace it whole.
 */
export async function claimGeneration(tx: Transaction, draw: Draw): Promise<void> {
  const values = {
    method: draw.method,
    seed: draw.seed,
    studentsPerBlock: draw.studentsPerBlock,
    secondsBetweenBlocks: draw.secondsBetweenBlocks,
    firstBlockAt: draw.firstBlockAt,
    students: 0,
    blocks: 0,
    generatedBy: draw.staffId,
    generatedAt: new Date(),
  };
  await tx
    .insert(ticketGenerations)
    .values({ windowId: draw.windowId, ...values })
    .onConflictDoUpdate({ target: ticketGenerations.windowId, set: values });
}

/**
 * The draw in one statement: rank every active student (most earned credits first, or highest level
 * first), break ties with a seeded hash of the student id (deterministic, and unrelated to id order), cut
 * the ranking into blocks and give each block its opening time.
 */
export async function insertTickets(tx: Transaction, draw: Draw, scale: GradeScale): Promise<void> {
  const tieBreak = sql`md5(${draw.seed}::int::text || ':' || ${students.id}::text)`;
  const order =
    draw.method === 'earned_credits'
      ? sql`coalesce(earned.earned, 0) desc, ${tieBreak}`
      : sql`${students.level} desc, ${tieBreak}`;
  const ranked = sql`
    select ${students.id} as student_id, ${students.level} as level, coalesce(earned.earned, 0) as earned,
      row_number() over (order by ${order}) - 1 as place
    from ${students}
    left join (${earnedCreditsOfEveryone(scale)}) as earned on earned.student_id = ${students.id}
    where ${TICKETED}`;
  await tx.execute(sql`
    insert into ${registrationTickets} (window_id, student_id, block, opens_at, earned_credits, level)
    select ${draw.windowId}::int, ranked.student_id, ranked.place / ${draw.studentsPerBlock}::int + 1,
      ${draw.firstBlockAt.toISOString()}::timestamptz
        + (ranked.place / ${draw.studentsPerBlock}::int) * ${draw.secondsBetweenBlocks}::int * interval '1 second',
      least(ranked.earned, 32767), ranked.level
    from (${ranked}) as ranked`);
}

export async function deleteTickets(tx: Transaction, windowId: number): Promise<void> {
  await tx.delete(registrationTickets).where(eq(registrationTickets.windowId, windowId));
}

/** Writes the counts of the draw just made onto its generation row. */
export async function settleGeneration(tx: Transaction, windowId: number): Promise<void> {
  const [row] = await tx
    .select({ students: count(), blocks: max(registrationTickets.block) })
    .from(registrationTickets)
    .where(and(eq(registrationTickets.windowId, windowId)));
  await tx
    .update(ticketGenerations)
    .set({ students: row?.students ?? 0, blocks: row?.blocks ?? 0 })
    .where(eq(ticketGenerations.windowId, windowId));
}
