import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import './query-state.css';

/**
 * A spinner where a page's or a panel's content will be, announced as loading; `text` says what is
 * awaited when that takes long enough to need words (the validate page's "checking").
 */
export function QueryLoading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="query-state__loading" role="status" aria-label={text ? undefined : t('app.loading')}>
      <IonSpinner />
      {text && <p>{text}</p>}
    </div>
  );
}
