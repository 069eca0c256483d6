import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../state-panel';

/**
 * Offline, with no copy of the page's data on this device (it was never opened here, or not kept): said
 * plainly instead of a spinner that would turn forever. TanStack Query loads the page by itself once the
 * device is back online.
 */
export function NotSeenOfflinePanel() {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="empty"
      icon={cloudOfflineOutline}
      title={t('offline.notSeenTitle')}
      detail={t('offline.notSeenDetail')}
    />
  );
}
