import { advising, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = advising.removeCourse;

/** Frees every section of the course the student holds this term. */
export function removeCourse(courseId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { CourseId: courseId } });
}

export function useRemoveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISING_KEY }),
  });
}
