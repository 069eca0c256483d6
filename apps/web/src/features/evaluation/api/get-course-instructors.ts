import type { CourseInstructor } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/Evaluation/GetCourseInstructors: the instructors to evaluate for one of the student's sections. */
export function getCourseInstructors(sectionId: number): Promise<CourseInstructor[]> {
  return api.post<CourseInstructor[]>('portal', '/api/Evaluation/GetCourseInstructors', {
    SectionId: sectionId,
  });
}

export function useCourseInstructors(sectionId: number) {
  return useQuery({
    queryKey: ['evaluation', 'instructors', sectionId],
    queryFn: () => getCourseInstructors(sectionId),
  });
}
