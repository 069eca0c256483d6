import { contact, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTACT_CARD_KEY } from './keys';

const call = contact.changePersonalEmail;

/** Sends a confirmation link to a new personal email; the answer shows it pending. */
export function changePersonalEmail(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useChangePersonalEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePersonalEmail,
    gcTime: 0,
    onSuccess: (card) => {
      queryClient.setQueryData(CONTACT_CARD_KEY, card);
    },
  });
}
