import type { Language } from '../i18n/language.js';
import type { Said } from '../i18n/said.js';
import { inEnglish } from '../i18n/words.js';
import { refusal, type RefusalStatus } from './envelope.js';

/**
 * A rule said no, with the status and the message the student reads, in no language yet (the route writes
 * it in the request's): what every service answers instead of throwing, so the route decides how to say it
 * and a refused write provably changed nothing. `Status` narrows the statuses a service may refuse with;
 * `Extra` carries what a page still shows.
 */
export type Refused<Status extends RefusalStatus = RefusalStatus, Extra extends object = object> = {
  kind: 'refused';
  status: Status;
  message: Said;
} & Extra;

export function refused<Status extends RefusalStatus>(status: Status, message: Said): Refused<Status> {
  return { kind: 'refused', status, message };
}

/** The envelope answer (HTTP 200, ReturnObject null) of a refusal, in the language of the request. */
export function refusalOf(outcome: Refused, language: Language): ReturnType<typeof refusal> {
  return refusal(outcome.status, outcome.message, language);
}

/** Thrown inside a transaction to roll every change back and answer the refusal: nothing is written. */
export class RefusedInTransaction extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly said: Said,
  ) {
    super(inEnglish(said));
  }
}

/** Runs `work` (a transaction); a RefusedInTransaction it throws becomes the refused outcome. */
export async function refusable<T>(work: () => Promise<T>): Promise<{ kind: 'done'; value: T } | Refused> {
  try {
    return { kind: 'done', value: await work() };
  } catch (error) {
    if (error instanceof RefusedInTransaction)
      return { kind: 'refused', status: error.status, message: error.said };
    throw error;
  }
}
