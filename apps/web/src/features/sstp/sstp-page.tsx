import type { SstpApplicationState } from '@portal/contract';
import { briefcaseOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useCategories } from './api/get-categories';
import { useLanguages } from './api/get-languages';
import { useLevels } from './api/get-levels';
import { useOrganizations } from './api/get-organizations';
import { usePrograms } from './api/get-programs';
import { useSavedData } from './api/get-saved-data';
import { ApplicationForm } from './components/application-form';
import { ApplicationStatus } from './components/application-status';
import { CycleSummary } from './components/cycle-summary';
import { SSTP_NAMESPACE } from './translations';
import './sstp.css';

/** The application may still be written in these states (while the cycle lets the student save). */
const WRITABLE: readonly (SstpApplicationState | undefined)[] = [undefined, 'draft', 'withdrawn'];

/** Route `sstp`: the summer training cycle, the student's application and ranking, their place and result. */
export default function SstpPage() {
  const { t } = useTranslation(['translation', SSTP_NAMESPACE]);
  const saved = useSavedData();
  const programs = usePrograms();
  const levels = useLevels();
  const languages = useLanguages();
  const categories = useCategories();
  const application = saved.data?.Application ?? null;
  const assigned = useOrganizations(
    application === null || application.AssignedOfferId === null
      ? {}
      : { ProgramId: application.ProgramId, LevelId: application.LevelId },
  );
  const queries = [saved, programs, levels, languages, categories];
  const refresh = refetchAll(queries);

  const body = () => {
    if (
      !saved.isSuccess ||
      !programs.isSuccess ||
      !levels.isSuccess ||
      !languages.isSuccess ||
      !categories.isSuccess
    )
      return (
        <QueriesPending queries={queries} errorTitle={t('sstp:errorTitle')} onRetry={() => void refresh()} />
      );
    const data = saved.data;
    const cycle = data.Cycle;
    if (cycle === null)
      return (
        <StatePanel
          tone="empty"
          icon={briefcaseOutline}
          title={t('sstp:noCycle')}
          detail={t('sstp:noCycleDetail')}
        />
      );
    const state = application?.State;
    const writable = data.CanSave && WRITABLE.includes(state);
    const catalogue = {
      programs: programs.data,
      levels: levels.data,
      languages: languages.data,
      categories: categories.data,
    };
    return (
      <>
        <CycleSummary cycle={cycle} data={data} />
        {application && (
          <ApplicationStatus
            data={data}
            application={application}
            assigned={assigned.data?.Offers.find((offer) => offer.OfferId === application.AssignedOfferId)}
            program={programs.data.find((one) => one.ProgramId === application.ProgramId)}
          />
        )}
        {(writable || state === 'submitted') && (
          <ApplicationForm data={{ ...data, Cycle: cycle }} catalogue={catalogue} editable={writable} />
        )}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="sstp-intro">
          <h1>{t('pages.sstp')}</h1>
          <p>{t('sstp:intro')}</p>
        </header>
        {body()}
        <FetchedAt updatedAt={saved.dataUpdatedAt} />
      </PageBody>
    </>
  );
}
