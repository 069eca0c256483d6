import { finance, type BodyOf } from '@portal/contract/calls';
import type { ImportBankStatementResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { FINANCE_KEY } from './keys';

const call = finance.importBankStatement;

/** Imports the previewed file; the same file again changes nothing on the server. */
export async function importBankStatement(body: BodyOf<typeof call>): Promise<ImportBankStatementResponse> {
  const answer = await api.call(call, { body });
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    // Invoices turn paid, payments and register rows appear: every finance list reads what changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCE_KEY }),
  });
}
