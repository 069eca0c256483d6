import { advisingPreview } from '@portal/contract/calls';
import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** The requirement sheet through spec §4's download flow, saved as ReqSheet.pdf. */
export function useDownloadReqSheet(): () => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    () => download({ call: advisingPreview.reqSheet, body: {}, fileName: 'ReqSheet.pdf' }),
    [download],
  );
}
