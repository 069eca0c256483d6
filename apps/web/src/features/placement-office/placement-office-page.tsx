import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, gitNetworkOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { numberFormat } from '../../lib/intl-formats';
import { useFaculties } from '../../components/office/use-faculties';
import { useRounds } from './api/get-rounds';
import { RoundCard } from './components/round-card';
import { RoundEditor } from './components/round-editor';
import { draftOf, newDraft, type RoundDraft } from './round-draft';
import { PLACEMENT_OFFICE_NAMESPACE } from './translations';

/**
 * The placement office (staff role `placement-office`): every Tanseek round and the step each allows, a new
 * round, and the editor of a round still open.
 */
export default function PlacementOfficePage() {
  const { t, i18n } = useTranslation(['translation', PLACEMENT_OFFICE_NAMESPACE]);
  const rounds = useRounds();
  const faculties = useFaculties();
  const [editing, setEditing] = useState<RoundDraft>();
  const [saved, setSaved] = useState('');
  const refresh = refetchAll([rounds, faculties]);

  const body = () => {
    if (!rounds.isSuccess || !faculties.isSuccess)
      return (
        <QueriesPending
          queries={[rounds, faculties]}
          errorTitle={t('placementOffice:errorTitle')}
          onRetry={() => void refresh()}
        />
      );
    if (editing)
      return (
        <RoundEditor
          start={editing}
          faculties={faculties.data}
          terms={rounds.data.Terms}
          onClose={(done) => {
            setEditing(undefined);
            if (done)
              setSaved(
                t('placementOffice:editor.saved', {
                  faculty: done.faculty,
                  number: numberFormat(i18n.language).format(done.number),
                }),
              );
          }}
        />
      );
    const edit = (draft: RoundDraft) => () => {
      setSaved('');
      setEditing(draft);
    };
    return (
      <>
        <div className="office-actions">
          <IonButton onClick={edit(newDraft(faculties.data, rounds.data.Terms))}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('placementOffice:newRound')}
          </IonButton>
        </div>
        {rounds.data.Rounds.length === 0 ? (
          <StatePanel
            tone="empty"
            icon={gitNetworkOutline}
            title={t('placementOffice:empty')}
            detail={t('placementOffice:emptyDetail')}
          />
        ) : (
          rounds.data.Rounds.map((round) => (
            <RoundCard key={round.RoundId} round={round} onEdit={edit(draftOf(round))} />
          ))
        )}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1 className="office-title">{t('pages.placement-office')}</h1>
        <p>{t('placementOffice:intro')}</p>
        <p role="status" className="office-notice">
          {saved}
        </p>
        {body()}
      </PageBody>
    </>
  );
}
