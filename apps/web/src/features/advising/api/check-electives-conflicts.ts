import type { AdvisingChange, StudentGroupChoice } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/Module/CheckElectivesConflicts: would this group and these electives make a valid timetable? */
export function checkElectivesConflicts(choice: StudentGroupChoice): Promise<AdvisingChange> {
  return api.post<AdvisingChange>('portal', '/api/Module/CheckElectivesConflicts', choice);
}

export function useCheckElectivesConflicts() {
  return useMutation({ mutationFn: checkElectivesConflicts });
}
