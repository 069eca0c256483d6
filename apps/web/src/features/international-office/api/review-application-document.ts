import { internationalOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered, keepApplication } from './application-answer';

const call = internationalOffice.reviewApplicationDocument;

export async function reviewApplicationDocument(body: BodyOf<typeof call>) {
  return answered(await api.call(call, { body }));
}

export function useReviewApplicationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplicationDocument,
    onSuccess: (application) => {
      keepApplication(queryClient, application);
    },
  });
}
