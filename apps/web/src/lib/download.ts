import { showAlert } from './app-alerts';
import { baseUrlFor, session } from './api';
import type { ServiceHost } from './api-client';
import { requestHeaders } from './request-headers';

export interface DownloadRequest {
  host: ServiceHost;
  path: string;
  /** The name the file is saved under (spec §4: the requirement sheet is ReqSheet.pdf). */
  fileName: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export type DownloadOutcome = 'saved' | 'no-token' | 'failed';

/** What the download flow needs from the page: the loading overlay, and how a file is handed to the user. */
export interface DownloadSurface {
  showWaiting: () => Promise<unknown>;
  hideWaiting: () => Promise<unknown>;
  save: (file: Blob, fileName: string) => void;
  fetch?: typeof fetch;
}

/** Hands a blob to the browser as a file download. */
export function saveWithAnchor(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 30_000);
}

/**
 * Spec §4's download flow: the 'Please Wait...' overlay; a stored user token or the 'Invalid Token' alert;
 * the token as Bearer auth and AcceptMob 1 (spec §7); the answer fetched as a blob and saved.
 */
export async function download(request: DownloadRequest, surface: DownloadSurface): Promise<DownloadOutcome> {
  await surface.showWaiting();
  try {
    const current = session.current();
    if (!current.token) {
      showAlert({ kind: 'invalid-token' });
      return 'no-token';
    }
    const headers: Record<string, string> = { ...requestHeaders(current), AcceptMob: '1' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const send = surface.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const response = await send(`${await baseUrlFor(request.host)}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (!response.ok) {
      showAlert({ kind: response.status === 504 ? 'no-connection' : 'connection-error' });
      return 'failed';
    }
    surface.save(await response.blob(), request.fileName);
    return 'saved';
  } catch {
    showAlert({ kind: 'no-connection' });
    return 'failed';
  } finally {
    await surface.hideWaiting();
  }
}
