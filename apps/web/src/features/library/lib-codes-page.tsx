import type { LibraryAccessCode } from '@portal/contract';
import { libraryOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button/copy-button';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { currentLanguage } from '../../lib/i18n';
import { useLibraryAccessCodes } from './api/get-library-access-codes';
import { usePreviousLibraryAccessCodes } from './api/get-previous-library-access-codes';
import { LIBRARY_NAMESPACE } from './translations';
import './lib-codes.css';
import { dateTimeFormat } from '../../lib/intl-formats';

function useTermName() {
  const { i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return (code: LibraryAccessCode) => (arabic ? code.NameAr : code.NameEn);
}

/** This term's code (null before it is issued) and the codes of earlier terms. */
function Codes({ code, previous }: { code: LibraryAccessCode | null; previous: LibraryAccessCode[] }) {
  const { t, i18n } = useTranslation(['translation', LIBRARY_NAMESPACE]);
  const termName = useTermName();
  const date = (day: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return (
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
        {previous.length === 0 ? (
          <p className="lib-codes-earlier__empty">{t('library:noEarlier')}</p>
        ) : (
          <ul className="lib-codes-list">
            {previous.map((entry) => (
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

/** Route `lib-codes`: this term's library code to copy, and the codes of earlier terms. */
export default function LibCodesPage() {
  const { t } = useTranslation(['translation', LIBRARY_NAMESPACE]);
  const current = useLibraryAccessCodes();
  const previous = usePreviousLibraryAccessCodes();
  const refresh = refetchAll([current, previous]);

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="lib-codes-intro">
          <h1>{t('pages.lib-codes')}</h1>
          <p>{t('library:intro')}</p>
        </header>
        {current.isSuccess && previous.isSuccess ? (
          <Codes code={current.data} previous={previous.data} />
        ) : (
          <QueriesPending
            queries={[current, previous]}
            errorTitle={t('library:errorTitle')}
            onRetry={() => void refresh()}
          />
        )}
        <FetchedAt updatedAt={current.dataUpdatedAt} />
      </PageBody>
    </>
  );
}
