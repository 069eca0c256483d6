import type { WaitlistSectionBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { postWaitlistCall, type WaitlistCallInput } from './waitlist-call';

/** POST /api/{Advising|AddDrop}/DeclineWaitlistOffer: the held seat goes to the next student in line. */
export function declineWaitlistOffer(input: WaitlistCallInput): Promise<WaitlistSectionBody> {
  return postWaitlistCall<WaitlistSectionBody>('DeclineWaitlistOffer', input);
}

export function useDeclineWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWaitlistOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
