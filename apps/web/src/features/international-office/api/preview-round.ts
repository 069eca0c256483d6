import { internationalOffice, type BodyOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useRoundStep } from './round-step';

const call = internationalOffice.previewRound;

export const usePreviewRound = () => useRoundStep((body: BodyOf<typeof call>) => api.call(call, { body }));
