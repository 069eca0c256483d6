import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applicationKey } from './keys';

const call = international.getStudentProgram;

/** One of the student's applications in full: ranked partners, documents, the office's note and the log. */
export function getStudentProgram(
  applicationId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { ApplicationId: applicationId }, signal });
}

export function studentProgramQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: applicationKey(applicationId),
    queryFn: ({ signal }) => getStudentProgram(applicationId, signal),
  });
}

export function useStudentProgram(applicationId: number) {
  return useQuery(studentProgramQueryOptions(applicationId));
}
