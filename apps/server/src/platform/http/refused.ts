import { refusal, type RefusalStatus } from './envelope.js';

/**
 * A rule said no, with the status and the message the student reads: what every service answers instead of
 * throwing, so the route decides how to say it and a refused write provably changed nothing.
 * `Status` narrows the statuses a service may refuse with; `Extra` carries what a page still shows.
 */
export type Refused<Status extends RefusalStatus = RefusalStatus, Extra extends object = object> = {
  kind: 'refused';
  status: Status;
  message: string;
} & Extra;

export function refused<Status extends RefusalStatus>(status: Status, message: string): Refused<Status> {
  return { kind: 'refused', status, message };
}

/** The envelope answer (HTTP 200, ReturnObject null) of a refusal. */
export function refusalOf(outcome: Refused): ReturnType<typeof refusal> {
  return refusal(outcome.status, outcome.message);
}
