import type { PartyEventMove, PartyEventState } from '@portal/contract';

/**
 * The states each move of an event leaves from, and where it ends. A closed event may open again (the office
 * extends registration); a held event is history and moves nowhere.
 */
export const EVENT_MOVES: Readonly<
  Record<PartyEventMove, { from: readonly PartyEventState[]; to: PartyEventState }>
> = {
  open: { from: ['draft', 'closed'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  hold: { from: ['closed'], to: 'held' },
};

/** States in which the office may still edit an event's data. */
export const EDITABLE_STATES: readonly PartyEventState[] = ['draft', 'open'];

export const mayMove = (move: PartyEventMove, from: PartyEventState): boolean =>
  EVENT_MOVES[move].from.includes(from);
