import { TANSEEK_EDITABLE_STATES, type TanseekRoundState } from '@portal/contract';

/**
 * Every move a round may make, in one place: students save while it is `open`; the office closes it, previews
 * the allocation (again, as often as it likes, until it publishes) and publishes once. Nothing leaves
 * `published`: the students' majors have changed by then.
 */
export const ROUND_MOVES = {
  close: { from: ['open'], to: 'closed' },
  preview: { from: ['closed', 'previewed'], to: 'previewed' },
  publish: { from: ['previewed'], to: 'published' },
} as const satisfies Record<string, { from: readonly TanseekRoundState[]; to: TanseekRoundState }>;
export type RoundMove = keyof typeof ROUND_MOVES;

/** The state `move` takes a round in `state` to, or null when the move is not allowed from there. */
export function roundMoveTo(state: TanseekRoundState, move: RoundMove): TanseekRoundState | null {
  const allowed: readonly TanseekRoundState[] = ROUND_MOVES[move].from;
  return allowed.includes(state) ? ROUND_MOVES[move].to : null;
}

/**
 * The round's offers and rules may be edited only before anyone could rely on its result: declared in the
 * contract, so the placement office's page offers its editor in exactly these states.
 */
export const EDITABLE_STATES: readonly TanseekRoundState[] = TANSEEK_EDITABLE_STATES;
