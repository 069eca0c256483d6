import type { WaitlistPlace } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { postWaitlistCall, type WaitlistCallInput } from './waitlist-call';

/** POST /api/{Advising|AddDrop}/JoinWaitlist: a place at the end of a full section's line. */
export function joinWaitlist(input: WaitlistCallInput): Promise<WaitlistPlace> {
  return postWaitlistCall<WaitlistPlace>('JoinWaitlist', input);
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
