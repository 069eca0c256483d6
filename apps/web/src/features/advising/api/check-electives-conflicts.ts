import { advising, type ResponseOf } from '@portal/contract/calls';
import type { StudentGroupChoice } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = advising.checkElectivesConflicts;

/** Would this group and these electives make a valid timetable? */
export function checkElectivesConflicts(choice: StudentGroupChoice): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: choice });
}

export function useCheckElectivesConflicts() {
  return useMutation({ mutationFn: checkElectivesConflicts });
}
