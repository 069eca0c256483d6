import { sstp, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SSTP_KEY } from './keys';

const call = sstp.getOrganizations;
export type OrganizationsFilter = BodyOf<typeof call>;

/** The organisations training in a program and level this cycle, with places, city and languages. */
export function getOrganizations(
  body: OrganizationsFilter,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body, signal });
}

export function organizationsQueryOptions(body: OrganizationsFilter) {
  return queryOptions({
    queryKey: [...SSTP_KEY, 'organizations', body],
    queryFn: ({ signal }) => getOrganizations(body, signal),
  });
}

/** Asked only once a program and a level are chosen; the last list stays while another filter loads. */
export function useOrganizations(filter: Partial<OrganizationsFilter>) {
  const { ProgramId, LevelId, LanguageId, CategoryId } = filter;
  const body: OrganizationsFilter = {
    ProgramId: ProgramId ?? 0,
    LevelId: LevelId ?? 0,
    ...(LanguageId === undefined ? {} : { LanguageId }),
    ...(CategoryId === undefined ? {} : { CategoryId }),
  };
  return useQuery({
    ...organizationsQueryOptions(body),
    enabled: ProgramId !== undefined && LevelId !== undefined,
    placeholderData: keepPreviousData,
  });
}
