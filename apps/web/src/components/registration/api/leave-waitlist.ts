import type { WaitlistSectionBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_WAITLISTS_QUERY_KEY } from './get-student-waitlists';
import { postWaitlistCall, type WaitlistCallInput } from './waitlist-call';

/** POST /api/{Advising|AddDrop}/LeaveWaitlist: gives up the place (a held seat goes to the next in line). */
export function leaveWaitlist(input: WaitlistCallInput): Promise<WaitlistSectionBody> {
  return postWaitlistCall<WaitlistSectionBody>('LeaveWaitlist', input);
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_WAITLISTS_QUERY_KEY }),
  });
}
