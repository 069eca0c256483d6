import type { OfficeApplication } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { applicationQueryOptions } from './get-application';
import { OFFICE_APPLICATIONS_KEY, OFFICE_PROGRAMS_KEY } from './keys';

/**
 * A write's answer is the application as it now stands: it replaces the cached one, and the list and the
 * programs' counts by state refresh.
 */
export function keepApplication(queryClient: QueryClient, application: OfficeApplication): void {
  queryClient.setQueryData(applicationQueryOptions(application.ApplicationId).queryKey, application);
  void queryClient.invalidateQueries({ queryKey: OFFICE_APPLICATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: OFFICE_PROGRAMS_KEY });
}

/** Null comes only beside a refusal, which the client throws: a bare null is a broken answer. */
export function answered<Answer>(answer: Answer | null): Answer {
  if (answer === null) throw new ApiError({ kind: 'malformed', httpStatus: 200 });
  return answer;
}
