import { internationalOffice, type BodyOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answered, keepApplication } from './application-answer';

const call = internationalOffice.actOnApplication;

export async function actOnApplication(body: BodyOf<typeof call>) {
  return answered(await api.call(call, { body }));
}

export function useActOnApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnApplication,
    onSuccess: (application) => {
      keepApplication(queryClient, application);
    },
  });
}
