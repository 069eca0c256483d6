import { advising, type ResponseOf } from '@portal/contract/calls';
import type { StudentGroupChoice } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.saveStudentGroup;

/** Takes every seat of the group and the electives, or none. */
export function saveStudentGroup(choice: StudentGroupChoice): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: choice });
}

export function useSaveStudentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
