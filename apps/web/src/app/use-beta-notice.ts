import { useEffect, useRef } from 'react';
import { showAlert } from '../lib/app-alerts';
import { useAppConfiguration } from '../lib/app-configuration';

/**
 * Spec §8's beta notice, once per visit, when the runtime configuration says this deployment is a beta.
 * "Open current version" goes to the production portal (configuration), else to this site's root.
 */
export function useBetaNotice(): void {
  const configuration = useAppConfiguration().data;
  const shown = useRef(false);
  useEffect(() => {
    if (!configuration?.Beta || shown.current) return;
    shown.current = true;
    showAlert({ kind: 'beta', currentVersionUrl: configuration.CurrentVersionUrl ?? window.location.origin });
  }, [configuration]);
}
