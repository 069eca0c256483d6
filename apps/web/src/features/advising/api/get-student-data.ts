import type { AdvisingStudentData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADVISING_KEY } from './keys';

/** GET /api/Advising/GetStudentData: standing, GPA, earned credits and this term's credit limits. */
export function getAdvisingStudentData(signal?: AbortSignal): Promise<AdvisingStudentData> {
  return api.get<AdvisingStudentData>('portal', '/api/Advising/GetStudentData', { signal });
}

export function advisingStudentDataQueryOptions() {
  return queryOptions({
    queryKey: [...ADVISING_KEY, 'student'],
    queryFn: ({ signal }) => getAdvisingStudentData(signal),
  });
}

export function useAdvisingStudentData() {
  return useQuery(advisingStudentDataQueryOptions());
}
