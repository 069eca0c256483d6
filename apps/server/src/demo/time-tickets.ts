import { and, asc, eq, sql } from 'drizzle-orm';
import type { GenerateTicketsBody } from '@portal/contract';
import { termWindows, terms } from '../modules/academic/schema.js';
import { staffMembers } from '../modules/staff/schema.js';
import { drawTickets } from '../modules/time-tickets/generation.js';
import { DEFAULT_GRADE_SCALE } from '../modules/registration/grade-scale.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { inEnglish } from '../platform/i18n/words.js';

/**
 * How the demo registrar drew the current term's tickets: advising by earned credits, add/drop by a draw
 * within each level, in blocks spread over the first part of each window — so on the day the demo is
 * generated most students' time has come and the juniors of the last blocks still count down.
 */
const DRAWS: Record<
  'advising' | 'add_drop',
  { method: GenerateTicketsBody['Method']; share: number; blocks: number }
> = {
  advising: { method: 'earned_credits', share: 0.65, blocks: 24 },
  add_drop: { method: 'random_within_level', share: 0.3, blocks: 12 },
};

/** Time tickets for the current term's advising and add/drop windows, drawn as the registrar would. */
export async function loadDemoTickets(
  handle: DatabaseHandle,
  options: { seed: number; timeZone: string; onProgress: (line: string) => void },
): Promise<void> {
  const db = handle.db;
  const [registrar] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(sql`'registrar' = any(${staffMembers.roles})`)
    .orderBy(asc(staffMembers.id))
    .limit(1);
  if (!registrar) return;
  const windows = await db
    .select({
      id: termWindows.id,
      kind: termWindows.kind,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
    })
    .from(termWindows)
    .innerJoin(terms, and(eq(terms.id, termWindows.termId), eq(terms.isCurrent, true)));
  for (const window of windows) {
    if (window.kind !== 'advising' && window.kind !== 'add_drop') continue;
    const plan = DRAWS[window.kind];
    const span = window.closesAt.getTime() - window.opensAt.getTime();
    const outcome = await drawTickets(
      db,
      {
        WindowId: window.id,
        Method: plan.method,
        Seed: options.seed % 2_147_483_647,
        Spacing: {
          Kind: 'block_count',
          Blocks: plan.blocks,
          LastBlockAt: new Date(window.opensAt.getTime() + span * plan.share).toISOString(),
        },
      },
      { staffId: registrar.id, scale: DEFAULT_GRADE_SCALE, timeZone: options.timeZone },
      // The draw happened when the window opened, so the window was not yet closed whatever today is.
      window.opensAt,
    );
    if (outcome.kind === 'refused')
      throw new Error(`Demo tickets for ${window.kind}: ${inEnglish(outcome.message)}`);
    options.onProgress(
      `drew ${String(outcome.students)} ${window.kind} tickets in ${String(plan.blocks)} blocks`,
    );
  }
}
