import { IonButton, IonIcon, IonSpinner, type RefresherCustomEvent } from '@ionic/react';
import type { AdvisingValidation } from '@portal/contract';
import { alertCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { WindowStatus } from './window-status';

interface PageQuery {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Reads every query of an advising page again: pull to refresh, Retry, a window that has just opened. */
export function refetchAll(queries: readonly PageQuery[]) {
  return async (event?: RefresherCustomEvent) => {
    try {
      await Promise.all(queries.map((query) => query.refetch()));
    } finally {
      event?.detail.complete();
    }
  };
}

export const anyFailed = (queries: readonly PageQuery[]) => queries.some((query) => query.isError);

/** An advising page before its queries have all answered: the first failure with Retry, else a spinner. */
export function PageLoadState({
  queries,
  errorTitle,
  onRetry,
}: {
  queries: readonly PageQuery[];
  errorTitle: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failed = queries.find((query) => query.isError);
  if (!failed) {
    return (
      <div className="adv-loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  }
  return (
    <StatePanel
      tone="error"
      icon={alertCircleOutline}
      title={errorTitle}
      detail={errorMessage(failed.error, t)}
      action={
        <IonButton fill="outline" onClick={onRetry}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('errors.retry')}
        </IonButton>
      }
    />
  );
}

/** While the advising window is closed: when it opens (or opened), read again once it does. */
export function ClosedWindowBanner({
  validation,
  onOpened,
}: {
  validation: AdvisingValidation;
  onOpened: () => void;
}) {
  return (
    <div className="adv-card adv-card--notice">
      <WindowStatus
        kind="advising"
        window={validation.Window}
        serverNow={validation.Now}
        onOpened={onOpened}
        variant="banner"
      />
    </div>
  );
}
