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

/** Thrown inside a transaction to roll every change back and answer the refusal: nothing is written. */
export class RefusedInTransaction extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
  }
}

/** Runs `work` (a transaction); a RefusedInTransaction it throws becomes the refused outcome. */
export async function refusable<T>(work: () => Promise<T>): Promise<{ kind: 'done'; value: T } | Refused> {
  try {
    return { kind: 'done', value: await work() };
  } catch (error) {
    if (error instanceof RefusedInTransaction) return refused(error.status, error.message);
    throw error;
  }
}
