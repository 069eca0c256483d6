import type { CredentialSystemName } from '@portal/contract';
import { credentials, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { credentialsKey } from './keys';

const call = credentials.getStudentCredentials;

/** The student's user names for one system with masked passwords (exam accounts only inside their window). */
export function getStudentCredentials(
  system: CredentialSystemName,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { System: system }, signal });
}

export function studentCredentialsQueryOptions(system: CredentialSystemName) {
  return queryOptions({
    queryKey: credentialsKey(system),
    queryFn: ({ signal }) => getStudentCredentials(system, signal),
  });
}

export function useStudentCredentials(system: CredentialSystemName) {
  return useQuery(studentCredentialsQueryOptions(system));
}
