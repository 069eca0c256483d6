import type { WaitlistWindow } from '@portal/contract';
import { WAITLIST_ROUTE_PREFIX } from '@portal/contract/waitlist-routes';
import { api } from '../../../lib/api';

export interface WaitlistCallInput {
  /** The registration window whose route takes the call (its ticket and waiting room apply). */
  window: WaitlistWindow;
  sectionId: number;
}

/** POSTs `{ SectionId }` to the window's waitlist call, e.g. /api/AddDrop/JoinWaitlist. */
export function postWaitlistCall<T>(call: string, input: WaitlistCallInput): Promise<T> {
  return api.post<T>('portal', `${WAITLIST_ROUTE_PREFIX[input.window]}/${call}`, {
    SectionId: input.sectionId,
  });
}
