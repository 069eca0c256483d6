import { finance, type BodyOf } from '@portal/contract/calls';
import type { PreviewBankStatementResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';

const call = finance.previewBankStatement;

/** What importing the file would do, row by row; the server changes nothing. */
export async function previewBankStatement(body: BodyOf<typeof call>): Promise<PreviewBankStatementResponse> {
  const answer = await api.call(call, { body });
  if (!answer) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}

/** A mutation, not a query: a preview is asked for on purpose, for the file in hand, and never cached. */
export function usePreviewBankStatement() {
  return useMutation({ mutationFn: previewBankStatement });
}
