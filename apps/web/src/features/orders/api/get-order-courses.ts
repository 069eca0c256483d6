import type { OrderCourse, OrderPurpose } from '@portal/contract';
import { orders, petition } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDERS_KEY } from './keys';

/** The course call whose list offers a purpose's course choices; a request about a course otherwise names one of this term's. */
const COURSE_CALLS = {
  'late-drop': orders.getStudentDropCourses,
  'make-up': orders.getStudentMakeUpCourse,
  'work-extension': orders.getStudentCoursesWorkSubmission,
  other: orders.getStudentCourses,
} as const;

/** The courses a `course` field of a type of this purpose may name, each with why it cannot be, if so. */
export function getOrderCourses(purpose: OrderPurpose, signal?: AbortSignal): Promise<OrderCourse[]> {
  // A recalculation names a graded course: the petition host's list.
  if (purpose === 'recalculation') return api.call(petition.getPetitionCourses, { signal });
  const call =
    purpose === 'late-drop' || purpose === 'make-up' || purpose === 'work-extension'
      ? COURSE_CALLS[purpose]
      : COURSE_CALLS.other;
  return api.call(call, { body: {}, signal });
}

export function orderCoursesQueryOptions(purpose: OrderPurpose) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'courses', purpose],
    queryFn: ({ signal }) => getOrderCourses(purpose, signal),
  });
}

/** Read only when the form has a course field (`enabled`). */
export function useOrderCourses(purpose: OrderPurpose, enabled = true) {
  return useQuery({ ...orderCoursesQueryOptions(purpose), enabled });
}
