import { placementOffice } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useDownload } from '../../../lib/use-download';

const call = placementOffice.getResults;

/** A previewed or published round's placements as CSV (bearer token). */
export function useDownloadResults() {
  const download = useDownload();
  return useCallback(
    (roundId: number) =>
      download({ call, query: { RoundId: roundId }, fileName: `tanseek-round-${String(roundId)}.csv` }),
    [download],
  );
}
