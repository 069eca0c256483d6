import { randomInt } from 'node:crypto';
import type { GenerateTicketsBody } from '@portal/contract';
import { universityDateTime } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import type { GradeScale } from '../registration/grade-scale.js';
import {
  claimGeneration,
  deleteTickets,
  insertTickets,
  settleGeneration,
  ticketedStudents,
  type Draw,
} from './generation-queries.js';
import { windowForDraw } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';

export type DrawOutcome = { kind: 'drawn'; draw: Draw; students: number } | Refused;

interface DrawContext {
  staffId: number;
  scale: GradeScale;
  timeZone: string;
}

/** Block size and spacing from the registrar's choice: a size and a gap, or a count spread until a time. */
function spacingOf(body: GenerateTicketsBody, students: number, firstBlockAt: Date) {
  const spacing = body.Spacing;
  if (spacing.Kind === 'block_size') {
    return {
      studentsPerBlock: spacing.StudentsPerBlock,
      secondsBetweenBlocks: spacing.MinutesBetweenBlocks * 60,
    };
  }
  const blocks = Math.min(spacing.Blocks, students);
  const span = (Date.parse(spacing.LastBlockAt) - firstBlockAt.getTime()) / 1000;
  return {
    studentsPerBlock: Math.ceil(students / blocks),
    secondsBetweenBlocks: blocks > 1 ? Math.floor(span / (blocks - 1)) : 0,
  };
}

/**
 * GenerateTickets: draws every active student's ticket for a registration window of the current term,
 * replacing the window's previous tickets in the same transaction (students see the old draw or the new
 * one, never a mix). Refused, with nothing changed, for an unknown or closed window, a block that would
 * open outside the window, or a university with no active student.
 */
export async function drawTickets(db: Database, body: GenerateTicketsBody, context: DrawContext, now: Date) {
  const window = await windowForDraw(db, body.WindowId);
  if (!window?.currentTerm || (window.kind !== 'advising' && window.kind !== 'add_drop')) {
    return refused('404', 'There is no advising or add/drop window of the current term with this number.');
  }
  if (window.closesAt <= now)
    return refused('423', 'This window has closed: its tickets can no longer change.');
  const at = (instant: Date) => universityDateTime(instant, context.timeZone);
  const firstBlockAt = body.FirstBlockAt ? new Date(body.FirstBlockAt) : window.opensAt;
  if (firstBlockAt < window.opensAt || firstBlockAt >= window.closesAt) {
    return refused(
      '409',
      `The first block must open while the window is open, from ${at(window.opensAt)} to before ${at(window.closesAt)}.`,
    );
  }
  if (body.Spacing.Kind === 'block_count' && Date.parse(body.Spacing.LastBlockAt) < firstBlockAt.getTime()) {
    return refused('409', 'The last block cannot open before the first one.');
  }
  return db.transaction(async (tx): Promise<DrawOutcome> => {
    const students = await ticketedStudents(tx);
    if (students === 0) return refused('404', 'There is no active student to give a ticket to.');
    const spacing = spacingOf(body, students, firstBlockAt);
    const blocks = Math.ceil(students / spacing.studentsPerBlock);
    const lastBlockAt = new Date(firstBlockAt.getTime() + (blocks - 1) * spacing.secondsBetweenBlocks * 1000);
    if (lastBlockAt >= window.closesAt) {
      return refused(
        '409',
        `With ${String(blocks)} blocks the last would open at ${at(lastBlockAt)}, after the window closes at ${at(window.closesAt)}. Use larger blocks or less time between them.`,
      );
    }
    const draw: Draw = {
      windowId: window.id,
      method: body.Method,
      seed: body.Seed ?? randomInt(0, 2_147_483_647),
      ...spacing,
      firstBlockAt,
      staffId: context.staffId,
    };
    await claimGeneration(tx, draw);
    await deleteTickets(tx, window.id);
    await insertTickets(tx, draw, context.scale);
    await settleGeneration(tx, window.id);
    return { kind: 'drawn', draw, students };
  });
}
