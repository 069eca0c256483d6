import { showAlert } from './app-alerts';

/**
 * What the app does with an HTTP error status from any call (spec §8), decided in one place:
 * - `announcement`: 400 means a must-accept announcement is waiting; go to it (the call still fails).
 * - `log-out`: 401, the token is no longer valid (api.ts logs out and reloads).
 * - `log`: 404, only logged; the page shows its own "not found" state.
 * - `no-connection` / `connection-error`: an alert (504, and any other status nobody else explains).
 * - `page`: the page explains it itself: 422 (the form shows each field's problem) and 429 (try later).
 */
export type HttpErrorResponse =
  'announcement' | 'log-out' | 'log' | 'no-connection' | 'connection-error' | 'page';

export function httpErrorResponse(httpStatus: number): HttpErrorResponse {
  switch (httpStatus) {
    case 400:
      return 'announcement';
    case 401:
      return 'log-out';
    case 404:
      return 'log';
    case 504:
      return 'no-connection';
    case 422:
    case 429:
      return 'page';
    default:
      return 'connection-error';
  }
}

/** The announcement page's route (the announcement work's page; spec §2). */
const ANNOUNCEMENT_HASH = '#/announcement';

/** Acts on an HTTP error status as the catalogue says (401 is api.ts's own: it needs the session). */
export function applyHttpErrorCatalogue(httpStatus: number, url: string): void {
  switch (httpErrorResponse(httpStatus)) {
    case 'announcement':
      if (window.location.hash !== ANNOUNCEMENT_HASH) window.location.hash = ANNOUNCEMENT_HASH;
      return;
    case 'log':
      console.warn(`Not found: ${url}`);
      return;
    case 'no-connection':
      showAlert({ kind: 'no-connection' });
      return;
    case 'connection-error':
      showAlert({ kind: 'connection-error' });
      return;
    case 'log-out':
    case 'page':
      return;
  }
}
