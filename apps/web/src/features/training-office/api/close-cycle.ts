import { trainingOffice } from '@portal/contract/calls';
import { useCycleStep } from './cycle-step';

/** Closes an open cycle: students can save and submit no more. */
export const useCloseCycle = () => useCycleStep(trainingOffice.closeCycle);
