import type { WaitlistWindow } from '@portal/contract';
import { waitlistCallsByWindow, type ResponseOf } from '@portal/contract/calls';

export interface WaitlistCallInput {
  /** The registration window whose route takes the call (its ticket and waiting room apply). */
  window: WaitlistWindow;
  sectionId: number;
  /** Joining only: the lab or tutorial waited for with the lecture `sectionId` (one request, both seats). */
  labSectionId?: number;
}

type WaitlistCalls = (typeof waitlistCallsByWindow)[WaitlistWindow];

/** The answer of a waitlist action, the same in every window. */
export type WaitlistAnswer<Action extends keyof WaitlistCalls> = ResponseOf<WaitlistCalls[Action]>;

/** The window's waitlist calls (advising or add/drop): the same actions, bodies and answers in each. */
export function waitlistCalls(input: WaitlistCallInput): WaitlistCalls {
  return waitlistCallsByWindow[input.window];
}

/** What every waitlist call sends: the place's section, and on joining the lab waited for with it. */
export function waitlistBody(input: WaitlistCallInput): { SectionId: number; LabSectionId?: number } {
  return input.labSectionId === undefined
    ? { SectionId: input.sectionId }
    : { SectionId: input.sectionId, LabSectionId: input.labSectionId };
}
