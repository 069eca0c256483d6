import { randomInt } from 'node:crypto';
import type { GenerateTicketsBody } from '@portal/contract';
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
import { say } from '../../platform/i18n/said.js';

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
    return refused('404', say('tickets.noWindow'));
  }
  if (window.closesAt <= now) return refused('423', say('tickets.windowClosed'));
  const at = (instant: Date) => ({ at: instant, timeZone: context.timeZone });
  const firstBlockAt = body.FirstBlockAt ? new Date(body.FirstBlockAt) : window.opensAt;
  if (firstBlockAt < window.opensAt || firstBlockAt >= window.closesAt) {
    return refused(
      '409',
      say('tickets.firstBlock', { opens: at(window.opensAt), closes: at(window.closesAt) }),
    );
  }
  if (body.Spacing.Kind === 'block_count' && Date.parse(body.Spacing.LastBlockAt) < firstBlockAt.getTime()) {
    return refused('409', say('tickets.lastBeforeFirst'));
  }
  return db.transaction(async (tx): Promise<DrawOutcome> => {
    const students = await ticketedStudents(tx);
    if (students === 0) return refused('404', say('tickets.noStudents'));
    const spacing = spacingOf(body, students, firstBlockAt);
    const blocks = Math.ceil(students / spacing.studentsPerBlock);
    const lastBlockAt = new Date(firstBlockAt.getTime() + (blocks - 1) * spacing.secondsBetweenBlocks * 1000);
    if (lastBlockAt >= window.closesAt) {
      const times = { last: at(lastBlockAt), closes: at(window.closesAt) };
      return refused('409', say('tickets.tooLate', { blocks, ...times }));
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
