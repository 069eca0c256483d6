import { fees, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BUS_CHANNELS_KEY } from './fee-keys';

const call = fees.checkForBusCashDepositLink;

/** The ways the university takes bus fees online now. */
export function checkForBusCashDepositLink(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function useBusChannels(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: BUS_CHANNELS_KEY,
      queryFn: ({ signal }) => checkForBusCashDepositLink(signal),
      enabled,
    }),
  );
}
