import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/offline-status';
import './offline-indicator.css';

/**
 * A bar under the header while the device has no network: the page shows the copy of its data last seen
 * online (lib/query-client-persistence.ts), and actions that need the server will fail.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-indicator" role="status">
      {t('offline.indicator')}
    </div>
  );
}
