import { contact, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CONTACT_CARD_KEY } from './keys';

const call = contact.updateStudentContact;

/** Saves phone, address and emergency contact; the answer is the card as it now is. */
export function updateStudentContact(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useUpdateStudentContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentContact,
    gcTime: 0,
    onSuccess: (card) => {
      queryClient.setQueryData(CONTACT_CARD_KEY, card);
    },
  });
}
