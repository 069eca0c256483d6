import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { waitlistBody, waitlistCalls, type WaitlistAnswer, type WaitlistCallInput } from './waitlist-call';

/** A place at the end of a full section's line. */
export function joinWaitlist(input: WaitlistCallInput): Promise<WaitlistAnswer<'join'>> {
  return api.call(waitlistCalls(input).join, { body: waitlistBody(input) });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
