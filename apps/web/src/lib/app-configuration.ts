import { portal, type ResponseOf } from '@portal/contract/calls';
import type { AppConfiguration } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, setServiceHostsSource } from './api';

const call = portal.getAppConfiguration;

/** Deployment facts read at start-up instead of baked into the build. */
export function getAppConfiguration(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}

export function appConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['portal', 'app-configuration'],
    queryFn: ({ signal }) => getAppConfiguration(signal),
    // Changes only with a deployment; a reload or a pull-to-refresh fetches it again.
    staleTime: 'static',
  });
}

export function useAppConfiguration() {
  return useQuery(appConfigurationQueryOptions());
}

/** Lets every call to another host wait for (and share) the one configuration request. */
export function connectServiceHosts(queryClient: QueryClient): void {
  setServiceHostsSource(async () => (await queryClient.query(appConfigurationQueryOptions())).Hosts);
}

/** The university's name in the reader's language. */
export function universityName(configuration: AppConfiguration, language: 'en' | 'ar'): string {
  return language === 'ar' ? configuration.UniversityNameAr : configuration.UniversityNameEn;
}
