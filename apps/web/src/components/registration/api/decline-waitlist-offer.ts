import type { StudentWaitlist } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAnswer } from '../answered-offers';
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
    mutationFn: (input: WaitlistCallInput & { place: StudentWaitlist }) => declineWaitlistOffer(input),
    onSuccess: (_answer, { place }) => {
      // Kept before the list is read again: the list without the offer may unmount the card answering.
      rememberAnswer({ place, outcome: { kind: 'declined' } });
      return queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY });
    },
  });
}
