import { OK_STATUS, type Envelope } from '@portal/contract';
import type { Language } from '../i18n/language.js';
import type { Said } from '../i18n/said.js';
import { inLanguage } from '../i18n/words.js';

export function ok<T>(returnObject: T): Envelope<T> {
  return { Status: OK_STATUS, ReturnObject: returnObject };
}

/**
 * Status codes of business refusals (HTTP 200, shown by the page). They borrow HTTP's numbers so a
 * reader knows the kind at a glance, but travel only inside the envelope.
 */
export type RefusalStatus = '401' | '403' | '404' | '409' | '422' | '423' | '429' | '503';

/**
 * A business refusal: the call was understood and refused for a reason the student reads in the request's
 * language. Only modules/waitlist, whose refusals predate the catalogue, leaves the language out: its
 * English is answered as written.
 */
export function refusal(status: RefusalStatus, message: Said, language: Language): Envelope<null> {
  return { Status: status, ReturnObject: null, Message: inLanguage(message, language) };
}
