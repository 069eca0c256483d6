import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endUniversitySession } from '../../features/login/sign-in';
import { session, signOut } from '../../lib/api';
import { showAlert } from '../../lib/app-alerts';
import { appConfigurationQueryOptions } from '../../lib/app-configuration';
import { useWaitingOverlay } from '../../lib/use-waiting-overlay';

/**
 * The header's logout: spec §4's sequence, then, for a student who signed in at the university's
 * provider, the provider's own sign-out (see endUniversitySession). Staff sign in with the portal's form,
 * and staff acting as a student hold no provider session, so both stop at the login page.
 */
export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const waiting = useWaitingOverlay();
  return useCallback(async (): Promise<void> => {
    // Spec §8's loading overlay for long actions: the sequence makes server calls before it can leave.
    await waiting.show();
    const { profile, impersonation } = session.current();
    const heldProviderSession = profile?.Role === 'student' && !impersonation;
    const configuration = heldProviderSession
      ? await queryClient.query(appConfigurationQueryOptions()).catch(() => undefined)
      : undefined;
    try {
      await signOut({ reload: false });
    } catch {
      // The device's storage refused to forget the session: say so, and let the student try again.
      showAlert({
        kind: 'step-failed',
        step: 'logout',
        cause: 'other',
        retry: () => void signOut({ reload: false }),
      });
      return;
    } finally {
      await waiting.hide();
    }
    if (configuration) await endUniversitySession(configuration.Identity).catch(() => undefined);
  }, [queryClient, waiting]);
}
