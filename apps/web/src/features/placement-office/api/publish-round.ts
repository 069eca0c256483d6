import { placementOffice } from '@portal/contract/calls';
import { useRoundStep } from './round-step';

/** Publishes a previewed round: results shown, placed students' majors changed. */
export const usePublishRound = () => useRoundStep(placementOffice.publishRound);
