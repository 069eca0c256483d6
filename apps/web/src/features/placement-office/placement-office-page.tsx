import { gitNetworkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useRounds } from './api/get-rounds';
import { RoundCard } from './components/round-card';
import { PLACEMENT_OFFICE_NAMESPACE } from './translations';

/** The placement office (staff role `placement-office`): every Tanseek round and the step each allows. */
export default function PlacementOfficePage() {
  const { t } = useTranslation(['translation', PLACEMENT_OFFICE_NAMESPACE]);
  const rounds = useRounds();
  const refresh = refetchAll([rounds]);
  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1 className="office-title">{t('pages.placement-office')}</h1>
        <p>{t('placementOffice:intro')}</p>
        {!rounds.isSuccess ? (
          <QueriesPending
            queries={[rounds]}
            errorTitle={t('placementOffice:errorTitle')}
            onRetry={() => void refresh()}
          />
        ) : rounds.data.Rounds.length === 0 ? (
          <StatePanel
            tone="empty"
            icon={gitNetworkOutline}
            title={t('placementOffice:empty')}
            detail={t('placementOffice:emptyDetail')}
          />
        ) : (
          rounds.data.Rounds.map((round) => <RoundCard key={round.RoundId} round={round} />)
        )}
      </PageBody>
    </>
  );
}
