import type { OK_STATUS } from '@portal/contract';
import type { EnvelopeCall, ResponseOf } from '@portal/contract/calls';
import { callUrl, session, signOut } from './api';
import { ApiError } from './api-error';
import { isOffline } from './offline-status';
import { requestHeaders } from './request-headers';

/** Type-checked against the contract's constant without loading the contract's runtime for it. */
const OK: typeof OK_STATUS = '200';

/** How far an upload has gone: bytes sent of the whole multipart body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  /** Text fields, sent before the files (the server reads them first while streaming). */
  fields: Readonly<Record<string, string>>;
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function envelopeOf(
  text: string,
): { Status?: unknown; ReturnObject?: unknown; Message?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}

function answerOf(xhr: XMLHttpRequest): unknown {
  const envelope = envelopeOf(xhr.responseText);
  const message = typeof envelope?.Message === 'string' ? envelope.Message : undefined;
  const status = typeof envelope?.Status === 'string' ? envelope.Status : undefined;
  if (xhr.status < 200 || xhr.status >= 300) {
    throw new ApiError({ kind: 'http', httpStatus: xhr.status, status, serverMessage: message });
  }
  if (!envelope || status === undefined) throw new ApiError({ kind: 'malformed', httpStatus: xhr.status });
  if (status !== OK) {
    throw new ApiError({
      kind: 'refusal',
      httpStatus: xhr.status,
      status,
      serverMessage: message,
      answer: envelope.ReturnObject,
    });
  }
  return envelope.ReturnObject;
}

/**
 * A multipart upload of a call marked `upload` in the call table, with the session's headers as the API
 * client sends them. XMLHttpRequest rather than fetch: only it reports the request body's progress, which
 * the page shows as a bar for each file.
 */
export async function uploadFiles<Call extends EnvelopeCall & { upload: true }>(
  entry: Call,
  request: UploadRequest,
): Promise<ResponseOf<Call>> {
  if (isOffline()) throw new ApiError({ kind: 'offline', httpStatus: 0 });
  const url = await callUrl(entry);
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  for (const file of request.files) form.append('files', file, file.name);
  const headers = requestHeaders(session.current());
  return new Promise<ResponseOf<Call>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(entry.method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      // Spec §8: a 401 ends the session, as for every other call.
      if (xhr.status === 401 && session.current().token) void signOut({ reload: true });
      try {
        // As in api-client.ts: the server validated the answer against the contract before sending it.
        resolve(answerOf(xhr) as ResponseOf<Call>);
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError({ kind: 'malformed', httpStatus: xhr.status }));
      }
    });
    xhr.addEventListener('error', () => {
      reject(new ApiError({ kind: 'network', httpStatus: 0 }));
    });
    xhr.addEventListener('abort', () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    request.signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(form);
  });
}
