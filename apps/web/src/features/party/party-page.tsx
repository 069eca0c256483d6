import type { PartyPage as PartyPageName } from '@portal/contract';
import { sparklesOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { usePartyPage } from './api/get-student-saved-data';
import { EventCard } from './components/event-card';
import { PARTY_NAMESPACE } from './translations';
import './party.css';

/** One event page (graduation, white coat, a GP day, the camp): every event on it, each with its own form. */
export function PartyPage({ page }: { page: PartyPageName }) {
  const { t } = useTranslation(['translation', PARTY_NAMESPACE]);
  const events = usePartyPage(page);
  return (
    <>
      <PullToRefresh onRefresh={refetchAll([events])} />
      <PageBody>
        <header className="party-intro">
          <h1>{t(`pages.${page}`)}</h1>
          <p>{t('party:intro')}</p>
        </header>
        <QueryState
          query={events}
          errorTitle={t('party:errorTitle')}
          fetchedAt
          empty={{
            when: (data) => data.length === 0,
            icon: sparklesOutline,
            title: t('party:empty'),
            detail: t('party:emptyDetail'),
          }}
        >
          {(data) => data.map((entry) => <EventCard key={entry.Event.EventId} entry={entry} />)}
        </QueryState>
      </PageBody>
    </>
  );
}
