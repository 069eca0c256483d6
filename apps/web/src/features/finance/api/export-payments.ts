import { finance, type QueryOf } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useDownload } from '../../../lib/use-download';

const call = finance.exportPayments;
export type ExportPeriod = QueryOf<typeof call>;

/** Downloads the period's payments as CSV (the server writes it; the export is audited there). */
export function useExportPayments() {
  const download = useDownload();
  return useCallback(
    (period: ExportPeriod) =>
      download({ call, query: period, fileName: `payments-${period.From}-${period.To}.csv` }),
    [download],
  );
}
