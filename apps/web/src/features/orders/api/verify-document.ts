import { orders, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORDERS_KEY } from './keys';

const call = orders.verifyDocument;

/** Public: whether a letter's verification code is genuine, with only what the letter itself says. */
export function verifyDocument(code: string, signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { Code: code }, signal });
}

export function verifyDocumentQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'verify', code],
    queryFn: ({ signal }) => verifyDocument(code, signal),
  });
}

/** `null` until a code is given. */
export function useVerifyDocument(code: string | null) {
  return useQuery({ ...verifyDocumentQueryOptions(code ?? ''), enabled: code !== null });
}
