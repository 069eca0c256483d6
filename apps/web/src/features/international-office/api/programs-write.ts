import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_PROGRAMS_KEY } from './keys';

/** A write of the programs tab: the programs, partners and checklists are read again after it. */
export function useProgramsWrite<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICE_PROGRAMS_KEY }),
  });
}
