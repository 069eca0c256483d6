import { SSTP_EDITABLE_STATES, type SstpCycleState } from '@portal/contract';

/**
 * Every move a cycle may make, in one place: students save and submit while it is `open`; the office closes it,
 * previews the allocation (again, as often as it likes, until it publishes) and publishes once. Nothing leaves
 * `published`: the students have been told their places by then.
 */
export const CYCLE_MOVES = {
  close: { from: ['open'], to: 'closed' },
  preview: { from: ['closed', 'previewed'], to: 'previewed' },
  publish: { from: ['previewed'], to: 'published' },
} as const satisfies Record<string, { from: readonly SstpCycleState[]; to: SstpCycleState }>;
export type CycleMove = keyof typeof CYCLE_MOVES;

/** The state `move` takes a cycle in `state` to, or null when the move is not allowed from there. */
export function cycleMoveTo(state: SstpCycleState, move: CycleMove): SstpCycleState | null {
  const allowed: readonly SstpCycleState[] = CYCLE_MOVES[move].from;
  return allowed.includes(state) ? CYCLE_MOVES[move].to : null;
}

/** A cycle's offers and dates may be edited only while open: declared in the contract for the office's page. */
export const EDITABLE_STATES: readonly SstpCycleState[] = SSTP_EDITABLE_STATES;
