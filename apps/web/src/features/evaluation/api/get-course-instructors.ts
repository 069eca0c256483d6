import { evaluation, type ResponseOf } from '@portal/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = evaluation.getCourseInstructors;

/** The instructors to evaluate for one of the student's sections. */
export function getCourseInstructors(sectionId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, {
    body: {
      SectionId: sectionId,
    },
  });
}

export function useCourseInstructors(sectionId: number) {
  return useQuery({
    queryKey: ['evaluation', 'instructors', sectionId],
    queryFn: () => getCourseInstructors(sectionId),
  });
}
