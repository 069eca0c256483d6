import { sstp, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SAVED_DATA_KEY } from './keys';

const call = sstp.insertSstpData;

/** Saves the whole draft; the server answers the student's data, which replaces the page's copy. */
export function insertSstpData(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useInsertSstpData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertSstpData,
    onSuccess: (saved) => {
      queryClient.setQueryData(SAVED_DATA_KEY, saved);
    },
  });
}
