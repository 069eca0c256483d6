import { useEffect } from 'react';
import { isApiError } from '../lib/api-error';
import { showAlert } from '../lib/app-alerts';
import { useAppConfiguration } from '../lib/app-configuration';

/**
 * Spec §8: when the app cannot start (its runtime configuration does not load), the "Error" alert with
 * Exit and Retry. Pages that need the configuration keep their own error state beneath it.
 */
export function useAppConfigurationAlert(): void {
  const { error, errorUpdatedAt, refetch } = useAppConfiguration();
  useEffect(() => {
    if (!error) return;
    showAlert({
      kind: 'step-failed',
      step: 'app',
      cause: isApiError(error) && error.kind === 'network' ? 'connection' : 'other',
      retry: () => void refetch(),
    });
  }, [error, errorUpdatedAt, refetch]);
}
