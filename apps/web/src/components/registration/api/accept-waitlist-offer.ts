import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { waitlistBody, waitlistCalls, type WaitlistAnswer, type WaitlistCallInput } from './waitlist-call';

/** The held seat becomes the student's, through the add rules. */
export function acceptWaitlistOffer(input: WaitlistCallInput): Promise<WaitlistAnswer<'accept'>> {
  return api.call(waitlistCalls(input).accept, { body: waitlistBody(input) });
}

export function useAcceptWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWaitlistOffer,
    // The timetable, credits, sections' seats and the cart all change with a new seat: read them again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
