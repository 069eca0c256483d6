import { billing } from '@portal/contract/calls';
import { useCallback } from 'react';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';

/** One payment's receipt PDF through spec §4's download flow, saved as Receipt-<payment>.pdf. */
export function useDownloadReceipt(): (paymentId: number) => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    (paymentId: number) =>
      download({
        call: billing.getPaymentReceipt,
        query: { PaymentId: paymentId },
        fileName: `Receipt-${String(paymentId)}.pdf`,
      }),
    [download],
  );
}
