import type { ProgramPage } from '@portal/contract';
import { international, type ResponseOf } from '@portal/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { programsKey } from './keys';

const call = international.getFacultyIntroText;

/** The programs shown on one page, with whether this student may apply to each and why not. */
export function getFacultyIntroText(
  page: ProgramPage,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { PageName: page }, signal });
}

export function pageProgramsQueryOptions(page: ProgramPage) {
  return queryOptions({
    queryKey: programsKey(page),
    queryFn: ({ signal }) => getFacultyIntroText(page, signal),
  });
}

export function usePagePrograms(page: ProgramPage) {
  return useQuery(pageProgramsQueryOptions(page));
}
