import { internationalOffice, type BodyOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useProgramsWrite } from './programs-write';

const call = internationalOffice.savePartner;

export const useSavePartner = () => useProgramsWrite((body: BodyOf<typeof call>) => api.call(call, { body }));
