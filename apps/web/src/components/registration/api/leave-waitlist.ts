import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { waitlistBody, waitlistCalls, type WaitlistAnswer, type WaitlistCallInput } from './waitlist-call';

/** Gives up the place (a held seat goes to the next in line). */
export function leaveWaitlist(input: WaitlistCallInput): Promise<WaitlistAnswer<'leave'>> {
  return api.call(waitlistCalls(input).leave, { body: waitlistBody(input) });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
