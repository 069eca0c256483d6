import { fees, type BodyOf } from '@portal/contract/calls';
import type { MilitaryRecordRow } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MILITARY_RECORDS_KEY } from './keys';

const call = fees.setMilitaryRecord;

/** Records a status; the server answers the same row when the student already has it (a double tap). */
export async function setMilitaryRecord(body: BodyOf<typeof call>): Promise<MilitaryRecordRow> {
  // A refusal (not required, a final status) is thrown by the client, so an answer is always the row.
  return api.call(call, { body });
}

export function useSetMilitaryRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMilitaryRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MILITARY_RECORDS_KEY }),
  });
}
