import { guides } from '@portal/contract/calls';
import { callUrl, session } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { requestHeaders } from '../../../lib/request-headers';
import type { LoadGuideImage } from '../markdown/guide-picture';

async function fetchImage(
  call: typeof guides.getGuideImage | typeof guides.getGuideImageForEditing,
  imageId: number,
  signal: AbortSignal,
): Promise<Blob> {
  const url = await callUrl(call, { query: { ImageId: imageId } });
  const response = await fetch(url, {
    method: call.method,
    headers: requestHeaders(session.current()),
    signal,
  });
  if (!response.ok) throw new ApiError({ kind: 'http', httpStatus: response.status });
  return response.blob();
}

/** A picture the published guide shows, as students load it. */
export const publishedGuideImages: LoadGuideImage = {
  scope: 'published',
  load: (imageId, signal) => fetchImage(guides.getGuideImage, imageId, signal),
};

/** Any picture of a guide, as the editor's preview loads it. */
export const editedGuideImages: LoadGuideImage = {
  scope: 'edited',
  load: (imageId, signal) => fetchImage(guides.getGuideImageForEditing, imageId, signal),
};
