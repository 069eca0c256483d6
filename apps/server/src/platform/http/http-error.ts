import type { Said } from '../i18n/said.js';
import { inEnglish } from '../i18n/words.js';

/**
 * HTTP errors the error catalogue of spec §8 acts on. 400 is reserved for "the mandatory announcement is
 * not accepted" (the app navigates to /announcement on it), so nothing else may answer 400.
 */
export type PortalHttpStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 504;

/** Its `said` is answered in the request's language (error-handler.ts); its English `message` is logged. */
export class PortalHttpError extends Error {
  constructor(
    readonly statusCode: PortalHttpStatus,
    readonly said: Said,
  ) {
    super(inEnglish(said));
    this.name = 'PortalHttpError';
  }
}
