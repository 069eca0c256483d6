import {
  IonButton,
  IonIcon,
  IonRefresher,
  IonRefresherContent,
  IonSpinner,
  type RefresherCustomEvent,
} from '@ionic/react';
import type { LibraryAccessCode } from '@portal/contract';
import { alertCircleOutline, libraryOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useLibraryAccessCodes } from './api/get-library-access-codes';
import { usePreviousLibraryAccessCodes } from './api/get-previous-library-access-codes';
import { CopyButton } from './components/copy-button';
import { LIBRARY_NAMESPACE } from './translations';
import './lib-codes.css';
import { dateTimeFormat } from '../../lib/intl-formats';

function useTermName() {
  const { i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return (code: LibraryAccessCode) => (arabic ? code.NameAr : code.NameEn);
}

/** Route `lib-codes`: this term's library code to copy, and the codes of earlier terms. */
export default function LibCodesPage() {
  const { t, i18n } = useTranslation(['translation', LIBRARY_NAMESPACE]);
  const current = useLibraryAccessCodes();
  const previous = usePreviousLibraryAccessCodes();
  const termName = useTermName();
  const date = (day: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );

  async function refresh(event: RefresherCustomEvent) {
    try {
      await Promise.all([current.refetch(), previous.refetch()]);
    } finally {
      event.detail.complete();
    }
  }

  let body;
  if (current.isPending || previous.isPending) {
    body = (
      <div className="lib-codes-loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  } else if (current.isError || previous.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('library:errorTitle')}
        detail={errorMessage(current.error ?? previous.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void Promise.all([current.refetch(), previous.refetch()])}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  } else {
    const code = current.data;
    body = (
      <>
        {code ? (
          <section className="lib-code-card" aria-labelledby="lib-code-term">
            <p className="lib-code-card__label" id="lib-code-term">
              {t('library:thisTerm')} · {termName(code)}
            </p>
            <p className="lib-code-card__code">
              <code dir="ltr">{code.Code}</code>
            </p>
            <p className="lib-code-card__valid">{t('library:validUntil', { date: date(code.ValidUntil) })}</p>
            <CopyButton text={code.Code} label={t('library:copyCode', { term: termName(code) })} />
          </section>
        ) : (
          <StatePanel tone="empty" icon={libraryOutline} title={t('library:noCurrent')} />
        )}
        <section className="lib-codes-earlier" aria-labelledby="lib-codes-earlier">
          <h2 id="lib-codes-earlier">{t('library:earlier')}</h2>
          {previous.data.length === 0 ? (
            <p className="lib-codes-earlier__empty">{t('library:noEarlier')}</p>
          ) : (
            <ul className="lib-codes-list">
              {previous.data.map((entry) => (
                <li key={entry.TermId} className="lib-codes-row">
                  <div>
                    <p className="lib-codes-row__term">{termName(entry)}</p>
                    <p className="lib-codes-row__code">
                      <code dir="ltr">{entry.Code}</code>
                    </p>
                  </div>
                  <CopyButton
                    size="small"
                    text={entry.Code}
                    label={t('library:copyCode', { term: termName(entry) })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
        <IonRefresherContent />
      </IonRefresher>
      <PageBody>
        <header className="lib-codes-intro">
          <h1>{t('pages.lib-codes')}</h1>
          <p>{t('library:intro')}</p>
        </header>
        {body}
        <FetchedAt updatedAt={current.dataUpdatedAt} />
      </PageBody>
    </>
  );
}
