import { billing, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import type { DownloadOutcome } from '../../../lib/download';
import { useDownload } from '../../../lib/use-download';
import { bankNoticeKey, banksKey, INVOICES_KEY } from './keys';

/** Which account a deposit goes to: the faculty's fees or the bus subscription (GetBanks_Bus). */
export type BankPurpose = 'faculty' | 'bus';

export function banksQueryOptions(purpose: BankPurpose) {
  const call = purpose === 'bus' ? billing.getBanksBus : billing.getBanks;
  return queryOptions({
    queryKey: banksKey(purpose),
    queryFn: ({ signal }): Promise<ResponseOf<typeof call>> => api.call(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBanks(purpose: BankPurpose) {
  return useQuery(banksQueryOptions(purpose));
}

/** The notice to accept before depositing at the bank (null: refused, the server's words in the error). */
export function useBankNotice(invoiceId: number, bankId: number | null) {
  return useQuery({
    queryKey: bankNoticeKey(invoiceId, bankId ?? 0),
    queryFn: ({ signal }) =>
      api.call(billing.getNotification, {
        query: { PaymentInvoiceRequestId: invoiceId, BankId: bankId ?? 0 },
        signal,
      }),
    enabled: bankId !== null,
  });
}

/** Accepts the notice; the answer is the notice as accepted, and the invoice's deadline moved with it. */
export function useAcceptBankNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: { invoiceId: number; bankId: number }) =>
      api.call(billing.acceptNotification, {
        body: { PaymentInvoiceRequestId: ask.invoiceId, BankId: ask.bankId },
      }),
    onSuccess: (notice, ask) => {
      queryClient.setQueryData(bankNoticeKey(ask.invoiceId, ask.bankId), notice);
    },
    onSettled: () => {
      // The invoice stays open longer now (or was refused as no longer open): read it again.
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
    },
  });
}

/** The deposit slip PDF through spec §4's download flow. */
export function useDownloadDepositSlip(): (ask: {
  invoiceId: number;
  bankId: number;
  reference: string;
}) => Promise<DownloadOutcome> {
  const download = useDownload();
  return useCallback(
    ({ invoiceId, bankId, reference }) =>
      download({
        call: billing.getDepositSlip,
        fileName: `Deposit-slip-${reference}.pdf`,
        query: { PaymentInvoiceRequestId: invoiceId, BankId: bankId },
      }),
    [download],
  );
}
