import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentAlert, subscribeToAlerts } from '../lib/app-alerts';
import type { ShownAlert } from './shown-alert';

const loadShownAlert = () => import('./shown-alert').then((module) => module.ShownAlert);

/**
 * Shows the app's alerts (lib/app-alerts.ts) one at a time. Ionic's alert is not start-up code: it is fetched
 * once the first screen is up, so an alert raised later, offline included, finds it loaded; a failed fetch
 * is tried again with the next alert, which waits in the queue until its code is there.
 */
export function AlertHost() {
  const alert = useSyncExternalStore(subscribeToAlerts, currentAlert);
  const [Shown, setShown] = useState<typeof ShownAlert | undefined>(undefined);
  useEffect(() => {
    if (Shown) return undefined;
    let current = true;
    loadShownAlert()
      .then((component) => {
        if (current) setShown(() => component);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [Shown, alert]);
  return alert && Shown ? <Shown key={alert.kind} alert={alert} /> : null;
}
