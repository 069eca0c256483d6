import type { ApplicationDetail } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { APPLICATIONS_KEY, INTERNATIONAL_KEY, applicationKey } from './keys';

/**
 * A call that changes an application answers it as it now is: that answer becomes the detail on screen, and
 * the list and the programs (whose ApplicationId and eligibility follow the application) are read again.
 */
export function rememberApplication(queryClient: QueryClient, application: ApplicationDetail): void {
  queryClient.setQueryData(applicationKey(application.ApplicationId), application);
  void queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...INTERNATIONAL_KEY, 'programs'] });
}
