import { useIonLoading } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { endUniversitySession } from '../../features/login/sign-in';
import { session, signOut } from '../../lib/api';
import { appConfigurationQueryOptions } from '../../lib/app-configuration';

/**
 * The header's logout: spec §4's sequence, then, for a student who signed in at the university's
 * provider, the provider's own sign-out (see endUniversitySession). Staff sign in with the portal's form,
 * and staff acting as a student hold no provider session, so both stop at the login page.
 */
export function useLogOut(): () => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [presentLoading, dismissLoading] = useIonLoading();
  return useCallback(async () => {
    // Spec §8's loading overlay for long actions: the sequence makes server calls before it can leave.
    await presentLoading({ message: t('app.pleaseWait') });
    const { profile, impersonation } = session.current();
    const heldProviderSession = profile?.Role === 'student' && !impersonation;
    const configuration = heldProviderSession
      ? await queryClient.fetchQuery(appConfigurationQueryOptions()).catch(() => undefined)
      : undefined;
    await signOut({ reload: false });
    await dismissLoading();
    if (configuration) await endUniversitySession(configuration.Identity).catch(() => undefined);
  }, [dismissLoading, presentLoading, queryClient, t]);
}
