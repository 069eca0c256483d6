import { OK_STATUS, type Envelope } from '@portal/contract';

export function ok<T>(returnObject: T): Envelope<T> {
  return { Status: OK_STATUS, ReturnObject: returnObject };
}

/**
 * Status codes of business refusals (HTTP 200, shown by the page). They borrow HTTP's numbers so a
 * reader knows the kind at a glance, but travel only inside the envelope.
 */
export type RefusalStatus = '401' | '403' | '404' | '409' | '422' | '423' | '429' | '503';

/** A business refusal: the call was understood and refused for a reason the student can read. */
export function refusal(status: RefusalStatus, message: string): Envelope<null> {
  return { Status: status, ReturnObject: null, Message: message };
}
