import { placementOffice } from '@portal/contract/calls';
import { useRoundStep } from './round-step';

/** Allocates a closed round as a preview the students do not see. */
export const usePreviewRound = () => useRoundStep(placementOffice.previewRound);
