import type { AudienceFaculty } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/Notify/GetMessageAudiences (communications, registrar): faculties and their programs. */
export function getMessageAudiences(signal?: AbortSignal): Promise<AudienceFaculty[]> {
  return api.get<AudienceFaculty[]>('notify', '/api/Notify/GetMessageAudiences', { signal });
}

export function useMessageAudiences() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'message-audiences'],
      queryFn: ({ signal }) => getMessageAudiences(signal),
    }),
  );
}
