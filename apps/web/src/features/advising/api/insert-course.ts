import { advising, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.insertCourse;

/**
 * A lecture section and, for a course with labs, one of its labs. A
 * refusal (nothing changed) rejects with every RuleRefusal in the error's answer (see refusals.ts).
 */
export function insertCourse(sectionIds: number[]): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { SectionIds: sectionIds } });
}

export function useInsertCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
