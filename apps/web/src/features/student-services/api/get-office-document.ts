import { ordersOffice } from '@portal/contract/calls';
import { callUrl, session } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { requestHeaders } from '../../../lib/request-headers';

const call = ordersOffice.getOfficeDocument;

/** An uploaded document's bytes, for the preview (an image inline) or a download (a PDF). Audited server-side. */
export async function getOfficeDocument(documentId: number, signal?: AbortSignal): Promise<Blob> {
  const url = await callUrl(call, { query: { DocumentId: documentId } });
  const response = await fetch(url, {
    method: call.method,
    headers: requestHeaders(session.current()),
    signal,
  });
  if (!response.ok) throw new ApiError({ kind: 'http', httpStatus: response.status });
  return response.blob();
}
