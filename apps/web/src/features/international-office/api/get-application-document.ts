import { internationalOffice } from '@portal/contract/calls';
import { callUrl, session } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { requestHeaders } from '../../../lib/request-headers';

const call = internationalOffice.getApplicationDocument;

/** A file uploaded to an application, to preview (an image) or download (a PDF). Audited server-side. */
export async function getApplicationDocument(documentId: number, signal?: AbortSignal): Promise<Blob> {
  const url = await callUrl(call, { query: { DocumentId: documentId } });
  const response = await fetch(url, {
    method: call.method,
    headers: requestHeaders(session.current()),
    signal,
  });
  if (!response.ok) throw new ApiError({ kind: 'http', httpStatus: response.status });
  return response.blob();
}
