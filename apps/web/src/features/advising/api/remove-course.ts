import type { AdvisingChange } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** POST /api/Advising/RemoveCourse: frees every section of the course the student holds this term. */
export function removeCourse(courseId: number): Promise<AdvisingChange> {
  return api.post<AdvisingChange>('portal', '/api/Advising/RemoveCourse', { CourseId: courseId });
}

export function useRemoveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
