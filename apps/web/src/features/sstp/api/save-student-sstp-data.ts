import { sstp, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SAVED_DATA_KEY } from './keys';

const call = sstp.saveStudentSstpData;

/** Submits or withdraws the application, or confirms or declines the place; the answer replaces the page's copy. */
export function saveStudentSstpData(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSaveStudentSstpData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudentSstpData,
    onSuccess: (saved) => {
      queryClient.setQueryData(SAVED_DATA_KEY, saved);
    },
  });
}
