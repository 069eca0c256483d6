import { internationalOffice, type BodyOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useRoundStep } from './round-step';

const call = internationalOffice.rankApplicants;

export const useRankApplicants = () => useRoundStep((body: BodyOf<typeof call>) => api.call(call, { body }));
