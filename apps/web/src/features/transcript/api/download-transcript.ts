import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** GET /api/Transcript/GetTranscriptPdf through spec §4's download flow, saved as Transcript.pdf. */
export function useDownloadTranscript(): () => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    () => download({ host: 'portal', path: '/api/Transcript/GetTranscriptPdf', fileName: 'Transcript.pdf' }),
    [download],
  );
}
