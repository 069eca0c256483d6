import { schedule, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

const call = schedule.getStudentSchedule;

/**
 * The sections the student holds this term with their meetings, the
 * timetable advising builds (every seat taken or freed by advising is a registration of this term).
 */
export function getAdvisedTimetable(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function advisedTimetableQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'timetable'],
    queryFn: ({ signal }) => getAdvisedTimetable(signal),
  });
}

export function useAdvisedTimetable() {
  return useQuery(advisedTimetableQueryOptions());
}
