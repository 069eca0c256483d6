import type { GuideState } from '@portal/contract';

/** What the office does to a guide's state. Saving the text is no move: it never changes the state. */
export type GuideMove = 'publish' | 'unpublish';

/**
 * The states each move leaves from. Publishing a published guide puts its latest text on the page;
 * unpublishing a draft is refused (there is nothing on the page to take off).
 */
export const GUIDE_MOVES: Readonly<Record<GuideMove, readonly GuideState[]>> = {
  publish: ['draft', 'published'],
  unpublish: ['published'],
};

/** The state a move ends in. */
export const GUIDE_MOVE_TARGET: Readonly<Record<GuideMove, GuideState>> = {
  publish: 'published',
  unpublish: 'draft',
};

export const mayMove = (move: GuideMove, from: GuideState): boolean => GUIDE_MOVES[move].includes(from);
