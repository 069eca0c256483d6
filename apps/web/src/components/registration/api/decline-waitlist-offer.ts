import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { waitlistBody, waitlistCalls, type WaitlistAnswer, type WaitlistCallInput } from './waitlist-call';

/** The held seat goes to the next student in line. */
export function declineWaitlistOffer(input: WaitlistCallInput): Promise<WaitlistAnswer<'decline'>> {
  return api.call(waitlistCalls(input).decline, { body: waitlistBody(input) });
}

export function useDeclineWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWaitlistOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
