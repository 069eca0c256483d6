import type { AppConfiguration } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appConfigurationQueryOptions } from './app-configuration';

/** A deployment's configuration for tests: the university keeps Cairo's clock unless a test says otherwise. */
function testConfiguration(fields: Partial<AppConfiguration> = {}): AppConfiguration {
  return {
    UniversityNameEn: 'Nile Delta University',
    UniversityNameAr: 'جامعة دلتا النيل',
    TimeZone: 'Africa/Cairo',
    WeekStartsOn: 6,
    Version: '1.0.0',
    Beta: false,
    CurrentVersionUrl: null,
    Hosts: { portal: '', advising: '', international: '', party: '', orders: '', notify: '', billing: '' },
    Social: { facebook: '', instagram: '', linkedin: '', youtube: '' },
    PortalUrl: 'https://portal.example',
    Identity: {
      Issuer: 'https://portal.example/idp',
      ClientId: 'student-portal',
      Scope: 'openid email profile',
    },
    ...fields,
  };
}

/** Components read the university's zone from the configuration, which the app fetched at start-up. */
export function seedConfiguration(client: QueryClient, fields: Partial<AppConfiguration> = {}): void {
  client.setQueryData(appConfigurationQueryOptions().queryKey, testConfiguration(fields));
}
