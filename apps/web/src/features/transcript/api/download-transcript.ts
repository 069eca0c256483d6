import { transcript } from '@portal/contract/calls';
import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** The transcript PDF through spec §4's download flow, saved as Transcript.pdf. */
export function useDownloadTranscript(): () => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    () => download({ call: transcript.getTranscriptPdf, fileName: 'Transcript.pdf' }),
    [download],
  );
}
