import type { OnlineChannel } from '@portal/contract';
import { petition, type ResponseOf } from '@portal/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const call = petition.insertPetitionPayment;

/** Starts paying a request's fee online: the provider's checkout page, or a reference for an outlet. */
export function insertPetitionPayment(input: {
  OrderId: number;
  Channel: OnlineChannel;
}): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: input });
}

/** Nothing of the request changes until the provider confirms the payment; the page reads it again then. */
export function useInsertPetitionPayment() {
  return useMutation({ mutationFn: insertPetitionPayment });
}
