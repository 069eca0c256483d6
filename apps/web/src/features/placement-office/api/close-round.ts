import { placementOffice } from '@portal/contract/calls';
import { useRoundStep } from './round-step';

/** Closes an open round: students can save no more. */
export const useCloseRound = () => useRoundStep(placementOffice.closeRound);
