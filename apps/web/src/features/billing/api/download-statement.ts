import { billing } from '@portal/contract/calls';
import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** The statement of account PDF through spec §4's download flow, saved as Statement.pdf. */
export function useDownloadStatement(): () => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    () => download({ call: billing.getStudentStatementPdf, fileName: 'Statement.pdf' }),
    [download],
  );
}
