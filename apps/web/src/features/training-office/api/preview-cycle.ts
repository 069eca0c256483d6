import { trainingOffice } from '@portal/contract/calls';
import { useCycleStep } from './cycle-step';

/** Allocates a closed cycle as a preview the students do not see. */
export const usePreviewCycle = () => useCycleStep(trainingOffice.previewCycle);
