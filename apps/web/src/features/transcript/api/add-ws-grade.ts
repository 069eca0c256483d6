import { transcript, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TRANSCRIPT_KEY } from './keys';

const call = transcript.addWsGrade;

/**
 * Withdraws from a course of this term with a W. A GET because
 * spec §7 names it so; the server answers a repeat as done, so a double tap changes nothing.
 */
export function addWsGrade(courseId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { courseId: String(courseId) } });
}

export function useAddWsGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWsGrade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSCRIPT_KEY }),
  });
}
