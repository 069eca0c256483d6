import { IonButton } from '@ionic/react';
import { schoolOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchedAt } from '../../components/fetched-at';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { useFacultyChoices } from './api/get-faculty-choices';
import { useStudentMajorMinor } from './api/get-student-major-minor';
import { useStudentSavedData } from './api/get-student-saved-data';
import { useSaveStudentChoices } from './api/save-student-choices';
import { ChoiceRanking } from './components/choice-ranking';
import { PlacementResult } from './components/placement-result';
import { RoundSummary } from './components/round-summary';
import { SaveLog } from './components/save-log';
import { TANSEEK_NAMESPACE } from './translations';
import './tanseek.css';

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Route `tanseek`: the faculty's placement round, the student's ranking of its majors, and the result. */
export default function TanseekPage() {
  const { t } = useTranslation(['translation', TANSEEK_NAMESPACE]);
  const saved = useStudentSavedData();
  const choices = useFacultyChoices();
  const majorMinor = useStudentMajorMinor();
  const save = useSaveStudentChoices();
  /** The ranking being edited; undefined while it is the saved one. */
  const [draft, setDraft] = useState<number[]>();
  const refresh = refetchAll([saved, choices, majorMinor]);

  const body = () => {
    if (!saved.isSuccess || !choices.isSuccess)
      return (
        <QueriesPending
          queries={[saved, choices]}
          errorTitle={t('tanseek:errorTitle')}
          onRetry={() => void refresh()}
        />
      );
    const data = saved.data;
    const round = data.Round;
    const ranked = draft ?? data.OfferIds;
    const dirty = !same(ranked, data.OfferIds);
    return (
      <>
        {data.Result && <PlacementResult result={data.Result} data={data} majorMinor={majorMinor.data} />}
        {round === null ? (
          <StatePanel
            tone="empty"
            icon={schoolOutline}
            title={t('tanseek:noRound')}
            detail={t('tanseek:noRoundDetail')}
          />
        ) : (
          <>
            <RoundSummary round={round} data={data} />
            {(data.Eligible || data.OfferIds.length > 0) && (
              <ChoiceRanking
                offers={choices.data.Offers}
                ranked={ranked}
                maxChoices={round.MaxChoices}
                onChange={setDraft}
                disabled={!data.CanSave || save.isPending}
              />
            )}
            {data.Log.length > 0 && <SaveLog log={data.Log} offers={choices.data.Offers} />}
            {data.CanSave && (
              <div className="tanseek-save">
                <IonButton
                  disabled={!dirty || ranked.length === 0 || save.isPending}
                  onClick={() => {
                    save.mutate(
                      { RoundId: round.RoundId, OfferIds: ranked },
                      {
                        onSuccess: () => {
                          setDraft(undefined);
                        },
                      },
                    );
                  }}
                >
                  {save.isPending ? t('tanseek:ranking.saving') : t('tanseek:ranking.save')}
                </IonButton>
                <p role="status" className="tanseek-muted">
                  {dirty ? t('tanseek:ranking.unsaved') : save.isSuccess ? t('tanseek:ranking.saved') : ''}
                </p>
                {save.isError && (
                  <p role="alert" className="tanseek-problem">
                    {errorMessage(save.error, t)}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="tanseek-intro">
          <h1>{t('pages.tanseek')}</h1>
          <p>{t('tanseek:intro')}</p>
        </header>
        {body()}
        <FetchedAt updatedAt={saved.dataUpdatedAt} />
      </PageBody>
    </>
  );
}
