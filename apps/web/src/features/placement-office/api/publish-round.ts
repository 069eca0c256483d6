import { calls } from '@portal/contract/calls';
import { useRoundStep } from './round-step';

/** Publishes a previewed round: results shown, placed students' majors changed. */
export const usePublishRound = () => useRoundStep(calls.placementOffice.publishRound);
