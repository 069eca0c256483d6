import { trainingOffice } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useDownload } from '../../../lib/use-download';

const call = trainingOffice.getAssignments;

/** A previewed or published cycle's assignments as CSV (bearer token). */
export function useDownloadAssignments() {
  const download = useDownload();
  return useCallback(
    (cycleId: number) =>
      download({ call, query: { CycleId: cycleId }, fileName: `sstp-cycle-${String(cycleId)}.csv` }),
    [download],
  );
}
