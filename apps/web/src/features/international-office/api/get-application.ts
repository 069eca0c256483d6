import { internationalOffice } from '@portal/contract/calls';
import type { OfficeApplication } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFICE_APPLICATION_KEY } from './keys';

const call = internationalOffice.getApplication;

export async function getApplication(
  applicationId: number,
  signal?: AbortSignal,
): Promise<OfficeApplication> {
  return api.call(call, { query: { ApplicationId: applicationId }, signal });
}

export function applicationQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: [...OFFICE_APPLICATION_KEY, applicationId],
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    staleTime: 0,
  });
}

export function useApplication(applicationId: number) {
  return useQuery(applicationQueryOptions(applicationId));
}
