import { trainingOffice } from '@portal/contract/calls';
import { useCycleStep } from './cycle-step';

/** Publishes a previewed cycle: each student sees their place, or that none was found. */
export const usePublishCycle = () => useCycleStep(trainingOffice.publishCycle);
