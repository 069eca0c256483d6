import type { StudentWaitlist } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAnswer } from '../answered-offers';
import { api } from '../../../lib/api';
import { waitlistBody, waitlistCalls, type WaitlistAnswer, type WaitlistCallInput } from './waitlist-call';

/** The held seat becomes the student's, through the add rules. */
export function acceptWaitlistOffer(input: WaitlistCallInput): Promise<WaitlistAnswer<'accept'>> {
  return api.call(waitlistCalls(input).accept, { body: waitlistBody(input) });
}

export function useAcceptWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistCallInput & { place: StudentWaitlist }) => acceptWaitlistOffer(input),
    onSuccess: (seat, { place }) => {
      // Kept before the lists are read again: the list without the offer may unmount the card answering.
      rememberAnswer({
        place,
        outcome: { kind: 'accepted', code: seat.CourseCode, section: seat.SectionNo },
      });
      // The timetable, credits, sections' seats and the cart all change with a new seat: read them again.
      return queryClient.invalidateQueries();
    },
  });
}
