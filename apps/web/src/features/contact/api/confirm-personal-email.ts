import { contact, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTACT_CARD_KEY } from './keys';

const call = contact.confirmPersonalEmail;

/** Confirms the pending personal email with the token from the emailed link. */
export function confirmPersonalEmail(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useConfirmPersonalEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPersonalEmail,
    gcTime: 0,
    onSuccess: (card) => {
      queryClient.setQueryData(CONTACT_CARD_KEY, card);
    },
  });
}
