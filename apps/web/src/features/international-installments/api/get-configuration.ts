import type { ProgramPage } from '@portal/contract';
import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { configurationKey } from './keys';

const call = international.getConfiguration;

/**
 * Which of the student's applications a program page's fee is for (null: none is payable yet): the installment
 * page's application, or the one a program page's payment came back for.
 */
export function getConfiguration(
  program: ProgramPage,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body: { PageName: program }, signal });
}

export function configurationQueryOptions(program: ProgramPage) {
  return queryOptions({
    queryKey: configurationKey(program),
    queryFn: ({ signal }) => getConfiguration(program, signal),
  });
}

export function useConfiguration(program: ProgramPage) {
  return useQuery(configurationQueryOptions(program));
}
