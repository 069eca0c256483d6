import type { AdvisingChange, StudentGroupChoice } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** POST /api/Module/SaveStudentGroup: takes every seat of the group and the electives, or none. */
export function saveStudentGroup(choice: StudentGroupChoice): Promise<AdvisingChange> {
  return api.post<AdvisingChange>('portal', '/api/Module/SaveStudentGroup', choice);
}

export function useSaveStudentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
