import type { ServiceHosts } from '@portal/contract';
import { createApiClient, type ServiceHost } from './api-client';

/** Spec §7 platform code: 1 iOS, 2 Android, 3 other. The browser build is "other"; the native shell overrides it. */
const MOB_PLATFORM_WEB = '3';

let hostsSource: (() => Promise<ServiceHosts>) | undefined;

/** The app tells the client where the runtime configuration comes from (see app-configuration.ts). */
export function setServiceHostsSource(source: () => Promise<ServiceHosts>): void {
  hostsSource = source;
}

/**
 * The portal host is this origin: it serves the runtime configuration itself, so it cannot wait for it.
 * Other hosts use the configured base URL ('' also means this origin).
 */
export async function baseUrlFor(host: ServiceHost): Promise<string> {
  if (host === 'portal' || !hostsSource) return '';
  const hosts = await hostsSource();
  return hosts[host].replace(/\/+$/, '');
}

/** The web app's one API client. */
export const api = createApiClient({
  baseUrl: baseUrlFor,
  headers: () => ({ MobPlatform: MOB_PLATFORM_WEB }),
});
