import type { LiveMessage } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/use-session';

/**
 * The device's push channel while a student's own session is open (not while staff act as them): pushes
 * that arrive while the app is visible go to `onArrival` (the page shows them, not the system), an opened
 * notification navigates to its page, and the registration is checked at start and whenever the platform
 * renews or drops the subscription (withdrawn permission ⇒ removed, new subscription ⇒ registered).
 */
export function useDevicePush(onArrival: (message: LiveMessage) => void): void {
  const { profile, token, impersonation } = useSession();
  const email = profile?.Role === 'student' && !impersonation ? token?.userName : undefined;
  const arrivalRef = useRef(onArrival);
  useEffect(() => {
    arrivalRef.current = onArrival;
  }, [onArrival]);

  useEffect(() => {
    if (!email) return undefined;
    const run = { stopped: false };
    const stops: (() => void)[] = [];
    void (async () => {
      const [{ pushDeps }, { syncRegistration }] = await Promise.all([
        import('../../../lib/push/push-service'),
        import('../../../lib/push/push-registration'),
      ]);
      const deps = await pushDeps(email);
      if (run.stopped) return;
      const sync = () => {
        syncRegistration(deps).catch(() => undefined);
      };
      stops.push(
        deps.device.onForegroundMessage((message) => {
          arrivalRef.current(message);
        }),
        deps.device.onOpen((link) => {
          window.location.hash = `#/${link}`;
        }),
        deps.device.onTokenChange(sync),
      );
      sync();
    })().catch(() => undefined);
    return () => {
      run.stopped = true;
      for (const stop of stops) stop();
    };
  }, [email]);
}
