import {
  OFFICE_APPLICATION_ACTIONS,
  STUDENT_APPLICATION_ACTIONS,
  type ApplicationState,
  type OfficeApplicationAction,
  type StudentApplicationAction,
} from '@portal/contract';

/**
 * Every move of an application's life, in one place: who makes it, from which states, to which state. A move
 * not listed here is refused (a test per refused move: application-states.test.ts), whichever side asks.
 *
 * The portal's moves: `rank` when the office closes a term's list; a published round's `allocate`, `waitlist`
 * and `not-select`; `take-place` when an `open` program (a conference) has a place for a submitted
 * application; `expire-offer` when an offer was not answered in time (the seat passes on in the next round).
 */
export type ApplicationMove =
  | StudentApplicationAction
  | OfficeApplicationAction
  | 'rank'
  | 'allocate'
  | 'waitlist'
  | 'not-select'
  | 'take-place'
  | 'expire-offer';

interface MoveRule {
  by: 'student' | 'office' | 'portal';
  from: readonly ApplicationState[];
  to: ApplicationState;
}

export const APPLICATION_MOVES: Readonly<Record<ApplicationMove, MoveRule>> = {
  submit: { by: 'student', from: ['draft', 'returned'], to: 'submitted' },
  return: { by: 'office', from: ['submitted'], to: 'returned' },
  rank: { by: 'portal', from: ['submitted'], to: 'ranked' },
  allocate: { by: 'portal', from: ['ranked', 'waitlisted'], to: 'allocated' },
  waitlist: { by: 'portal', from: ['ranked'], to: 'waitlisted' },
  'not-select': { by: 'portal', from: ['ranked', 'waitlisted'], to: 'not-selected' },
  'take-place': { by: 'portal', from: ['submitted', 'waitlisted'], to: 'offer-accepted' },
  'accept-offer': { by: 'student', from: ['allocated'], to: 'offer-accepted' },
  'decline-offer': { by: 'student', from: ['allocated'], to: 'offer-declined' },
  'expire-offer': { by: 'portal', from: ['allocated'], to: 'offer-declined' },
  nominate: { by: 'office', from: ['offer-accepted'], to: 'nominated' },
  'partner-accepted': { by: 'office', from: ['nominated'], to: 'partner-accepted' },
  'partner-refused': { by: 'office', from: ['nominated'], to: 'partner-refused' },
  departed: { by: 'office', from: ['partner-accepted'], to: 'departed' },
  completed: { by: 'office', from: ['departed'], to: 'completed' },
  withdraw: {
    by: 'student',
    from: [
      'draft',
      'submitted',
      'returned',
      'ranked',
      'waitlisted',
      'allocated',
      'offer-accepted',
      'nominated',
      'partner-accepted',
    ],
    to: 'withdrawn',
  },
};

/** Where a move from `state` leads, or null when the move is not allowed from there. */
export function applicationMoveTarget(
  move: ApplicationMove,
  state: ApplicationState,
): ApplicationState | null {
  const rule = APPLICATION_MOVES[move];
  return rule.from.includes(state) ? rule.to : null;
}

/** The moves the student may make from a state (the page offers these buttons). */
export function studentApplicationMovesFrom(state: ApplicationState): StudentApplicationAction[] {
  return STUDENT_APPLICATION_ACTIONS.filter((move) => APPLICATION_MOVES[move].from.includes(state));
}

/** The moves the office may make from a state. */
export function officeApplicationMovesFrom(state: ApplicationState): OfficeApplicationAction[] {
  return OFFICE_APPLICATION_ACTIONS.filter((move) => APPLICATION_MOVES[move].from.includes(state));
}

/** States in which a seat is held: what a round counts against a partner's seats. */
export const HOLDS_A_SEAT: readonly ApplicationState[] = [
  'allocated',
  'offer-accepted',
  'nominated',
  'partner-accepted',
  'departed',
  'completed',
];

/** States whose fee is payable: a place accepted, and not yet over. */
export const FEE_PAYABLE: readonly ApplicationState[] = [
  'offer-accepted',
  'nominated',
  'partner-accepted',
  'departed',
  'completed',
];
