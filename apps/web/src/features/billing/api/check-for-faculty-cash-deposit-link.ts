import { billing, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OFFERED_CHANNELS_KEY } from './keys';

const call = billing.checkForFacultyCashDepositLink;

/** The ways the university takes fees online now: the page offers only these. */
export function checkForFacultyCashDepositLink(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function offeredChannelsQueryOptions() {
  return queryOptions({
    queryKey: OFFERED_CHANNELS_KEY,
    queryFn: ({ signal }) => checkForFacultyCashDepositLink(signal),
  });
}

export function useOfferedChannels(enabled = true) {
  return useQuery({ ...offeredChannelsQueryOptions(), enabled });
}
