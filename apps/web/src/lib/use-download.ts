import type { FileCall } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useWaitingOverlay } from './use-waiting-overlay';
import { download, saveWithAnchor, type DownloadOutcome, type DownloadRequest } from './download';

/** A page's way to download a file with spec §4's flow (overlay 'Please wait...', token check, blob). */
export function useDownload(): <Call extends FileCall>(
  request: DownloadRequest<Call>,
) => Promise<DownloadOutcome> {
  const waiting = useWaitingOverlay();
  return useCallback(
    <Call extends FileCall>(request: DownloadRequest<Call>) =>
      download(request, {
        showWaiting: () => waiting.show(),
        hideWaiting: () => waiting.hide(),
        save: saveWithAnchor,
      }),
    [waiting],
  );
}
