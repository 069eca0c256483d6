import type { AdvisingChange } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/**
 * POST /api/Advising/InsertCourse: a lecture section and, for a course with labs, one of its labs. A
 * refusal (nothing changed) rejects with every RuleRefusal in the error's answer (see refusals.ts).
 */
export function insertCourse(sectionIds: number[]): Promise<AdvisingChange> {
  return api.post<AdvisingChange>('portal', '/api/Advising/InsertCourse', { SectionIds: sectionIds });
}

export function useInsertCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
