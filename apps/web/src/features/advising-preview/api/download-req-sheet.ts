import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** POST /api/Advising/ReqSheet through spec §4's download flow, saved as ReqSheet.pdf. */
export function useDownloadReqSheet(): () => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    () =>
      download({
        host: 'advising',
        path: '/api/Advising/ReqSheet',
        method: 'POST',
        body: {},
        fileName: 'ReqSheet.pdf',
      }),
    [download],
  );
}
