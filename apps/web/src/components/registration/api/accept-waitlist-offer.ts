import type { WaitlistAccepted } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWaitlistCall, type WaitlistCallInput } from './waitlist-call';

/** POST /api/{Advising|AddDrop}/AcceptWaitlistOffer: the held seat becomes the student's, through the add rules. */
export function acceptWaitlistOffer(input: WaitlistCallInput): Promise<WaitlistAccepted> {
  return postWaitlistCall<WaitlistAccepted>('AcceptWaitlistOffer', input);
}

export function useAcceptWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWaitlistOffer,
    // The timetable, credits, sections' seats and the cart all change with a new seat: read them again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
