import type { SstpApplicationState } from '@portal/contract';

/**
 * Every move an application may make, in one place. The student saves a draft, submits or withdraws it while
 * the cycle is open (a withdrawn application may be saved and submitted again), and confirms or declines the
 * place the publication gave; the publication assigns a place or none; the office's evaluation passes or fails
 * a confirmed training. Nothing leaves `not-assigned`, `declined`, `passed` or `failed`.
 */
export const APPLICATION_MOVES = {
  save: { from: ['draft', 'withdrawn'], to: 'draft' },
  submit: { from: ['draft', 'withdrawn'], to: 'submitted' },
  withdraw: { from: ['submitted'], to: 'withdrawn' },
  assign: { from: ['submitted'], to: 'assigned' },
  'not-assign': { from: ['submitted'], to: 'not-assigned' },
  confirm: { from: ['assigned'], to: 'confirmed' },
  decline: { from: ['assigned'], to: 'declined' },
  pass: { from: ['confirmed'], to: 'passed' },
  fail: { from: ['confirmed'], to: 'failed' },
} as const satisfies Record<string, { from: readonly SstpApplicationState[]; to: SstpApplicationState }>;
export type ApplicationMove = keyof typeof APPLICATION_MOVES;

/** The state `move` takes an application in `state` to, or null when the move is not allowed from there. */
export function applicationMoveTo(
  state: SstpApplicationState,
  move: ApplicationMove,
): SstpApplicationState | null {
  const allowed: readonly SstpApplicationState[] = APPLICATION_MOVES[move].from;
  return allowed.includes(state) ? APPLICATION_MOVES[move].to : null;
}

/** The moves a student makes while the cycle takes applications (open and within its dates). */
export const WHILE_OPEN: readonly ApplicationMove[] = ['save', 'submit', 'withdraw'];
