import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/offline-status';
import './fetched-at.css';
import { dateTimeFormat } from '../lib/intl-formats';

interface FetchedAtProps {
  /** When the shown data came from the server (a query's `dataUpdatedAt`); 0 = never. */
  updatedAt: number;
}

/**
 * "Last updated …" under a read-only page's content while offline: the page shows the copy it last saw
 * online (lib/query-client-persistence.ts), and the student must know how old it is before trusting a
 * room or a time in it. Online, the data is current and the line is not shown.
 */
export function FetchedAt({ updatedAt }: FetchedAtProps) {
  const { t, i18n } = useTranslation();
  const offline = useOffline();
  if (!offline || updatedAt <= 0) return null;
  const time = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(updatedAt);
  return (
    <p className="fetched-at">
      <time dateTime={new Date(updatedAt).toISOString()}>{t('offline.fetchedAt', { time })}</time>
    </p>
  );
}
