import { internationalOffice, type QueryOf } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useDownload } from '../../../lib/use-download';

const call = internationalOffice.getNominations;

/** The students to nominate to partners (accepted offers) of one program's term, as CSV (bearer token). */
export function useDownloadNominations() {
  const download = useDownload();
  return useCallback(
    (query: QueryOf<typeof call>, code: string) =>
      download({
        call,
        query,
        fileName: `nominations-${code}-${String(query.TermId)}.csv`,
      }),
    [download],
  );
}
