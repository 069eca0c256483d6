import { showAlert } from './app-alerts';
import type { BodyOf, FileCall, QueryOf } from '@portal/contract/calls';
import { callUrl, session } from './api';
import { requestHeaders } from './request-headers';

/** A file call of the table (host, method and path come from the entry) and the name to save it under. */
export interface DownloadRequest<Call extends FileCall = FileCall> {
  call: Call;
  /** The name the file is saved under (spec §4: the requirement sheet is ReqSheet.pdf). */
  fileName: string;
  body?: BodyOf<Call>;
  /** The query of a GET file call (finance's export period). */
  query?: QueryOf<Call>;
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
export async function download<Call extends FileCall>(
  request: DownloadRequest<Call>,
  surface: DownloadSurface,
): Promise<DownloadOutcome> {
  await surface.showWaiting();
  try {
    const current = session.current();
    if (!current.token) {
      showAlert({ kind: 'invalid-token' });
      return 'no-token';
    }
    const headers: Record<string, string> = { ...requestHeaders(current), AcceptMob: '1' };
    // Typed by the entry's body schema; read here only as JSON to send.
    const body: unknown = request.body;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const send = surface.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const response = await send(await callUrl(request.call, { query: request.query }), {
      method: request.call.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
