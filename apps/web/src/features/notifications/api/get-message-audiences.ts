import { notify, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = notify.getMessageAudiences;

/** Communications and registrar: faculties and their programs. */
export function getMessageAudiences(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function useMessageAudiences() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'message-audiences'],
      queryFn: ({ signal }) => getMessageAudiences(signal),
    }),
  );
}
